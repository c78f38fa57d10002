import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATALOGUE_SIMILAR, type SimilarAnimeRequest } from '@tracker/contracts';
import { notFound } from '@tracker/redis';

import { type GatewayHarness, startGatewayWithFakeCatalogue } from './support/gateway-harness.js';

/** What the stand-in catalogue was sent. */
const calls: SimilarAnimeRequest[] = [];

/** A stand-in catalogue on the real transport: the route is tested against the contract, not the service. */
@Controller()
class FakeCatalogueController {
  @MessagePattern(CATALOGUE_SIMILAR.similar.pattern)
  similar(@Payload() payload: SimilarAnimeRequest) {
    calls.push(payload);
    if (payload.id === 404) throw notFound('Anime 404 was not found.');
    return { items: [{ mal_id: 52991 }], strategy: 'enhanced' };
  }
}

@Module({ controllers: [FakeCatalogueController] })
class FakeCatalogueModule {}

describe('GET /api/database/similar/{id}', () => {
  let harness: GatewayHarness;

  const get = (url: string) => harness.get(url);

  beforeAll(async () => {
    harness = await startGatewayWithFakeCatalogue('gateway-similar', FakeCatalogueModule, 2000);
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('asks for 20 by default and wraps the answer in the envelope', async () => {
    expect(await get('/api/database/similar/52701')).toEqual({
      status: 200,
      body: { success: true, data: { items: [{ mal_id: 52991 }], strategy: 'enhanced' }, error: null },
    });
    expect(calls.at(-1)).toEqual({ id: 52701, limit: 20 });
  });

  it('passes a limit from 1 to 20 through', async () => {
    expect((await get('/api/database/similar/52701?limit=5')).status).toBe(200);
    expect(calls.at(-1)).toEqual({ id: 52701, limit: 5 });
    expect((await get('/api/database/similar/52701?limit=20')).status).toBe(200);
    expect(calls.at(-1)).toEqual({ id: 52701, limit: 20 });
  });

  it.each([
    ['abc?limit=5', "Anime id must be a positive whole number, got 'abc'."],
    ['0', "Anime id must be a positive whole number, got '0'."],
    ['52701?limit=0', "limit must be a whole number from 1 to 20, got '0'."],
    ['52701?limit=21', "limit must be a whole number from 1 to 20, got '21'."],
    ['52701?limit=ten', "limit must be a whole number from 1 to 20, got 'ten'."],
    ['52701?limit=1&limit=2', "limit must be a whole number from 1 to 20, got '1,2'."],
  ])('answers 400 for %p without calling the catalogue', async (path, error) => {
    const callsBefore = calls.length;
    expect(await get(`/api/database/similar/${path}`)).toEqual({
      status: 400,
      body: { success: false, data: null, error },
    });
    expect(calls).toHaveLength(callsBefore);
  });

  it("maps the catalogue's NOT_FOUND to 404", async () => {
    expect(await get('/api/database/similar/404')).toEqual({
      status: 404,
      body: { success: false, data: null, error: 'Anime 404 was not found.' },
    });
  });
});
