import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CATALOGUE_PROXY,
  type MalAnimeRequest,
  type MalRankingRequest,
  type MalSearchRequest,
  type MalSeasonRequest,
} from '@tracker/contracts';
import { notFound, unavailable } from '@tracker/redis';

import { type GatewayHarness, startGatewayWithFakeCatalogue } from './support/gateway-harness.js';

const NOT_AVAILABLE = 'The secondary proxy API is not available right now. Please try again in a minute.';
/** Shorter than the stand-in's slow answer: proxy routes must wait longer than other routes. */
const SERVICE_TIMEOUT_MS = 300;

/** What the stand-in catalogue was sent, pattern by pattern. */
const calls: Array<{ pattern: string; payload: unknown }> = [];

/** A stand-in catalogue on the real transport: the routes are tested against the contract, not the service. */
@Controller()
class FakeProxyController {
  @MessagePattern(CATALOGUE_PROXY.search.pattern)
  async search(@Payload() payload: MalSearchRequest) {
    calls.push({ pattern: 'search', payload });
    if (payload.q === 'offline') throw unavailable(NOT_AVAILABLE);
    if (payload.q === 'slow') await new Promise((resolve) => setTimeout(resolve, 3 * SERVICE_TIMEOUT_MS));
    return [{ mal_id: 52991, title: 'Sousou no Frieren' }];
  }

  @MessagePattern(CATALOGUE_PROXY.anime.pattern)
  anime(@Payload() payload: MalAnimeRequest) {
    calls.push({ pattern: 'anime', payload });
    if (payload.id === 404) throw notFound('Anime 404 was not found.');
    return { mal_id: payload.id, title: `Title ${payload.id}` };
  }

  @MessagePattern(CATALOGUE_PROXY.season.pattern)
  season(@Payload() payload: MalSeasonRequest) {
    calls.push({ pattern: 'season', payload });
    return [{ mal_id: 1, season: payload.season, year: payload.year }];
  }

  @MessagePattern(CATALOGUE_PROXY.ranking.pattern)
  ranking(@Payload() payload: MalRankingRequest) {
    calls.push({ pattern: 'ranking', payload });
    return [{ mal_id: 2, rank: 1 }];
  }
}

@Module({ controllers: [FakeProxyController] })
class FakeCatalogueModule {}

describe('the MAL proxy routes of the gateway', () => {
  let harness: GatewayHarness;

  const get = (url: string) => harness.get(url);

  /** The stand-in's answer in the envelope, and what it was sent. */
  async function expectSent(url: string, pattern: string, payload: unknown) {
    const response = await get(url);
    expect(response).toMatchObject({ status: 200, body: { success: true, error: null } });
    expect(calls.at(-1)).toEqual({ pattern, payload });
    return response.body.data;
  }

  /** 400 in the envelope, answered by the gateway without a call to the catalogue. */
  async function expectRejected(url: string, error: string) {
    const callsBefore = calls.length;
    expect(await get(url)).toEqual({ status: 400, body: { success: false, data: null, error } });
    expect(calls).toHaveLength(callsBefore);
  }

  beforeAll(async () => {
    harness = await startGatewayWithFakeCatalogue('gateway-mal', FakeCatalogueModule, SERVICE_TIMEOUT_MS);
  });

  afterAll(async () => {
    await harness?.close();
  });

  describe('GET /api/mal/anime', () => {
    it('searches with the trimmed text and the limit, and wraps the titles in the envelope', async () => {
      const data = await expectSent('/api/mal/anime?q=%20Frieren%20&limit=5', 'search', {
        q: 'Frieren',
        limit: 5,
      });
      expect(data).toEqual([{ mal_id: 52991, title: 'Sousou no Frieren' }]);
    });

    it('asks for 25 titles by default', async () => {
      await expectSent('/api/mal/anime?q=frieren', 'search', { q: 'frieren', limit: 25 });
    });

    it('refuses search texts MAL would refuse and limits outside 1–100', async () => {
      const shortText = (got: string) => `q must be 3 to 100 characters after trimming spaces, got '${got}'.`;
      await expectRejected('/api/mal/anime', shortText(''));
      await expectRejected('/api/mal/anime?q=%20ab%20', shortText(' ab '));
      await expectRejected(`/api/mal/anime?q=${'a'.repeat(101)}`, shortText('a'.repeat(101)));
      for (const limit of ['0', '101', 'ten', '2.5'])
        await expectRejected(
          `/api/mal/anime?q=frieren&limit=${limit}`,
          `limit must be a whole number from 1 to 100, got '${limit}'.`,
        );
    });

    it("answers 503 with the catalogue's message while the secondary proxy API is not available", async () => {
      expect(await get('/api/mal/anime?q=offline')).toEqual({
        status: 503,
        body: { success: false, data: null, error: NOT_AVAILABLE },
      });
    });

    it('waits for the proxy longer than for other services', async () => {
      expect(await get('/api/mal/anime?q=slow')).toMatchObject({ status: 200, body: { success: true } });
    });
  });

  describe('GET /api/mal/anime/{id}', () => {
    it('sends the id and wraps the title', async () => {
      const data = await expectSent('/api/mal/anime/52991', 'anime', { id: 52991 });
      expect(data).toEqual({ mal_id: 52991, title: 'Title 52991' });
    });

    it("answers 404 with the catalogue's message", async () => {
      expect(await get('/api/mal/anime/404')).toEqual({
        status: 404,
        body: { success: false, data: null, error: 'Anime 404 was not found.' },
      });
    });

    it('refuses an id that is not a positive whole number', async () => {
      await expectRejected('/api/mal/anime/abc', "Anime id must be a positive whole number, got 'abc'.");
    });
  });

  describe('GET /api/mal/anime/season/{year}/{season}', () => {
    it('sends the year, the lowercase season and the limit', async () => {
      await expectSent('/api/mal/anime/season/2026/Fall?limit=10', 'season', {
        year: 2026,
        season: 'fall',
        limit: 10,
      });
      await expectSent('/api/mal/anime/season/1917/winter', 'season', {
        year: 1917,
        season: 'winter',
        limit: 25,
      });
    });

    it('refuses years outside 1917–2100 and unknown seasons', async () => {
      for (const year of ['1916', '2101', 'next'])
        await expectRejected(
          `/api/mal/anime/season/${year}/fall`,
          `year must be a whole number from 1917 to 2100, got '${year}'.`,
        );
      await expectRejected(
        '/api/mal/anime/season/2026/monsoon',
        "season must be one of winter, spring, summer or fall, got 'monsoon'.",
      );
    });
  });

  describe('GET /api/mal/anime/ranking', () => {
    it('sends the lowercase ranking type and the limit, all and 25 by default', async () => {
      await expectSent('/api/mal/anime/ranking?ranking_type=ByPopularity&limit=3', 'ranking', {
        ranking_type: 'bypopularity',
        limit: 3,
      });
      await expectSent('/api/mal/anime/ranking', 'ranking', { ranking_type: 'all', limit: 25 });
    });

    it('refuses unknown ranking types', async () => {
      await expectRejected(
        '/api/mal/anime/ranking?ranking_type=weekly',
        "ranking_type must be one of all, airing, upcoming, tv, ova, movie, special, bypopularity or favorite, got 'weekly'.",
      );
    });
  });
});
