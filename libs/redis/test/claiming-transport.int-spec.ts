import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { event, request } from '@tracker/contracts';
import { createTestInfra, type TestInfra } from '@tracker/testing';

import { ClaimingRedisServer } from '../src/claiming-redis.server.js';
import { emit, send, SendError } from '../src/send.js';
import { badRequest } from '../src/service-error.js';
import { TrackerRedisClient } from '../src/tracker-redis.client.js';
import { transportOptions } from '../src/transport.js';

const ECHO = request<{ n: number }, { n: number; replica: string }>('catalogue', 'test.echo');
const FAIL = request<Record<string, never>, never>('catalogue', 'test.fail');
const NOTED = event<{ n: number }>('catalogue', 'test.noted');
const INVALIDATED = event<{ n: number }>('catalogue', 'test.invalidated', true);

/** Every handler run, by replica: what the claim must keep to exactly one per message. */
type Runs = Record<string, { requests: number[]; events: number[]; broadcasts: number[] }>;

function replicaModule(replica: string, runs: Runs) {
  runs[replica] = { requests: [], events: [], broadcasts: [] };
  @Controller()
  class ReplicaController {
    @MessagePattern(ECHO.pattern)
    async echo(@Payload() { n }: { n: number }) {
      runs[replica].requests.push(n);
      return { n, replica };
    }

    @MessagePattern(FAIL.pattern)
    fail() {
      throw badRequest('That request is not acceptable.');
    }

    @EventPattern<string>(NOTED.pattern)
    noted(@Payload() { n }: { n: number }) {
      runs[replica].events.push(n);
    }

    @EventPattern<string>(INVALIDATED.pattern)
    invalidated(@Payload() { n }: { n: number }) {
      runs[replica].broadcasts.push(n);
    }
  }
  @Module({ controllers: [ReplicaController] })
  class ReplicaModule {}
  return ReplicaModule;
}

describe(ClaimingRedisServer.name, () => {
  let infra: TestInfra;
  let replicas: INestMicroservice[];
  let client: TrackerRedisClient;
  const runs: Runs = {};

  beforeAll(async () => {
    infra = await createTestInfra('claiming');
    replicas = await Promise.all(
      ['a', 'b'].map(async (name) => {
        const app = await NestFactory.createMicroservice(replicaModule(name, runs), {
          strategy: new ClaimingRedisServer(infra.redisPrefix, 'test', transportOptions(infra.redisUrl)),
          logger: ['error'],
        });
        await app.listen();
        return app;
      }),
    );
    client = new TrackerRedisClient(infra.redisPrefix, transportOptions(infra.redisUrl));
    await client.connect();
  });

  afterAll(async () => {
    await client?.close();
    await Promise.all((replicas ?? []).map((app) => app.close()));
    await infra?.cleanup();
  });

  it('handles each of 200 concurrent requests exactly once, spread over both replicas', async () => {
    const replies = await Promise.all(Array.from({ length: 200 }, (_, n) => send(client, ECHO, { n }, 5000)));
    expect(replies.map((reply) => reply.n)).toEqual(Array.from({ length: 200 }, (_, n) => n));
    const handled = [...runs.a.requests, ...runs.b.requests].sort((x, y) => x - y);
    expect(handled).toEqual(Array.from({ length: 200 }, (_, n) => n));
    expect(runs.a.requests.length).toBeGreaterThan(0);
    expect(runs.b.requests.length).toBeGreaterThan(0);
  });

  it('hands events to exactly one replica and broadcasts to every replica', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, n) => emit(client, NOTED, { n }, 5000)));
    await emit(client, INVALIDATED, { n: 1 }, 5000);
    // Replies prove the replicas have drained their subscriptions up to here: pub/sub keeps order per connection.
    await Promise.all(Array.from({ length: 10 }, (_, n) => send(client, ECHO, { n: 1000 + n }, 5000)));
    expect([...runs.a.events, ...runs.b.events].sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, n) => n),
    );
    expect(runs.a.broadcasts).toEqual([1]);
    expect(runs.b.broadcasts).toEqual([1]);
  });

  it('carries a service error code and message to the sender', async () => {
    await expect(send(client, FAIL, {}, 5000)).rejects.toEqual(
      new SendError({ code: 'BAD_REQUEST', message: 'That request is not acceptable.' }),
    );
  });

  it('fails with UNAVAILABLE when no service answers within the timeout', async () => {
    const nobody = request<Record<string, never>, never>('social', 'test.nobody-listens');
    const started = Date.now();
    const failure = await send(client, nobody, {}, 300).catch((error: SendError) => error);
    expect(failure).toBeInstanceOf(SendError);
    expect((failure as SendError).payload).toEqual({
      code: 'UNAVAILABLE',
      message: 'The social service did not answer within 300 ms. Please try again in a moment.',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
