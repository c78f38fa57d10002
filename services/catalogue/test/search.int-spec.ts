import { catalogueEnvSchema, loadEnv } from '@tracker/config';
import {
  type Anime,
  type AnimeSearchRequest,
  CATALOGUE_SEARCH,
  type Page,
  type TopAnimeRequest,
} from '@tracker/contracts';
import { type FakeJikan, startFakeJikan } from '@tracker/fake-jikan';
import { createTestInfra, type ServiceHarness, startServiceHarness, type TestInfra } from '@tracker/testing';
import { DataSource } from 'typeorm';

import { AppModule } from '../src/app.module.js';

/** Enrichment as the public API would bring it; the seed alone knows none of these. */
interface Enrichment {
  score: number;
  rank: number;
  popularity: number;
  members: number;
  favorites: number;
  genres: number[];
}

/** Titles of the real seed, enriched so scores, ranks and genres have something to order and filter. */
const ENRICHED: Record<number, Enrichment> = {
  52991: { score: 9.3, rank: 1, popularity: 150, members: 1_000_000, favorites: 60_000, genres: [2, 8, 10] }, // Frieren
  1: { score: 8.75, rank: 40, popularity: 40, members: 1_900_000, favorites: 80_000, genres: [1, 2, 24] }, // Cowboy Bebop
  52701: { score: 8.6, rank: 80, popularity: 300, members: 600_000, favorites: 20_000, genres: [2, 4, 10] }, // Delicious in Dungeon
  5: { score: 8.4, rank: 200, popularity: 600, members: 400_000, favorites: 1_000, genres: [1, 24] }, // Cowboy Bebop: the Movie
  5680: { score: 7.8, rank: 900, popularity: 100, members: 1_100_000, favorites: 30_000, genres: [4] }, // K-ON!
};

const ids = (page: { items: Anime[] }) => page.items.map((anime) => anime.mal_id);

describe('catalogue search, top list, batch, slugs and schedule over the real seed', () => {
  let jikan: FakeJikan;
  let infra: TestInfra;
  let harness: ServiceHarness;
  let db: DataSource;

  const search = (request: AnimeSearchRequest) => harness.send(CATALOGUE_SEARCH.search, request);
  const top = (request: TopAnimeRequest) => harness.send(CATALOGUE_SEARCH.top, request);
  const bySlug = (slug: string) => harness.send(CATALOGUE_SEARCH.bySlug, { slug });
  /** Sends what a caller on the transport might: the service validates whatever arrives. */
  const badRequest = (send: Promise<unknown>, message: string) =>
    expect(send).rejects.toMatchObject({ payload: { code: 'BAD_REQUEST', message } });

  async function enrich(malId: number, { genres, ...numbers }: Enrichment) {
    const named = genres.map((id) => ({ mal_id: id, type: 'anime', name: `Genre ${id}`, url: '' }));
    await db.query(
      `UPDATE anime SET score = $2, rank = $3, popularity = $4, members = $5, favorites = $6, genres = $7
       WHERE mal_id = $1`,
      [
        malId,
        numbers.score,
        numbers.rank,
        numbers.popularity,
        numbers.members,
        numbers.favorites,
        JSON.stringify(named),
      ],
    );
  }

  beforeAll(async () => {
    jikan = await startFakeJikan();
    // Opening a title by its slug completes it from the public API when that is quick; this suite asserts
    // what the seed's own rows answer, so the public API does not know any title.
    jikan.faults.always('/v4/anime/', { status: 404 });
    infra = await createTestInfra('catalogue-search');
    const env = loadEnv(catalogueEnvSchema, {
      ...infra.env,
      SEED_ON_START: 'true',
      JIKAN_BASE_URL: jikan.url,
      JIKAN_MIN_GAP_MS: '0',
      // Enrichment jobs would change scores and ranks under the assertions.
      CATALOGUE_JOBS: 'false',
    });
    harness = await startServiceHarness('catalogue', AppModule.register(env), env);
    db = harness.app.get(DataSource);
    for (const [malId, enrichment] of Object.entries(ENRICHED)) await enrich(Number(malId), enrichment);
  });

  afterAll(async () => {
    await harness?.close();
    await infra?.cleanup();
    await jikan?.close();
  });

  describe('search', () => {
    it('puts an exact title first, then titles that start with the text', async () => {
      const pokemon = await search({ q: 'pokemon' });
      expect(pokemon.items[0]).toMatchObject({ mal_id: 527, title_english: 'Pokemon' });
      expect(
        pokemon.items.slice(1, 6).every((anime) => /^pok[eé]mon/i.test(anime.title_english ?? anime.title)),
      ).toBe(true);
      expect(ids(await search({ q: 'One Piece' }))[0]).toBe(21);
      expect(ids(await search({ q: 'frieren' }))[0]).toBe(52991);
    });

    it('ranks an exact title above a more popular title that only starts with the text', async () => {
      await db.query('UPDATE anime SET members = 5000000 WHERE mal_id = 25777');
      expect(ids(await search({ q: 'attack on titan' })).slice(0, 2)).toEqual([16498, 25777]);
      await db.query('UPDATE anime SET members = NULL WHERE mal_id = 25777');
    });

    it('tolerates typos', async () => {
      expect(ids(await search({ q: 'delicious in dungon' }))[0]).toBe(52701);
      expect(ids(await search({ q: 'atack on titan' }))[0]).toBe(16498);
      expect(ids(await search({ q: 'bleech' }))[0]).toBe(269);
      expect(ids(await search({ q: 'fullmetal alchemst' }))).toContain(121);
    });

    it('takes a word under five characters literally: its typos look like every word sharing three letters', async () => {
      const literal = await db.query<{ mal_id: number }[]>(
        `SELECT mal_id FROM anime WHERE search_text LIKE '%thee%' ORDER BY mal_id`,
      );
      const found = ids(await search({ q: 'thee' }));
      expect([...found].sort((a, b) => a - b)).toEqual(literal.map((row) => row.mal_id));
    });

    it('ignores accents and case on both sides', async () => {
      expect(ids(await search({ q: 'POKEMON concierge' }))[0]).toBe(54633); // stored as 'Pokémon Concierge'
      expect(ids(await search({ q: 'Pokémon' }))).toEqual(ids(await search({ q: 'pokemon' })));
    });

    it('matches Japanese and Chinese titles and synonyms, also inside a title', async () => {
      expect(ids(await search({ q: '迷宫饭' }))[0]).toBe(52701);
      expect(ids(await search({ q: '葬送' }))).toContain(52991);
      expect(ids(await search({ q: 'フリーレン' }))).toContain(52991);
    });

    it('finds a romaji title once enrichment brings it, and near it before', async () => {
      // The seed knows Dungeon Meshi only by its English and Japanese titles.
      expect(ids(await search({ q: 'dungeon meshi' })).slice(0, 3)).toContain(52701);
      await db.query(`UPDATE anime SET title = 'Dungeon Meshi' WHERE mal_id = 52701`);
      expect(ids(await search({ q: 'dungeon meshi' }))[0]).toBe(52701);
      await db.query(`UPDATE anime SET title = 'ダンジョン飯' WHERE mal_id = 52701`);
    });

    it('finds nothing for a text without letters or digits', async () => {
      expect(await search({ q: '?!…' })).toEqual({ items: [], page: 1, hasNext: false, total: 0 });
    });

    it('filters by type, case-insensitively', async () => {
      const movies = await search({ type: 'MOVIE' as never });
      expect(movies.hasNext).toBe(true);
      expect(movies.items.every((anime) => anime.type === 'Movie')).toBe(true);
      expect(ids(await search({ q: 'カウボーイビバップ', type: 'movie' }))).toEqual([5]);
      await db.query(`UPDATE anime SET type = 'Special' WHERE mal_id = 5680`);
      expect(ids(await search({ type: 'special' }))).toEqual([5680]);
      await db.query(`UPDATE anime SET type = 'TV' WHERE mal_id = 5680`);
    });

    it('filters by airing status', async () => {
      const airing = await search({ status: 'airing' });
      expect(airing.items.length).toBeGreaterThan(0);
      expect(airing.items.every((anime) => anime.status === 'Currently Airing' && anime.airing)).toBe(true);
      const complete = await search({ status: 'complete', q: 'frieren' });
      expect(complete.items.every((anime) => anime.status === 'Finished Airing')).toBe(true);
      await db.query(`UPDATE anime SET status = 'Not yet aired' WHERE mal_id = 59978`);
      expect(ids(await search({ status: 'upcoming', q: '葬送' }))).toEqual([59978]);
      await db.query(`UPDATE anime SET status = 'Finished Airing' WHERE mal_id = 59978`);
    });

    it('filters by minimum score, leaving out titles without one', async () => {
      expect(ids(await search({ min_score: 8.5 }))).toEqual([1, 52991, 52701]);
      expect(ids(await search({ min_score: 9 }))).toEqual([52991]);
      expect(await search({ min_score: 0, q: 'pokemon' })).toMatchObject({ items: [] });
    });

    it('filters by season', async () => {
      const winter = await search({ season: 'winter' });
      expect(winter.items.every((anime) => anime.season === 'winter')).toBe(true);
      expect(ids(await search({ season: 'winter', q: 'dungeon' }))).toContain(52701);
      expect(ids(await search({ season: 'summer', q: 'dungeon' }))).not.toContain(52701);
    });

    it('requires every given genre', async () => {
      expect(ids(await search({ genres: [2, 10] })).sort()).toEqual([52701, 52991]);
      expect(ids(await search({ genres: [1] })).sort()).toEqual([1, 5]);
      expect(ids(await search({ genres: [1, 4] }))).toEqual([]);
    });

    it('keeps titles that started on or after start_date, counted in Japanese time', async () => {
      const recent = await search({ start_date: '2025-01-01', order_by: 'start_date', sort: 'asc' });
      expect(recent.items[0].aired.from! >= '2024-12-31T15:00:00.000Z').toBe(true);
      // 00:30 JST on 1 January 2031 is still 31 December in UTC.
      await db.query(`UPDATE anime SET aired_from = '2031-01-01T00:30:00+09:00' WHERE mal_id = 5680`);
      expect(ids(await search({ start_date: '2031-01-01' }))).toEqual([5680]);
      expect(ids(await search({ start_date: '2031-01-02' }))).toEqual([]);
      await db.query(`UPDATE anime SET aired_from = '2009-04-02T17:09:00Z' WHERE mal_id = 5680`);
    });

    it.each([
      ['score', 'desc', [52991, 1, 52701, 5, 5680]],
      ['score', 'asc', [5680, 5, 52701, 1, 52991]],
      ['members', 'desc', [1, 5680, 52991, 52701, 5]],
      ['members', 'asc', [5, 52701, 52991, 5680, 1]],
      // Popularity is a rank: descending puts the most popular (rank 40) first.
      ['popularity', 'desc', [1, 5680, 52991, 52701, 5]],
      ['popularity', 'asc', [5, 52701, 52991, 5680, 1]],
    ] as const)('orders by %s %s, titles without a value last', async (orderBy, sort, expected) => {
      const page = await search({ order_by: orderBy, sort });
      expect(ids(page).slice(0, 5)).toEqual(expected);
      expect(page.items.slice(5).every((anime) => anime[orderBy] === null)).toBe(true);
    });

    it('orders by title and start date both ways', async () => {
      const titles = (page: Page<Anime>) => page.items.map((anime) => anime.title);
      const byCodePoint = (list: string[]) => [...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      const ascending = await search({ order_by: 'title' });
      expect(titles(ascending)).toEqual(byCodePoint(titles(ascending)));
      const descending = await search({ order_by: 'title', sort: 'desc' });
      expect(titles(descending)).toEqual(byCodePoint(titles(descending)).reverse());

      const starts = (page: Page<Anime>) => page.items.map((anime) => anime.aired.from as string);
      const newest = await search({ order_by: 'start_date' });
      expect(starts(newest)).toEqual([...starts(newest)].sort().reverse());
      const oldest = await search({ order_by: 'start_date', sort: 'asc' });
      expect(starts(oldest)).toEqual([...starts(oldest)].sort());
      expect(starts(oldest)[0] < starts(newest)[0]).toBe(true);
    });

    it('orders the matches of a text by the asked field instead of relevance', async () => {
      await db.query('UPDATE anime SET score = 8.2 WHERE mal_id = 7791'); // K-ON!!, beside K-ON! at 7.8
      const ascending = await search({ q: 'k-on', order_by: 'score', sort: 'asc' });
      expect(ids(ascending).slice(0, 2)).toEqual([5680, 7791]);
      expect(ascending.items.slice(2).every((anime) => anime.score === null)).toBe(true);
      expect(ids(await search({ q: 'k-on', order_by: 'score' })).slice(0, 2)).toEqual([7791, 5680]);
      await db.query('UPDATE anime SET score = NULL WHERE mal_id = 7791');
    });

    it('pages 25 at a time, with hasNext only after a full page; limit shrinks the page', async () => {
      const first = await search({ type: 'movie' });
      const second = await search({ type: 'movie', page: 2 });
      expect(first).toMatchObject({ page: 1, hasNext: true });
      expect(first.items).toHaveLength(25);
      expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
      expect(await search({ type: 'movie', page: 10_000 })).toMatchObject({
        items: [],
        page: 10_000,
        hasNext: false,
      });
      const five = await search({ q: 'pokemon', limit: 5 });
      expect(five).toMatchObject({ hasNext: true });
      expect(five.items).toHaveLength(5);
      expect(await search({ q: 'delicious in dungon' })).toMatchObject({ hasNext: false });
    });

    it.each([
      ['a filter', { type: 'movie' }],
      ['an order', { q: 'pokemon', order_by: 'title' }],
      ['literal matches only', { q: 'pokemon' }],
      ['literal and similar matches', { q: 'frieren' }],
      ['similar matches past a full literal page', { q: 'gundam', limit: 5 }],
    ] as Array<[string, AnimeSearchRequest]>)(
      "counts every match in total, on every page, with %s (spec §2 'N results')",
      async (_, request) => {
        const paged: number[] = [];
        const totals = new Set<number>();
        for (let page = 1; page <= 400; page += 1) {
          const next = await search({ ...request, page });
          paged.push(...ids(next));
          totals.add(next.total);
          if (!next.hasNext) break;
        }
        expect([...totals]).toEqual([paged.length]);
        expect((await search({ ...request, page: 10_000 })).total).toBe(paged.length);
      },
    );

    it('pages relevance results without gaps or repeats where exact matches give way to similar ones', async () => {
      const all = ids(await search({ q: 'frieren' }));
      expect(all.length).toBeGreaterThan(8);
      expect(all.length).toBeLessThan(25);
      const paged: number[] = [];
      for (let page = 1; ; page += 1) {
        const next = await search({ q: 'frieren', limit: 4, page });
        paged.push(...ids(next));
        if (!next.hasNext) break;
      }
      expect(paged).toEqual(all);
    });

    it.each([
      [{ page: 0 }, "Page must be a whole number from 1 to 10000, got '0'."],
      [{ limit: 1000 }, "limit must be a whole number from 1 to 25, got '1000'."],
      [{ limit: 0 }, "limit must be a whole number from 1 to 25, got '0'."],
      [{ type: 'anime' }, "type must be one of tv, movie, ova, special, ona or music, got 'anime'."],
      [{ status: 'finished' }, "status must be one of airing, complete or upcoming, got 'finished'."],
      [{ min_score: 'x' }, "min_score must be a number from 0 to 10, got 'x'."],
      [{ min_score: 11 }, "min_score must be a number from 0 to 10, got '11'."],
      [{ season: 'monsoon' }, "season must be one of winter, spring, summer or fall, got 'monsoon'."],
      [
        { genres: 'action' },
        "genres must be up to 20 comma-separated genre ids (positive whole numbers), got 'action'.",
      ],
      [
        { order_by: 'rank' },
        "order_by must be one of score, popularity, members, title or start_date, got 'rank'.",
      ],
      [{ order_by: 'score', sort: 'up' }, "sort must be asc or desc, got 'up'."],
      [{ start_date: '2024-02-30' }, "start_date must be a date as YYYY-MM-DD, got '2024-02-30'."],
      [{ start_date: 'last year' }, "start_date must be a date as YYYY-MM-DD, got 'last year'."],
    ])('answers BAD_REQUEST for %j', (request, message) => badRequest(search(request as never), message));

    it('answers BAD_REQUEST for a text longer than 100 characters', () =>
      badRequest(search({ q: 'x'.repeat(101) }), 'q must be text of at most 100 characters.'));
  });

  describe('batch', () => {
    it('answers the titles in the asked order, each once, and the ids it does not have', async () => {
      const batch = await harness.send(CATALOGUE_SEARCH.batch, { ids: [52701, 999_999_999, 1, 52701] });
      expect(ids(batch)).toEqual([52701, 1]);
      expect(batch.missingIds).toEqual([999_999_999]);
      expect(batch.items[0]).toMatchObject({ title_english: 'Delicious in Dungeon', score: 8.6 });
    });

    it.each([
      ['empty', []],
      ['not all numbers', ['x']],
      ['zero', [0]],
      ['51 of them', Array.from({ length: 51 }, (_, index) => index + 1)],
    ])('answers BAD_REQUEST when ids are %s', (_, list) =>
      badRequest(
        harness.send(CATALOGUE_SEARCH.batch, { ids: list as number[] }),
        `ids must be 1 to 50 comma-separated anime ids (positive whole numbers), got '${String(list)}'.`,
      ),
    );
  });

  describe('top', () => {
    it('ranks only titles with a score, by rank, then score, then members', async () => {
      const first = await top({});
      expect(ids(first)).toEqual([52991, 1, 52701, 5, 5680]);
      expect(first).toMatchObject({ page: 1, hasNext: false });

      // A title joins once it has a score, by its score while it has no rank.
      await db.query(`UPDATE anime SET score = 7.9 WHERE mal_id = 59978`);
      expect(ids(await top({}))).toEqual([52991, 1, 52701, 5, 5680, 59978]);
      await db.query(`UPDATE anime SET score = NULL WHERE mal_id = 59978`);
      expect(await top({ page: 2 })).toMatchObject({ items: [], hasNext: false });
    });

    it('narrows to a type', async () => {
      const movies = await top({ type: 'movie' });
      expect(ids(movies)[0]).toBe(5);
      expect(movies.items.every((anime) => anime.type === 'Movie')).toBe(true);
    });

    it('orders by popularity or by favorites when asked', async () => {
      expect(ids(await top({ filter: 'bypopularity' })).slice(0, 5)).toEqual([1, 5680, 52991, 52701, 5]);
      expect(ids(await top({ filter: 'favorite' })).slice(0, 5)).toEqual([1, 52991, 5680, 52701, 5]);
    });

    it('lists only airing or only upcoming titles', async () => {
      // Of the scored titles only Frieren airs, for this test.
      const [{ status }] = await db.query(`SELECT status FROM anime WHERE mal_id = 52991`);
      await db.query(`UPDATE anime SET status = 'Currently Airing' WHERE mal_id = 52991`);
      expect(ids(await top({ filter: 'airing' }))).toEqual([52991]);
      await db.query(`UPDATE anime SET status = $1 WHERE mal_id = 52991`, [status]);
      await db.query(`UPDATE anime SET status = 'Not yet aired' WHERE mal_id IN (59978, 5680)`);
      // Ranked by popularity: 59978 has none until its details arrive.
      expect(ids(await top({ filter: 'upcoming' }))).toEqual([5680]);
      await db.query(`UPDATE anime SET status = 'Finished Airing' WHERE mal_id IN (59978, 5680)`);
    });

    it.each([
      [{ filter: 'best' }, "filter must be one of airing, upcoming, bypopularity or favorite, got 'best'."],
      [{ type: 'film' }, "type must be one of tv, movie, ova, special, ona or music, got 'film'."],
      [{ page: 'two' }, "Page must be a whole number from 1 to 10000, got 'two'."],
    ])('answers BAD_REQUEST for %j', (request, message) => badRequest(top(request as never), message));
  });

  describe('by slug', () => {
    it('resolves the slug of the English title, the original title or a synonym', async () => {
      await expect(bySlug('delicious-in-dungeon')).resolves.toMatchObject({ mal_id: 52701 });
      await expect(bySlug('ダンジョン飯')).resolves.toMatchObject({ mal_id: 52701 });
      await expect(bySlug('frieren-beyond-journeys-end')).resolves.toMatchObject({ mal_id: 52991 });
      await expect(bySlug('Attack-On-Titan')).resolves.toMatchObject({ mal_id: 16498 });
    });

    it('resolves a slug sharing most significant words with a title', async () => {
      // 4 of the 5 words of 'frieren-beyond-the-journeys-end' (80%).
      await expect(bySlug('frieren-beyond-the-journey-end')).resolves.toMatchObject({ mal_id: 52991 });
    });

    it('answers NOT_FOUND when too few words match, naming the slug', async () => {
      await expect(bySlug('frieren')).rejects.toMatchObject({
        payload: { code: 'NOT_FOUND', message: "No anime matches the slug 'frieren'." },
      });
      await expect(bySlug('no-such-anime-anywhere')).rejects.toMatchObject({
        payload: { code: 'NOT_FOUND' },
      });
    });

    it('answers BAD_REQUEST for a slug without letters or digits', () =>
      badRequest(bySlug('---'), "Slug must be at most 200 characters with a letter or digit, got '---'."));
  });

  describe('schedule', () => {
    it('groups every airing title with a weekly slot by day, Mondays first, each day by time', async () => {
      await db.query(`UPDATE anime SET airing = true, status = 'Currently Airing' WHERE mal_id = 52991`);
      const week = await harness.send(CATALOGUE_SEARCH.schedule, {});
      expect(week.timezone).toBe('Asia/Tokyo');
      expect(week.days.map((day) => day.day)).toEqual([
        'Mondays',
        'Tuesdays',
        'Wednesdays',
        'Thursdays',
        'Fridays',
        'Saturdays',
        'Sundays',
      ]);
      for (const { day, entries } of week.days) {
        const times = entries.map((entry) => entry.time);
        expect(times).toEqual([...times].sort());
        expect(entries.every((entry) => entry.day === day && entry.anime.broadcast.day === day)).toBe(true);
        expect(
          entries.every((entry) => entry.anime.airing && entry.anime.broadcast.time === entry.time),
        ).toBe(true);
      }
      const fridays = week.days.find((day) => day.day === 'Fridays')!.entries;
      expect(fridays).toContainEqual(
        expect.objectContaining({ time: '23:00', anime: expect.objectContaining({ mal_id: 52991 }) }),
      );
      const [{ count }] = await db.query(
        `SELECT count(*)::int AS count FROM anime WHERE airing AND broadcast_day IS NOT NULL AND broadcast_time IS NOT NULL`,
      );
      expect(week.days.flatMap((day) => day.entries)).toHaveLength(count);
    });
  });
});
