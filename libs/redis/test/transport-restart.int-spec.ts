import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { request } from '@tracker/contracts';
import { eventually, ownRedisServer, type OwnRedisServer } from '@tracker/testing';
import type { Redis } from 'ioredis';

import { ClaimingRedisServer } from '../src/claiming-redis.server.js';
import { send, SendError } from '../src/send.js';
import { TrackerRedisClient } from '../src/tracker-redis.client.js';
import { transportOptions } from '../src/transport.js';

const ECHO = request<{ n: number }, { n: number }>('catalogue', 'test.echo');
const PREFIX = 'restart';

/** The client keeps one reply channel for its lifetime: it must be listening again after Redis restarts. */
describe('the transport across a Redis restart', () => {
  let redis: OwnRedisServer;
  let app: INestMicroservice;
  let client: TrackerRedisClient;
  const handled: number[] = [];

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
    await new Promise((resolve) => setTimeout(resolve, 200));
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

    const [pub] = client.unwrap<[Redis, Redis]>();
    expect(await pub.pubsub('NUMSUB', client.replyChannel)).toEqual([client.replyChannel, 1]);
  });
});
