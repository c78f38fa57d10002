import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventPattern, MessagePattern } from '@nestjs/microservices';
import { event, request } from '@tracker/contracts';
import { createTestInfra, type TestInfra } from '@tracker/testing';
import type { Histogram } from 'prom-client';

import { currentRequestId, requestContext } from '../src/request-context.js';
import { badRequest } from '../src/service-error.js';
import {
  ClaimingRedisServer,
  emit,
  send,
  SendError,
  sendJson,
  TrackerRedisClient,
  transportClientRequests,
  transportOptions,
  transportServerRequests,
} from '../src/transport/index.js';

const WHO_ASKS = request<Record<string, never>, { requestId: string | null }>('catalogue', 'test.obs.who');
const FAIL = request<Record<string, never>, never>('catalogue', 'test.obs.fail');
const NOTED = event<Record<string, never>>('catalogue', 'test.obs.noted');

/** How many observations a histogram holds for these labels. */
async function countOf(histogram: Histogram<'pattern' | 'outcome'>, pattern: string, outcome: string) {
  const { values } = await histogram.get();
  const found = values.find(
    (value) =>
      value.metricName?.endsWith('_count') &&
      value.labels.pattern === pattern &&
      value.labels.outcome === outcome,
  );
  return found?.value ?? 0;
}

describe('transport observability', () => {
  let infra: TestInfra;
  let service: INestMicroservice;
  let client: TrackerRedisClient;
  /** The request id each event handler saw. */
  const eventsSeen: Array<string | null> = [];
  let eventHandled: () => void = () => undefined;

  beforeAll(async () => {
    infra = await createTestInfra('observability');
    @Controller()
    class ObservedController {
      @MessagePattern(WHO_ASKS.pattern)
      async who() {
        await Promise.resolve();
        return { requestId: currentRequestId() ?? null };
      }

      @MessagePattern(FAIL.pattern)
      fail() {
        throw badRequest('Not this one.');
      }

      @EventPattern<string>(NOTED.pattern)
      noted() {
        eventsSeen.push(currentRequestId() ?? null);
        eventHandled();
      }
    }
    @Module({ controllers: [ObservedController] })
    class ObservedModule {}
    service = await NestFactory.createMicroservice(ObservedModule, {
      strategy: new ClaimingRedisServer(infra.redisPrefix, 'test', transportOptions(infra.redisUrl)),
      logger: ['error'],
    });
    await service.listen();
    client = new TrackerRedisClient(infra.redisPrefix, transportOptions(infra.redisUrl));
    await client.connect();
  });

  afterAll(async () => {
    await client?.close();
    await service?.close();
    await infra?.cleanup();
  });

  it("carries the caller's request id to the handler, for requests and events", async () => {
    const asked = await requestContext.run({ requestId: 'req-propagated-1' }, () =>
      send(client, WHO_ASKS, {}, 5000),
    );
    expect(asked).toEqual({ requestId: 'req-propagated-1' });
    const json = await requestContext.run({ requestId: 'req-propagated-2' }, () =>
      sendJson(client, WHO_ASKS, {}, 5000),
    );
    expect(JSON.parse(json.toString())).toEqual({ requestId: 'req-propagated-2' });
    expect(await send(client, WHO_ASKS, {}, 5000)).toEqual({ requestId: null });

    const handled = new Promise<void>((resolve) => {
      eventHandled = resolve;
    });
    await requestContext.run({ requestId: 'req-event-3' }, () => emit(client, NOTED, {}, 5000));
    await handled;
    expect(eventsSeen).toEqual(['req-event-3']);
  });

  it('counts requests by pattern and outcome on both sides', async () => {
    const before = {
      clientOk: await countOf(transportClientRequests, WHO_ASKS.pattern, 'ok'),
      serverOk: await countOf(transportServerRequests, WHO_ASKS.pattern, 'ok'),
    };
    await Promise.all([send(client, WHO_ASKS, {}, 5000), sendJson(client, WHO_ASKS, {}, 5000)]);
    await expect(send(client, FAIL, {}, 5000)).rejects.toBeInstanceOf(SendError);

    expect(await countOf(transportClientRequests, WHO_ASKS.pattern, 'ok')).toBe(before.clientOk + 2);
    expect(await countOf(transportServerRequests, WHO_ASKS.pattern, 'ok')).toBe(before.serverOk + 2);
    expect(await countOf(transportClientRequests, FAIL.pattern, 'bad_request')).toBe(1);
    expect(await countOf(transportServerRequests, FAIL.pattern, 'error')).toBe(1);
    expect(await countOf(transportServerRequests, FAIL.pattern, 'ok')).toBe(0);
  });
});
