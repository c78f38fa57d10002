import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ClientRedis, EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { event, request } from '@tracker/contracts';
import { createTestInfra, type TestInfra } from '@tracker/testing';
import type { Redis } from 'ioredis';

import { KEY_AREAS, redisKey } from '../src/keys.js';
import { badRequest } from '../src/service-error.js';
import {
  ClaimingRedisServer,
  emit,
  send,
  SendError,
  sendJson,
  SerializedJson,
  TrackerRedisClient,
  transportOptions,
} from '../src/transport/index.js';

const ECHO = request<{ n: number }, { n: number; replica: string }>('catalogue', 'test.echo');
const FAIL = request<Record<string, never>, never>('catalogue', 'test.fail');
const PRESERIALIZED = request<{ n: number }, { n: number }>('catalogue', 'test.preserialized');
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

    @MessagePattern(PRESERIALIZED.pattern)
    preserialized(@Payload() { n }: { n: number }) {
      return new SerializedJson({ n, kept: 'as served: ダンジョン飯' });
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

  it('handles each of 200 concurrent requests exactly once, in frames spread over both replicas', async () => {
    // Requests made in one turn of the event loop share a frame: these go out in 20 frames of 10.
    const pending: Array<Promise<{ n: number }>> = [];
    for (let frame = 0; frame < 20; frame += 1) {
      for (let n = frame * 10; n < frame * 10 + 10; n += 1) pending.push(send(client, ECHO, { n }, 5000));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const replies = await Promise.all(pending);
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
    expect(failure.payload).toEqual({
      code: 'UNAVAILABLE',
      message: 'The social service did not answer within 300 ms. Please try again in a moment.',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("answers on each client's own reply channel, subscribed once, and only to that client", async () => {
    const other = new TrackerRedisClient(infra.redisPrefix, transportOptions(infra.redisUrl));
    await other.connect();
    try {
      const [pub, sub] = client.unwrap<[Redis, Redis]>();
      const [, otherSub] = other.unwrap<[Redis, Redis]>();
      const subscribe = jest.spyOn(sub, 'subscribe');
      // Replies, counted by packet: a frame carries one per line.
      const received = { mine: 0, other: 0 };
      const packets = (frame: string) => frame.split('\n').length;
      sub.on('message', (_channel: string, frame: string) => (received.mine += packets(frame)));
      otherSub.on('message', (_channel: string, frame: string) => (received.other += packets(frame)));

      const replies = await Promise.all([
        ...Array.from({ length: 50 }, (_, n) => send(client, ECHO, { n: 2000 + n }, 5000)),
        ...Array.from({ length: 30 }, (_, n) => send(other, ECHO, { n: 3000 + n }, 5000)),
      ]);
      expect(replies.map((reply) => reply.n)).toEqual([
        ...Array.from({ length: 50 }, (_, n) => 2000 + n),
        ...Array.from({ length: 30 }, (_, n) => 3000 + n),
      ]);
      expect(subscribe).not.toHaveBeenCalled();
      expect(received).toEqual({ mine: 50, other: 30 });
      const channels = (await pub.pubsub('CHANNELS', `${infra.redisPrefix}:*`)) as string[];
      expect(channels.filter((channel) => channel.endsWith('.reply'))).toEqual([]);
      expect(channels).toEqual(expect.arrayContaining([client.replyChannel, other.replyChannel]));
    } finally {
      await other.close();
    }
  });

  it("still answers a client that waits on the pattern reply channel (Nest's own, e.g. mid-deploy)", async () => {
    const channelPrefix = redisKey(infra.redisPrefix, KEY_AREAS.transport);
    class PatternReplyClient extends ClientRedis {
      override getRequestPattern(pattern: string): string {
        return `${channelPrefix}:${pattern}`;
      }
      override getReplyPattern(pattern: string): string {
        return `${channelPrefix}:${pattern}.reply`;
      }
    }
    const nestClient = new PatternReplyClient(transportOptions(infra.redisUrl));
    await nestClient.connect();
    try {
      expect(await send(nestClient, ECHO, { n: 4000 }, 5000)).toMatchObject({ n: 4000 });
    } finally {
      await nestClient.close();
    }
  });

  describe('sendJson', () => {
    it("hands on the response's JSON bytes as the service wrote them, for any handler", async () => {
      const [echoed, kept] = await Promise.all([
        sendJson(client, ECHO, { n: 5000 }, 5000),
        sendJson(client, PRESERIALIZED, { n: 5001 }, 5000),
      ]);
      expect(JSON.parse(echoed.toString())).toEqual({ n: 5000, replica: expect.any(String) });
      expect(kept.toString()).toBe('{"n":5001,"kept":"as served: ダンジョン飯"}');
      // The same pre-serialised response reaches `send` as a value.
      expect(await send(client, PRESERIALIZED, { n: 5002 }, 5000)).toEqual({
        n: 5002,
        kept: 'as served: ダンジョン飯',
      });
    });

    it('fails as send does: the service error, or UNAVAILABLE after the timeout', async () => {
      await expect(sendJson(client, FAIL, {}, 5000)).rejects.toEqual(
        new SendError({ code: 'BAD_REQUEST', message: 'That request is not acceptable.' }),
      );
      const nobody = request<Record<string, never>, never>('social', 'test.nobody-listens');
      await expect(sendJson(client, nobody, {}, 300)).rejects.toEqual(
        new SendError({
          code: 'UNAVAILABLE',
          message: 'The social service did not answer within 300 ms. Please try again in a moment.',
        }),
      );
    });
  });
});
