import { once } from 'node:events';

import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { request } from '@tracker/contracts';
import { eventually, type OwnRedisServer, ownRedisServer } from '@tracker/testing';
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
const PREFIX = 'restart';

/** The client keeps one reply channel for its lifetime: it must be listening again after Redis restarts. */
describe('the transport across a Redis restart', () => {
  let redis: OwnRedisServer;
  let app: INestMicroservice;
  let client: TrackerRedisClient;
  const handled: number[] = [];
  /** `test.slow` answers once released; `slowStarted` settles when it has begun. */
  let startSlow: () => void;
  const slowStarted = new Promise<void>((resolve) => (startSlow = resolve));
  let releaseSlow: () => void;
  const slowReleased = new Promise<void>((resolve) => (releaseSlow = resolve));

  beforeAll(async () => {
    redis = await ownRedisServer();
    await redis.start();
    @Controller()
    class EchoController {
      @MessagePattern(ECHO.pattern)
      echo(@Payload() { n }: { n: number }) {
        handled.push(n);
        return { n };
      }

      @MessagePattern(SLOW.pattern)
      async slow(@Payload() { n }: { n: number }) {
        startSlow();
        await slowReleased;
        return { n };
      }
    }
    @Module({ controllers: [EchoController] })
    class EchoModule {}
    app = await NestFactory.createMicroservice(EchoModule, {
      strategy: new ClaimingRedisServer(PREFIX, 'test', transportOptions(redis.url)),
      logger: false,
    });
    await app.listen();
    client = new TrackerRedisClient(PREFIX, transportOptions(redis.url));
    await client.connect();
  });

  afterAll(async () => {
    await client?.close();
    await app?.close();
    await redis?.stop();
  });

  it('fails fast while Redis is down, then answers on the same reply channel, each request once', async () => {
    expect(await send(client, ECHO, { n: 1 }, 2000)).toEqual({ n: 1 });

    await redis.stop();
    // The client has to have seen the connection go before it can fail fast.
    const [publisher] = client.unwrap<[Redis, Redis]>();
    if (publisher.status === 'ready') await once(publisher, 'close');
    const started = Date.now();
    const failure = await send(client, ECHO, { n: 2 }, 2000).catch((error: SendError) => error);
    expect((failure as SendError).payload).toEqual({
      code: 'UNAVAILABLE',
      message: 'The catalogue service is unreachable right now. Please try again in a moment.',
    });
    expect(Date.now() - started).toBeLessThan(500);

    await redis.start();
    expect(await eventually(() => send(client, ECHO, { n: 3 }, 500), 10_000)).toEqual({ n: 3 });
    const ns = Array.from({ length: 100 }, (_, n) => 100 + n);
    const replies = await Promise.all(ns.map((n) => send(client, ECHO, { n }, 5000)));
    expect(replies.map((reply) => reply.n)).toEqual(ns);
    expect(handled.filter((n) => n >= 100).sort((a, b) => a - b)).toEqual(ns);

    expect(await publisher.pubsub('NUMSUB', client.replyChannel)).toEqual([client.replyChannel, 1]);
  });

  it('bounds a request in flight when Redis goes by its timeout, and answers sendJson once it is back', async () => {
    const inFlight = send(client, SLOW, { n: 1000 }, 1000).catch((error: unknown) => error);
    await slowStarted;
    await redis.stop();
    expect(await inFlight).toEqual(
      new SendError({
        code: 'UNAVAILABLE',
        message: 'The catalogue service did not answer within 1000 ms. Please try again in a moment.',
      }),
    );
    // Its reply waits in the server's offline queue and reaches a client that no longer waits for it.
    releaseSlow();

    await redis.start();
    const json = await eventually(() => sendJson(client, ECHO, { n: 1001 }, 500), 10_000);
    expect(JSON.parse(json.toString())).toEqual({ n: 1001 });
  });
});
