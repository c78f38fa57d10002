import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { request } from '@tracker/contracts';
import { createTestInfra, type TestInfra } from '@tracker/testing';

import { ClaimingRedisServer, send, TrackerRedisClient, transportOptions } from '../src/transport/index.js';

const HELD = request<{ n: number }, { n: number; replica: string }>('catalogue', 'test.held');

/** A replica whose handler holds each request until the test releases it, and says when one arrived. */
function heldModule(replica: string, arrived: (n: number) => void, released: Promise<void>) {
  @Controller()
  class HeldController {
    @MessagePattern(HELD.pattern)
    async held(@Payload() { n }: { n: number }) {
      arrived(n);
      await released;
      return { n, replica };
    }
  }
  @Module({ controllers: [HeldController] })
  class HeldModule {}
  return HeldModule;
}

/** A service replica stopping mid-request (a rolling deploy): what it took is answered, nothing is lost. */
describe(`${ClaimingRedisServer.name} closing`, () => {
  let infra: TestInfra;
  let client: TrackerRedisClient;
  const apps: INestMicroservice[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const arrivals = new Map<number, () => void>();
  const arrivedAt = (n: number) => new Promise<void>((resolve) => arrivals.set(n, resolve));

  const start = async (replica: string) => {
    const app = await NestFactory.createMicroservice(
      heldModule(replica, (n) => arrivals.get(n)?.(), released),
      {
        strategy: new ClaimingRedisServer(infra.redisPrefix, 'test', transportOptions(infra.redisUrl)),
        logger: false,
      },
    );
    await app.listen();
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    infra = await createTestInfra('drain');
    client = new TrackerRedisClient(infra.redisPrefix, transportOptions(infra.redisUrl));
    await client.connect();
  });

  afterAll(async () => {
    release();
    await client?.close();
    await Promise.all(apps.map((app) => app.close()));
    await infra?.cleanup();
  });

  it('answers the requests it took before it closes, and takes no new ones', async () => {
    const leaving = await start('leaving');
    const taken = arrivedAt(1);
    const answer = send(client, HELD, { n: 1 }, 5_000);
    await taken;

    const closed = leaving.close();
    await start('staying');
    const next = send(client, HELD, { n: 2 }, 5_000);
    release();

    await expect(answer).resolves.toEqual({ n: 1, replica: 'leaving' });
    await expect(next).resolves.toEqual({ n: 2, replica: 'staying' });
    await closed;
  });
});
