import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AnimeBatchRequest,
  type AnimeBySlugRequest,
  type AnimeSearchRequest,
  CATALOGUE_SEARCH,
  type TopAnimeRequest,
} from '@tracker/contracts';
import { badRequest, notFound } from '@tracker/redis';

import { type GatewayHarness, startGatewayWithFakeCatalogue } from './support/gateway-harness.js';

/** What the stand-in catalogue was sent, pattern by pattern. */
const calls: Array<{ pattern: string; payload: unknown }> = [];
const lastPayload = () => calls.at(-1)?.payload;

/** A stand-in catalogue on the real transport: the routes are tested against the contract, not the service. */
@Controller()
class FakeCatalogueController {
  @MessagePattern(CATALOGUE_SEARCH.search.pattern)
  search(@Payload() payload: AnimeSearchRequest) {
    calls.push({ pattern: 'search', payload });
    if (payload.q === 'refused') throw badRequest('The catalogue refused this search.');
    return { items: [{ mal_id: 1, title: 'COWBOY BEBOP' }], page: payload.page, hasNext: false };
  }

  @MessagePattern(CATALOGUE_SEARCH.batch.pattern)
  batch(@Payload() payload: AnimeBatchRequest) {
    calls.push({ pattern: 'batch', payload });
    return {
      items: payload.ids.filter((id) => id !== 404).map((id) => ({ mal_id: id })),
      missingIds: payload.ids.filter((id) => id === 404),
    };
  }

  @MessagePattern(CATALOGUE_SEARCH.top.pattern)
  top(@Payload() payload: TopAnimeRequest) {
    calls.push({ pattern: 'top', payload });
    return { items: [{ mal_id: 52991 }], page: payload.page, hasNext: true };
  }

  @MessagePattern(CATALOGUE_SEARCH.bySlug.pattern)
  bySlug(@Payload() payload: AnimeBySlugRequest) {
    calls.push({ pattern: 'bySlug', payload });
    if (payload.slug === 'nothing-here') throw notFound("No anime matches the slug 'nothing-here'.");
    return { mal_id: 52701, title: 'ダンジョン飯' };
  }

  @MessagePattern(CATALOGUE_SEARCH.schedule.pattern)
  schedule() {
    calls.push({ pattern: 'schedule', payload: {} });
    return { timezone: 'Asia/Tokyo', days: [{ day: 'Mondays', entries: [] }] };
  }
}

@Module({ controllers: [FakeCatalogueController] })
class FakeCatalogueModule {}

describe('the catalogue routes of the gateway', () => {
  let harness: GatewayHarness;

  const get = (url: string) => harness.get(url);

  /** 400 in the envelope, answered by the gateway without a call to the catalogue. */
  async function expectRejected(url: string, error: string) {
    const callsBefore = calls.length;
    expect(await get(url)).toEqual({ status: 400, body: { success: false, data: null, error } });
    expect(calls).toHaveLength(callsBefore);
  }

  beforeAll(async () => {
    harness = await startGatewayWithFakeCatalogue('gateway-catalogue', FakeCatalogueModule, 2000);
  });

  afterAll(async () => {
    await harness?.close();
  });

  describe('GET /api/database/search', () => {
    it('sends every filter parsed and lowercased, and wraps the page in the envelope', async () => {
      const query =
        'q=%20Frieren%20&type=TV&status=Airing&min_score=7.5&season=Fall&genres=1,%2010,1&order_by=score' +
        '&sort=ASC&start_date=2024-01-01&page=2&limit=10';
      expect(await get(`/api/database/search?${query}`)).toEqual({
        status: 200,
        body: {
          success: true,
          data: { items: [{ mal_id: 1, title: 'COWBOY BEBOP' }], page: 2, hasNext: false },
          error: null,
        },
      });
      expect(lastPayload()).toEqual({
        q: 'Frieren',
        type: 'tv',
        status: 'airing',
        min_score: 7.5,
        season: 'fall',
        genres: [1, 10],
        order_by: 'score',
        sort: 'asc',
        start_date: '2024-01-01',
        page: 2,
        limit: 10,
      });
    });

    it('asks for the first page of 25 when nothing else is given', async () => {
      expect((await get('/api/database/search')).status).toBe(200);
      expect(lastPayload()).toEqual({ page: 1, limit: 25 });
      await get('/api/database/search?q=%20%20&type=');
      expect(lastPayload()).toEqual({ page: 1, limit: 25 });
    });

    it.each([
      ['page=0', "Page must be a whole number from 1 to 10000, got '0'."],
      ['limit=1000', "limit must be a whole number from 1 to 25, got '1000'."],
      ['limit=0', "limit must be a whole number from 1 to 25, got '0'."],
      ['limit=ten', "limit must be a whole number from 1 to 25, got 'ten'."],
      ['type=anime', "type must be one of tv, movie, ova, special, ona or music, got 'anime'."],
      ['type=tv&type=movie', "type must be one of tv, movie, ova, special, ona or music, got 'tv,movie'."],
      ['status=finished', "status must be one of airing, complete or upcoming, got 'finished'."],
      ['min_score=x', "min_score must be a number from 0 to 10, got 'x'."],
      ['min_score=10.5', "min_score must be a number from 0 to 10, got '10.5'."],
      ['min_score=-1', "min_score must be a number from 0 to 10, got '-1'."],
      ['season=monsoon', "season must be one of winter, spring, summer or fall, got 'monsoon'."],
      [
        'genres=action',
        "genres must be up to 20 comma-separated genre ids (positive whole numbers), got 'action'.",
      ],
      [
        'genres=1,,2',
        "genres must be up to 20 comma-separated genre ids (positive whole numbers), got '1,,2'.",
      ],
      [
        'order_by=rank',
        "order_by must be one of score, popularity, members, title or start_date, got 'rank'.",
      ],
      ['sort=up', "sort must be asc or desc, got 'up'."],
      ['start_date=2024-02-30', "start_date must be a date as YYYY-MM-DD, got '2024-02-30'."],
      ['start_date=2024', "start_date must be a date as YYYY-MM-DD, got '2024'."],
    ])('answers 400 for %s without calling the catalogue', (query, error) =>
      expectRejected(`/api/database/search?${query}`, error),
    );

    it('answers 400 for a text longer than 100 characters', () =>
      expectRejected(
        `/api/database/search?q=${'x'.repeat(101)}`,
        'q must be text of at most 100 characters.',
      ));

    it("passes the catalogue's own 400 through", async () => {
      expect(await get('/api/database/search?q=refused')).toEqual({
        status: 400,
        body: { success: false, data: null, error: 'The catalogue refused this search.' },
      });
    });
  });

  describe('GET /api/database/anime/batch', () => {
    it('answers the titles with the ids the catalogue lacks, asking for each id once', async () => {
      expect(await get('/api/database/anime/batch?ids=3,404,3,1')).toEqual({
        status: 200,
        body: { success: true, data: [{ mal_id: 3 }, { mal_id: 1 }], missingIds: [404], error: null },
      });
      expect(lastPayload()).toEqual({ ids: [3, 404, 1] });
    });

    const fiftyOneIds = Array.from({ length: 51 }, (_, index) => index + 1).join(',');

    it.each([
      ['missing', undefined],
      ['empty', ''],
      ['not all numbers', '1,x'],
      ['zero', '0'],
      ['51 of them', fiftyOneIds],
    ])('answers 400 when ids are %s', (_, ids) =>
      expectRejected(
        `/api/database/anime/batch${ids === undefined ? '' : `?ids=${ids}`}`,
        `ids must be 1 to 50 comma-separated anime ids (positive whole numbers), got '${ids ?? ''}'.`,
      ),
    );
  });

  describe('GET /api/database/top', () => {
    it('sends type, filter and page, and wraps the page in the envelope', async () => {
      expect(await get('/api/database/top?type=TV&filter=ByPopularity&page=2')).toEqual({
        status: 200,
        body: { success: true, data: { items: [{ mal_id: 52991 }], page: 2, hasNext: true }, error: null },
      });
      expect(lastPayload()).toEqual({ type: 'tv', filter: 'bypopularity', page: 2 });
      await get('/api/database/top');
      expect(lastPayload()).toEqual({ page: 1 });
    });

    it.each([
      ['filter=best', "filter must be one of airing, upcoming, bypopularity or favorite, got 'best'."],
      ['type=film', "type must be one of tv, movie, ova, special, ona or music, got 'film'."],
      ['page=0', "Page must be a whole number from 1 to 10000, got '0'."],
    ])('answers 400 for %s', (query, error) => expectRejected(`/api/database/top?${query}`, error));
  });

  describe('GET /api/database/anime/by-slug/{slug}', () => {
    it('sends the slug normalised by the spec rule', async () => {
      const sentAfter = Date.now();
      expect(await get('/api/database/anime/by-slug/Delicious-In_Dungeon')).toEqual({
        status: 200,
        body: { success: true, data: { mal_id: 52701, title: 'ダンジョン飯' }, error: null },
      });
      // A detail read: it offers an incomplete title half of the gateway's 2 s wait for the public API,
      // as the time that wait ends.
      const { openedWaitUntil, ...rest } = lastPayload() as { openedWaitUntil: number; slug: string };
      expect(rest).toEqual({ slug: 'delicious-in-dungeon' });
      expect(openedWaitUntil).toBeGreaterThanOrEqual(sentAfter + 1000);
      expect(openedWaitUntil).toBeLessThanOrEqual(Date.now() + 1000);
      await get(`/api/database/anime/by-slug/${encodeURIComponent('ダンジョン飯')}`);
      expect(lastPayload()).toEqual({ slug: 'ダンジョン飯', openedWaitUntil: expect.any(Number) });
    });

    it("maps the catalogue's NOT_FOUND to 404 with its message", async () => {
      expect(await get('/api/database/anime/by-slug/nothing-here')).toEqual({
        status: 404,
        body: { success: false, data: null, error: "No anime matches the slug 'nothing-here'." },
      });
    });

    it('answers 400 for a slug without letters or digits', () =>
      expectRejected(
        '/api/database/anime/by-slug/---',
        "Slug must be at most 200 characters with a letter or digit, got '---'.",
      ));
  });

  it('answers the broadcast week in the envelope', async () => {
    expect(await get('/api/database/schedule')).toEqual({
      status: 200,
      body: {
        success: true,
        data: { timezone: 'Asia/Tokyo', days: [{ day: 'Mondays', entries: [] }] },
        error: null,
      },
    });
  });
});
