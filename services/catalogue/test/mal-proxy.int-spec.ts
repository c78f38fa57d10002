import { catalogueEnvSchema, loadEnv } from '@tracker/config';
import { type Anime, CATALOGUE_PROXY } from '@tracker/contracts';
import { type FakeJikan, FIXTURE_IDS, startFakeJikan } from '@tracker/fake-jikan';
import { createRedisClient } from '@tracker/redis';
import { describeService } from '@tracker/testing';
import type { Redis } from 'ioredis';

import { AppModule } from '../src/app.module.js';
import { AnimeLookup } from '../src/upstream/anime-lookup.js';
import { JikanNotFoundError } from '../src/upstream/jikan.client.js';
import { AllSourcesFailedError } from '../src/upstream/source-race.js';
import { CATALOGUE_TABLES } from './support/tables.js';

const CLIENT_ID = 'test-mal-client-id';
/** The catalogue's tables after its migrations (as in catalogue.int-spec.ts). */

let fake: FakeJikan;

beforeAll(async () => {
  fake = await startFakeJikan({ malClientId: CLIENT_ID });
});

afterAll(async () => {
  await fake?.close();
});

const moduleFor = (malClientId?: string) => (env: object) =>
  AppModule.register(
    loadEnv(catalogueEnvSchema, {
      ...env,
      SEED_ON_START: 'false',
      JIKAN_BASE_URL: fake.url,
      JIKAN_MIN_GAP_MS: '0',
      CATALOGUE_JOBS: 'false',
      MAL_BASE_URL: fake.malUrl,
      ...(malClientId && { MAL_CLIENT_ID: malClientId }),
    }),
  );

const malCalls = (path?: string) =>
  fake.requests.filter((request) =>
    path === undefined ? request.path.startsWith('/mal/v2/') : request.path === `/mal/v2${path}`,
  );
const jikanCalls = (path: string) => fake.requests.filter((request) => request.path === `/v4${path}`);

const NOT_NOW = 'The secondary proxy API is not available right now. Please try again in a minute.';

describe('the MAL proxy with a client id', () => {
  describeService('catalogue', moduleFor(CLIENT_ID), CATALOGUE_TABLES, (subject) => {
    let redis: Redis;
    const anime = (id: unknown) => subject().harness.send(CATALOGUE_PROXY.anime, { id } as never);
    const lookup = () => subject().harness.app.get(AnimeLookup);
    const coolDownKey = () => `${subject().infra.redisPrefix}:cache:mal:cooldown`;

    beforeAll(() => {
      redis = createRedisClient(subject().infra.redisUrl);
    });

    afterAll(async () => {
      await redis.quit();
    });

    afterEach(async () => {
      fake.faults.clear();
      await redis.del(coolDownKey());
    });

    it('maps a MAL title to the same anime the public API describes', async () => {
      const id = FIXTURE_IDS.starlitCartographers;
      const jikan = fake.store.getAnime(id) as Anime;
      const mal = await anime(id);
      expect(mal).toMatchObject({
        mal_id: id,
        url: jikan.url,
        title: jikan.title,
        title_english: jikan.title_english,
        title_japanese: jikan.title_japanese,
        title_synonyms: jikan.title_synonyms,
        titles: jikan.titles,
        type: 'TV',
        source: jikan.source,
        episodes: jikan.episodes,
        status: jikan.status,
        airing: jikan.airing,
        aired: { from: jikan.aired.from, to: jikan.aired.to, string: jikan.aired.string },
        duration: jikan.duration,
        rating: jikan.rating,
        score: jikan.score,
        scored_by: jikan.scored_by,
        rank: jikan.rank,
        popularity: jikan.popularity,
        members: jikan.members,
        synopsis: jikan.synopsis,
        season: jikan.season,
        year: jikan.year,
        broadcast: jikan.broadcast,
        studios: jikan.studios,
        demographics: jikan.demographics,
      });
      const names = (list: Array<{ name: string }>) => list.map((entry) => entry.name).sort();
      expect(names(mal.genres)).toEqual(names([...jikan.genres, ...jikan.themes]));
      expect(mal.images.jpg.large_image_url).toMatch(/^https:\/\/api-cdn\.myanimelist\.net\/.+l\.jpg$/);
      const [request] = malCalls(`/anime/${id}`);
      expect(request.query.fields.split(',')).toEqual(expect.arrayContaining(['mean', 'background']));
    });

    it('maps a movie: one day of airing and its running time without "per ep"', async () => {
      const id = FIXTURE_IDS.starlitMovie;
      const jikan = fake.store.getAnime(id) as Anime;
      expect(await anime(id)).toMatchObject({
        type: 'Movie',
        episodes: 1,
        duration: jikan.duration,
        aired: { from: jikan.aired.from, string: jikan.aired.string },
      });
    });

    it('searches with the trimmed text and the limit, most members first', async () => {
      const found = await subject().harness.send(CATALOGUE_PROXY.search, { q: '  Starlit ', limit: 3 });
      expect(found).toHaveLength(3);
      expect(found.every((entry) => /starlit/i.test(JSON.stringify(entry.titles)))).toBe(true);
      const members = found.map((entry) => entry.members ?? 0);
      expect(members).toEqual([...members].sort((a, b) => b - a));
      expect(malCalls('/anime').at(-1)?.query).toMatchObject({ q: 'Starlit', limit: '3' });
    });

    it("lists a season's titles", async () => {
      const titles = await subject().harness.send(CATALOGUE_PROXY.season, {
        year: 2026,
        season: 'fall',
        limit: 5,
      });
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.length).toBeLessThanOrEqual(5);
      expect(titles.every((entry) => entry.season === 'fall' && entry.year === 2026)).toBe(true);
    });

    it('ranks by ranking_type, all by default, with the default limit of 25', async () => {
      const airing = await subject().harness.send(CATALOGUE_PROXY.ranking, {
        ranking_type: 'airing',
        limit: 2,
      });
      expect(airing).toHaveLength(2);
      expect(airing.every((entry) => entry.airing)).toBe(true);
      const all = await subject().harness.send(CATALOGUE_PROXY.ranking, {});
      expect(all.length).toBeGreaterThan(2);
      expect(malCalls('/anime/ranking').at(-1)?.query).toMatchObject({ ranking_type: 'all', limit: '25' });
    });

    it('serves a repeated request from the cache without asking MAL again', async () => {
      const id = FIXTURE_IDS.tidewaterBakery;
      const first = await anime(id);
      expect(await anime(id)).toEqual(first);
      expect(malCalls(`/anime/${id}`)).toHaveLength(1);
    });

    it('answers NOT_FOUND for a title MAL does not know', async () => {
      await expect(anime(999_999)).rejects.toMatchObject({
        payload: { code: 'NOT_FOUND', message: 'Anime 999999 was not found.' },
      });
    });

    it.each([
      ['a 5xx', { status: 500 as const }, FIXTURE_IDS.ironOrchard, FIXTURE_IDS.paperLantern],
      ['a dropped connection', { drop: true as const }, FIXTURE_IDS.quietEngine, FIXTURE_IDS.kitchenWitch],
    ])('cools down for every request after %s', async (_, fault, failing, next) => {
      fake.faults.always(`/mal/v2/anime/${failing}`, fault);
      await expect(anime(failing)).rejects.toMatchObject({
        payload: { code: 'UNAVAILABLE', message: NOT_NOW },
      });
      const callsBefore = malCalls().length;
      await expect(anime(next)).rejects.toMatchObject({ payload: { code: 'UNAVAILABLE', message: NOT_NOW } });
      expect(malCalls()).toHaveLength(callsBefore);
      expect(await redis.pttl(coolDownKey())).toBeGreaterThan(50_000);
    });

    it('does not cool down after a 4xx such as a rate limit', async () => {
      const id = FIXTURE_IDS.secondServe;
      fake.faults.next(1, { status: 429 }, `/mal/v2/anime/${id}`);
      await expect(anime(id)).rejects.toMatchObject({ payload: { code: 'UNAVAILABLE' } });
      await expect(anime(id)).resolves.toMatchObject({ mal_id: id });
    });

    it.each([
      [
        'search',
        CATALOGUE_PROXY.search,
        { q: ' ab ' },
        "q must be 3 to 100 characters after trimming spaces, got ' ab '.",
      ],
      [
        'search',
        CATALOGUE_PROXY.search,
        { q: 'frieren', limit: 101 },
        "limit must be a whole number from 1 to 100, got '101'.",
      ],
      ['anime', CATALOGUE_PROXY.anime, { id: 'abc' }, "Anime id must be a positive whole number, got 'abc'."],
      [
        'season',
        CATALOGUE_PROXY.season,
        { year: 1916, season: 'fall' },
        "year must be a whole number from 1917 to 2100, got '1916'.",
      ],
      [
        'season',
        CATALOGUE_PROXY.season,
        { year: 2024, season: 'monsoon' },
        "season must be one of winter, spring, summer or fall, got 'monsoon'.",
      ],
      [
        'ranking',
        CATALOGUE_PROXY.ranking,
        { ranking_type: 'weekly' },
        "ranking_type must be one of all, airing, upcoming, tv, ova, movie, special, bypopularity or favorite, got 'weekly'.",
      ],
      [
        'ranking',
        CATALOGUE_PROXY.ranking,
        { limit: 0 },
        "limit must be a whole number from 1 to 100, got '0'.",
      ],
    ])('refuses a bad %s request without asking MAL', async (_, contract, payload, message) => {
      const callsBefore = malCalls().length;
      await expect(subject().harness.send(contract as never, payload as never)).rejects.toMatchObject({
        payload: { code: 'BAD_REQUEST', message },
      });
      expect(malCalls()).toHaveLength(callsBefore);
    });

    describe('AnimeLookup', () => {
      it('answers with MAL when Jikan is slower', async () => {
        const id = FIXTURE_IDS.moonlitLedger;
        fake.faults.next(1, { delayMs: 1_000 }, `/v4/anime/${id}/full`);
        const found = await lookup().fetchAnime(id);
        expect(found.mal_id).toBe(id);
        expect(found.images.jpg.image_url).toContain('api-cdn.myanimelist.net');
        expect(found.relations).toBeUndefined();
      });

      it("answers with Jikan's full record when MAL is slower", async () => {
        const id = FIXTURE_IDS.cinderKnights;
        fake.faults.next(1, { delayMs: 1_000 }, `/mal/v2/anime/${id}`);
        const found = await lookup().fetchAnime(id);
        expect(found.images.jpg.image_url).toContain('//cdn.myanimelist.net');
        expect(found.relations).toEqual(expect.any(Array));
      });

      it('answers with MAL when Jikan fails', async () => {
        const id = FIXTURE_IDS.pocketGarrison;
        fake.faults.always(`/v4/anime/${id}/full`, { status: 500 });
        await expect(lookup().fetchAnime(id)).resolves.toMatchObject({ mal_id: id, favorites: null });
      });

      it("fails with 'All APIs failed for anime {id}' when both fail", async () => {
        const id = FIXTURE_IDS.staticBloom;
        fake.faults.always(`/v4/anime/${id}/full`, { status: 500 });
        fake.faults.always(`/mal/v2/anime/${id}`, { status: 503 });
        const failure = lookup().fetchAnime(id);
        await expect(failure).rejects.toBeInstanceOf(AllSourcesFailedError);
        await expect(failure).rejects.toThrow(`All APIs failed for anime ${id}`);
      });

      it('reports not found when both sources answer 404', async () => {
        await expect(lookup().fetchAnime(999_998)).rejects.toBeInstanceOf(JikanNotFoundError);
        expect(malCalls('/anime/999998')).toHaveLength(1);
      });

      it('reports not found on a Jikan 404 while MAL cools down, without asking MAL', async () => {
        await redis.set(coolDownKey(), '1', 'PX', 60_000);
        await expect(lookup().fetchAnime(999_997)).rejects.toBeInstanceOf(JikanNotFoundError);
        expect(malCalls('/anime/999997')).toHaveLength(0);
        expect(jikanCalls('/anime/999997/full')).toHaveLength(1);
      });

      it('searches both sources and leaves MAL out of texts it would refuse', async () => {
        const found = await lookup().searchAnime(' cartographers ', 5);
        expect(found.map((entry) => entry.mal_id)).toContain(FIXTURE_IDS.starlitCartographers);
        const malSearches = malCalls('/anime').length;
        await lookup().searchAnime('hi', 5);
        expect(malCalls('/anime')).toHaveLength(malSearches);
      });
    });
  });
});

describe('the MAL proxy without a client id', () => {
  describeService('catalogue', moduleFor(undefined), CATALOGUE_TABLES, (subject) => {
    it('answers 503 with a clear message and never calls MAL', async () => {
      const callsBefore = malCalls().length;
      await expect(
        subject().harness.send(CATALOGUE_PROXY.search, { q: 'frieren', limit: 5 }),
      ).rejects.toMatchObject({
        payload: {
          code: 'UNAVAILABLE',
          message: 'The secondary proxy API is not available: this server has no MAL client id configured.',
        },
      });
      expect(malCalls()).toHaveLength(callsBefore);
    });

    it('looks anime up in Jikan alone, keeping its not-found answer', async () => {
      const lookup = subject().harness.app.get(AnimeLookup);
      const callsBefore = malCalls().length;
      await expect(lookup.fetchAnime(FIXTURE_IDS.frieren)).resolves.toMatchObject({
        mal_id: FIXTURE_IDS.frieren,
      });
      await expect(lookup.fetchAnime(999_996)).rejects.toBeInstanceOf(JikanNotFoundError);
      expect(malCalls()).toHaveLength(callsBefore);
    });
  });
});
