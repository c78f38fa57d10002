import type { Server } from 'node:http';

import { Controller, Logger, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type AnimeById, type AnimeResourceRequest, CATALOGUE, CATALOGUE_DETAILS } from '@tracker/contracts';
import { currentRequestId, notFound, transportClientRequests, transportServerRequests } from '@tracker/redis';
import type { Histogram } from 'prom-client';

import { httpRequests, UNMATCHED_ROUTE } from '../src/observability/gateway-metrics.js';
import { type GatewayHarness, startGatewayWithFakeCatalogue } from './support/gateway-harness.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A stand-in catalogue that answers with the request id its handler sees. */
@Controller()
class FakeCatalogueController {
  @MessagePattern(CATALOGUE.animeGet.pattern)
  anime(@Payload() { id }: AnimeById) {
    if (id === 404) throw notFound('Anime 404 was not found.');
    if (id === 500) {
      new Logger('FakeCatalogue').warn('anime 500 asked');
      throw new Error('The fake catalogue fails on 500.');
    }
    return { mal_id: id, requestId: currentRequestId() ?? null };
  }

  @MessagePattern(CATALOGUE_DETAILS.resource.pattern)
  async resource(@Payload() request: AnimeResourceRequest) {
    await Promise.resolve();
    return { data: [{ ...request, requestId: currentRequestId() ?? null }], source: 'upstream' };
  }
}

@Module({ controllers: [FakeCatalogueController] })
class FakeCatalogueModule {}

/** How many observations a histogram holds for exactly these labels. */
async function countOf(histogram: Histogram<string>, labels: Record<string, string>): Promise<number> {
  const { values } = await histogram.get();
  const found = values.find(
    (value) =>
      value.metricName?.endsWith('_count') &&
      Object.entries(labels).every(([name, wanted]) => String(value.labels[name]) === wanted),
  );
  return found?.value ?? 0;
}

/**
 * Resolves once the server has finished `count` more answers. Fastify's own `finish` listener (which runs
 * the onResponse hooks) is added before this one, so the gateway has counted each answer by then.
 */
function answersFinished(server: Server, count: number): Promise<void> {
  return new Promise((resolve) => {
    let left = count;
    const onRequest = (_request: unknown, response: NodeJS.EventEmitter) => {
      response.once('finish', () => {
        left -= 1;
        if (left > 0) return;
        server.off('request', onRequest);
        resolve();
      });
    };
    server.on('request', onRequest);
  });
}

describe('the gateway: request ids and metrics', () => {
  let harness: GatewayHarness;

  beforeAll(async () => {
    harness = await startGatewayWithFakeCatalogue('observability', FakeCatalogueModule, 2000);
  });

  afterAll(async () => {
    await harness?.close();
  });

  it("returns the caller's sane X-Request-Id and carries it to the service, on both kinds of route", async () => {
    const read = await harness.fetch('/api/database/anime/7', { headers: { 'x-request-id': 'edge-7f3a.1' } });
    expect(read.headers.get('x-request-id')).toBe('edge-7f3a.1');
    expect(((await read.json()) as { data: unknown }).data).toEqual({ mal_id: 7, requestId: 'edge-7f3a.1' });

    const episodes = await harness.fetch('/api/anime/5/episodes?page=2', {
      headers: { 'x-request-id': 'edge-9c2b' },
    });
    expect(episodes.headers.get('x-request-id')).toBe('edge-9c2b');
    const body = (await episodes.json()) as { data: { data: Array<{ requestId: string }> } };
    expect(body.data.data[0].requestId).toBe('edge-9c2b');
  });

  it("writes the request's id on the gateway's and the service's log lines", async () => {
    const written: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const answer = await harness.fetch('/api/database/anime/500', {
        headers: { 'x-request-id': 'edge-logs-1' },
      });
      expect(answer.status).toBeGreaterThanOrEqual(500);
    } finally {
      write.mockRestore();
    }
    // eslint-disable-next-line no-control-regex -- colours, when the terminal has them.
    const colours = /\x1b\[[\d;]*m/g;
    const lines = written.join('').replace(colours, '').split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/\[FakeCatalogue\] \[edge-logs-1\] anime 500 asked$/));
    expect(lines).toContainEqual(
      expect.stringMatching(
        /\[EnvelopeExceptionFilter\] \[edge-logs-1\] GET \/api\/database\/anime\/500 → 5\d\d: /,
      ),
    );
  });

  it('makes an id for a request without one or with an unusable one, errors and 404s included', async () => {
    const unusable = ['x'.repeat(129), 'two words', 'caf\u00e9'];
    const answers = await Promise.all([
      harness.fetch('/api/database/anime/8'),
      harness.fetch('/api/no-such-route'),
      ...unusable.map((id) => harness.fetch('/api/database/anime/9', { headers: { 'x-request-id': id } })),
    ]);
    const ids = answers.map((answer) => answer.headers.get('x-request-id') ?? '');
    expect(answers[1].status).toBe(404);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    const read = (await answers[0].json()) as { data: { requestId: string } };
    expect(read.data.requestId).toBe(ids[0]);
  });

  it('counts answers by route pattern, method and status, and transport requests on both sides', async () => {
    const route = '/api/database/anime/:id';
    const before = {
      ok: await countOf(httpRequests, { method: 'GET', route, status: '200' }),
      missing: await countOf(httpRequests, { method: 'GET', route, status: '404' }),
      unmatched: await countOf(httpRequests, { method: 'GET', route: UNMATCHED_ROUTE, status: '404' }),
      clientOk: await countOf(transportClientRequests, {
        pattern: CATALOGUE.animeGet.pattern,
        outcome: 'ok',
      }),
      serverOk: await countOf(transportServerRequests, {
        pattern: CATALOGUE.animeGet.pattern,
        outcome: 'ok',
      }),
      clientMissing: await countOf(transportClientRequests, {
        pattern: CATALOGUE.animeGet.pattern,
        outcome: 'not_found',
      }),
      serverFailed: await countOf(transportServerRequests, {
        pattern: CATALOGUE.animeGet.pattern,
        outcome: 'error',
      }),
    };
    const finished = answersFinished(harness.server, 5);
    const statuses = await Promise.all(
      [
        '/api/database/anime/1',
        '/api/database/anime/2',
        '/api/database/anime/3',
        '/api/database/anime/404',
      ].map(async (url) => (await harness.fetch(url)).status),
    );
    expect(statuses).toEqual([200, 200, 200, 404]);
    expect((await harness.fetch('/api/nothing/here/12345')).status).toBe(404);
    await finished;

    expect(await countOf(httpRequests, { method: 'GET', route, status: '200' })).toBe(before.ok + 3);
    expect(await countOf(httpRequests, { method: 'GET', route, status: '404' })).toBe(before.missing + 1);
    expect(await countOf(httpRequests, { method: 'GET', route: UNMATCHED_ROUTE, status: '404' })).toBe(
      before.unmatched + 1,
    );
    const pattern = CATALOGUE.animeGet.pattern;
    expect(await countOf(transportClientRequests, { pattern, outcome: 'ok' })).toBe(before.clientOk + 3);
    expect(await countOf(transportServerRequests, { pattern, outcome: 'ok' })).toBe(before.serverOk + 3);
    expect(await countOf(transportClientRequests, { pattern, outcome: 'not_found' })).toBe(
      before.clientMissing + 1,
    );
    expect(await countOf(transportServerRequests, { pattern, outcome: 'error' })).toBe(
      before.serverFailed + 1,
    );
    // Raw URLs never become labels.
    const { values } = await httpRequests.get();
    expect(values.some((value) => String(value.labels.route).includes('12345'))).toBe(false);
  });
});
