import { once } from 'node:events';

import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { request } from '@tracker/contracts';
import { createTestInfra, type TestInfra } from '@tracker/testing';
import type { Redis } from 'ioredis';

import {
  ClaimingRedisServer,
  send,
  SendError,
  sendJson,
  TrackerRedisClient,
  transportOptions,
} from '../src/transport/index.js';

const ECHO = request<{ n: number }, { n: number }>('catalogue', 'test.echo');
const SLOW = request<{ n: number }, { n: number }>('catalogue', 'test.slow');

/** Two replicas of one service that record each request they handle, and hold `test.slow` until released. */
async function startReplicas(prefix: string, redisUrl: string) {
  const handled: number[] = [];
  let releaseSlow!: () => void;
  const released = new Promise<void>((resolve) => (releaseSlow = resolve));
  @Controller()
  class EchoController {
    @MessagePattern(ECHO.pattern)
    echo(@Payload() { n }: { n: number }) {
      handled.push(n);
      return { n };
    }

    @MessagePattern(SLOW.pattern)
    async slow(@Payload() { n }: { n: number }) {
      handled.push(n);
      await released;
      return { n };
    }
  }
  @Module({ controllers: [EchoController] })
  class EchoModule {}
  const apps = await Promise.all(
    ['a', 'b'].map(async () => {
      const app = await NestFactory.createMicroservice(EchoModule, {
        strategy: new ClaimingRedisServer(prefix, 'test', transportOptions(redisUrl)),
        logger: false,
      });
      await app.listen();
      return app;
    }),
  );
  return {
    handled,
    releaseSlow,
    close: () => Promise.all(apps.map((app) => app.close())),
  };
}

const unavailable = (timeoutMs: number) =>
  new SendError({
    code: 'UNAVAILABLE',
    message: `The catalogue service did not answer within ${timeoutMs} ms. Please try again in a moment.`,
  });

describe(`${TrackerRedisClient.name} against claiming servers`, () => {
  let infra: TestInfra;
  let replicas: Awaited<ReturnType<typeof startReplicas>>;
  let client: TrackerRedisClient;

  beforeAll(async () => {
    infra = await createTestInfra('client');
    replicas = await startReplicas(infra.redisPrefix, infra.redisUrl);
    client = new TrackerRedisClient(infra.redisPrefix, transportOptions(infra.redisUrl));
    await client.connect();
  });

  afterAll(async () => {
    await client?.close();
    await replicas?.close();
    await infra?.cleanup();
  });

  it('answers send and sendJson sharing one frame, each caller its own reply, each handled once', async () => {
    const ns = Array.from({ length: 12 }, (_, n) => n);
    const calls = ns.map((n) =>
      n % 2 === 0
        ? send(client, ECHO, { n }, 5000)
        : sendJson(client, ECHO, { n }, 5000).then((json) => JSON.parse(json.toString()) as { n: number }),
    );
    expect((await Promise.all(calls)).map((reply) => reply.n)).toEqual(ns);
    expect([...replicas.handled].sort((a, b) => a - b)).toEqual(ns);
  });

  it('drops a reply that comes after its caller gave up, and goes on answering', async () => {
    await expect(send(client, SLOW, { n: 100 }, 300)).rejects.toEqual(unavailable(300));

    const [, sub] = client.unwrap<[Redis, Redis]>();
    const lateReply = once(sub, 'messageBuffer');
    replicas.releaseSlow();
    const [channel, frame] = (await lateReply) as [Buffer, Buffer];
    expect(channel.toString()).toBe(client.replyChannel);
    expect(JSON.parse(frame.toString())).toMatchObject({ response: { n: 100 } });

    expect(await send(client, ECHO, { n: 101 }, 5000)).toEqual({ n: 101 });
    expect(client['replyRoutes'].size).toBe(0);
    expect(replicas.handled.filter((n) => n >= 100)).toEqual([100, 101]);
  });
});
