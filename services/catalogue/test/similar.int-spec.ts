import { CATALOGUE_SIMILAR, type SimilarAnime } from '@tracker/contracts';
import { buildAnime, company, FIXTURE_IDS, fixtureCatalogue } from '@tracker/fake-jikan';
import { describeService } from '@tracker/testing';

import { AnimeService } from '../src/anime/anime.service.js';
import { CatalogueQueue } from '../src/jobs/catalogue-queue.js';
import { useFakePublicApi } from './support/fake-public-api.js';
import { CATALOGUE_TABLES } from './support/tables.js';

const ID = FIXTURE_IDS;

/** A target and 25 titles sharing its studio and two genres, clear of the fixture world; scores descend. */
function family(
  targetId: number,
  studioId: number,
  genreNames: string[],
  relatives: 'complete' | 'incomplete',
) {
  const studios = [company(studioId, `Studio ${studioId}`)];
  return Array.from({ length: 26 }, (_, index) =>
    buildAnime({
      mal_id: targetId + index,
      title: `Family ${targetId} Title ${index}`,
      score: 9 - index / 10,
      studios,
      genreNames,
      ...(index > 0 && relatives === 'incomplete' ? { synopsis: null } : {}),
    }),
  );
}

const COMPLETE_FAMILY = 95_000;
const INCOMPLETE_FAMILY = 96_000;

const api = useFakePublicApi();

const ids = ({ items }: SimilarAnime) => items.map((anime) => anime.mal_id);

describeService(
  'catalogue',
  (env) => api.catalogue(env),
  CATALOGUE_TABLES,
  (subject) => {
    const similar = (request: { id: unknown; limit?: unknown; localOnly?: boolean }) =>
      subject().harness.send(CATALOGUE_SIMILAR.similar, request as never);
    const rejected = (request: { id: unknown; limit?: unknown }, code: string, message: string) =>
      expect(similar(request)).rejects.toMatchObject({ payload: { code, message } });

    beforeAll(async () => {
      // The fixture world and two families in the catalogue table, as the public API would have stored them.
      await subject()
        .harness.app.get(AnimeService)
        .storeMany([
          ...fixtureCatalogue().map(({ anime }) => anime),
          ...family(COMPLETE_FAMILY, 9901, ['Horror', 'Avant Garde'], 'complete'),
          ...family(INCOMPLETE_FAMILY, 9902, ['Girls Love', 'Boys Love'], 'incomplete'),
        ] as never);
    });

    afterEach(() => api.jikan.faults.clear());

    it('ranks by strategies matched, then weight, then score, with the recommendations weighing most', async () => {
      const result = await similar({ id: ID.starlitCartographers });
      expect(result.strategy).toBe('enhanced');
      expect(ids(result)).toEqual([
        // Four strategies: recommended beats the franchise's studio, then score.
        ID.frieren,
        ID.starlitSeason3,
        ID.starlitMovie,
        ID.starlitSeason2,
        // Three: studio, genres and demographic.
        ID.starlitHarborLights,
        ID.starlitRecap,
        ID.starlitSeason3Specials,
        ID.frierenSeason2,
        // Two: recommended and high-rated keyword outweigh genres and demographic.
        ID.quietEngine,
        ID.starlitReframed,
        ID.deliciousInDungeon,
        ID.cinderKnights,
        // One: recommendations (10), studio (8), genres (7), demographic (6), whatever the score.
        ID.paperLantern,
        ID.starlitMusic,
        ID.starlitMini,
        ID.brassFamiliar,
        ID.secondServe,
      ]);
      expect(result.items[0]).toMatchObject({ mal_id: ID.frieren, synopsis: expect.any(String) });
    });

    it('answers at most 20 enhanced titles, or the first of them up to the limit', async () => {
      const full = await similar({ id: COMPLETE_FAMILY });
      expect(full.strategy).toBe('enhanced');
      expect(ids(full)).toEqual(Array.from({ length: 20 }, (_, index) => COMPLETE_FAMILY + 1 + index));
      const five = await similar({ id: COMPLETE_FAMILY, limit: 5 });
      expect(five).toEqual({ strategy: 'enhanced', items: full.items.slice(0, 5) });
    });

    it('falls back to at most 12 basic titles when fewer than 10 complete ones are found', async () => {
      // Never fetched from the public API, as seeded rows are.
      await subject().query('UPDATE anime SET fetched_at = NULL WHERE mal_id > $1 AND mal_id <= $1 + 25', [
        INCOMPLETE_FAMILY,
      ]);
      const basic = await similar({ id: INCOMPLETE_FAMILY });
      expect(basic.strategy).toBe('basic');
      // All share both genres, so by score.
      expect(ids(basic)).toEqual(Array.from({ length: 12 }, (_, index) => INCOMPLETE_FAMILY + 1 + index));
      expect(await similar({ id: INCOMPLETE_FAMILY, limit: 20 })).toEqual(basic);
      expect(ids(await similar({ id: INCOMPLETE_FAMILY, limit: 3 }))).toEqual(ids(basic).slice(0, 3));
      // The incomplete titles it showed are queued to be completed from the public API.
      const queue = subject().harness.app.get(CatalogueQueue).queue;
      expect(await queue.getJob(`enrich-${INCOMPLETE_FAMILY + 1}`)).toMatchObject({
        data: { malId: INCOMPLETE_FAMILY + 1 },
      });
    });

    it('drops the recommendations when they cannot be loaded, and uses them once they can', async () => {
      // Starlit Cartographers is only linked to Paper Lantern by its recommendations.
      api.jikan.faults.always(`/v4/anime/${ID.paperLantern}/recommendations`, { status: 500 });
      const without = await similar({ id: ID.paperLantern });
      expect(ids(without)).not.toContain(ID.starlitCartographers);
      expect(ids(without)).toEqual(expect.arrayContaining([ID.hollowShrine]));
      api.jikan.faults.clear();
      expect(ids(await similar({ id: ID.paperLantern }))).toContain(ID.starlitCartographers);
    });

    it('answers from held rows at once when asked localOnly, marked partial, and queues the missing recommendations', async () => {
      const id = ID.hollowShrine;
      const asked = api.jikan.requests.length;
      // A public API that would keep the reply waiting: localOnly never asks it.
      api.jikan.faults.always('/v4/anime/', { delayMs: 3_000 });
      const started = performance.now();
      const local = await similar({ id, localOnly: true });
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(local.partial).toBe(true);
      expect(local.items.length).toBeGreaterThan(0);
      expect(api.jikan.requests.length).toBe(asked);
      const queue = subject().harness.app.get(CatalogueQueue).queue;
      expect(await queue.getJob(`resource-${id}-recommendations-1`)).toMatchObject({
        data: { malId: id, resource: 'recommendations', page: 1 },
      });
      // With the public API healthy, the full answer: the recommendations are in and nothing is partial.
      api.jikan.faults.clear();
      const full = await similar({ id });
      expect(full.partial).toBeUndefined();
    });

    it('still answers for a seed-only title without genres: its recommendations, else nothing', async () => {
      await subject().query(
        `UPDATE anime SET genres = '[]', themes = '[]', demographics = '[]', studios = '[]', synopsis = NULL,
         complete = false, origin = 'bangumi-data', fetched_at = NULL
       WHERE mal_id = $1`,
        [ID.tidewaterBakery],
      );
      expect(await similar({ id: ID.tidewaterBakery })).toMatchObject({
        strategy: 'basic',
        items: [{ mal_id: ID.deliciousInDungeon }, { mal_id: ID.kitchenWitch }],
      });
      // Unknown to the public API too: no recommendations, and no traits to match.
      await subject().query(
        `INSERT INTO anime (mal_id, title, origin) VALUES (97001, 'Seed Only', 'bangumi-data')`,
      );
      expect(await similar({ id: 97001 })).toEqual({ strategy: 'basic', items: [] });
    });

    it('refuses a bad id or limit', async () => {
      await rejected({ id: 0 }, 'BAD_REQUEST', "Anime id must be a positive whole number, got '0'.");
      await rejected({ id: 'abc' }, 'BAD_REQUEST', "Anime id must be a positive whole number, got 'abc'.");
      for (const limit of [0, 21, 'x', 2.5])
        await rejected(
          { id: ID.frieren, limit },
          'BAD_REQUEST',
          `limit must be a whole number from 1 to 20, got '${limit}'.`,
        );
    });

    it('answers NOT_FOUND for a title the public API does not know', async () => {
      await rejected({ id: 999_999 }, 'NOT_FOUND', 'Anime 999999 was not found.');
    });
  },
);
