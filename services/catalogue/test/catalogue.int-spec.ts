import { CATALOGUE } from '@tracker/contracts';
import { FIXTURE_IDS } from '@tracker/fake-jikan';
import { describeService } from '@tracker/testing';
import { DataSource } from 'typeorm';

import { AnimeService } from '../src/anime/anime.service.js';
import { SeedService } from '../src/seed/seed.service.js';
import { useFakePublicApi } from './support/fake-public-api.js';
import { CATALOGUE_TABLES } from './support/tables.js';

const api = useFakePublicApi();

describeService(
  'catalogue',
  (env) => api.catalogue(env, { SEED_ON_START: 'true' }),
  CATALOGUE_TABLES,
  (subject) => {
    const service = <T>(type: new (...args: never[]) => T) => subject().harness.app.get(type);

    it('seeds itself from bangumi-data on first start', async () => {
      const { rows } = await subject().query(
        'SELECT count(*)::int AS count, bool_and(NOT complete) AS incomplete FROM anime',
      );
      expect(rows[0].count).toBeGreaterThan(7000);
      expect(rows[0].incomplete).toBe(true);
    });

    it('does not seed again once the catalogue has titles, and a re-seed changes nothing', async () => {
      expect(await service(SeedService).seedIfEmpty()).toBeNull();
      const { rows: before } = await subject().query('SELECT max(updated_at) AS at FROM anime');
      const result = await service(SeedService).seed();
      expect(result).toMatchObject({ inserted: 0, updated: 0 });
      expect(result.unchanged).toBe(result.total);
      const { rows: after } = await subject().query('SELECT max(updated_at) AS at FROM anime');
      expect(after[0].at).toEqual(before[0].at);
    });

    it('never overwrites a row already refreshed from the public API', async () => {
      await subject().query(
        `UPDATE anime SET fetched_at = now(), seed_hash = 'old', synopsis = 'From Jikan' WHERE mal_id = 52701`,
      );
      await service(SeedService).seed();
      const { rows } = await subject().query('SELECT synopsis, seed_hash FROM anime WHERE mal_id = 52701');
      expect(rows[0]).toEqual({ synopsis: 'From Jikan', seed_hash: 'old' });
    });

    it('answers an anime by id over the transport, and clear errors for bad or unknown ids', async () => {
      await expect(subject().harness.send(CATALOGUE.animeGet, { id: 52701 })).resolves.toMatchObject({
        mal_id: 52701,
        type: 'TV',
      });
      await expect(subject().harness.send(CATALOGUE.animeGet, { id: 'x' as never })).rejects.toMatchObject({
        payload: { code: 'BAD_REQUEST', message: "Anime id must be a positive whole number, got 'x'." },
      });
      // Beyond Postgres integers: refused before the query, which would fail (502 at the gateway).
      await expect(subject().harness.send(CATALOGUE.animeGet, { id: 99999999999 })).rejects.toMatchObject({
        payload: {
          code: 'BAD_REQUEST',
          message: "Anime id must be a whole number from 1 to 2147483647, got '99999999999'.",
        },
      });
      await expect(subject().harness.send(CATALOGUE.animeGet, { id: 999999999 })).rejects.toMatchObject({
        payload: { code: 'NOT_FOUND', message: 'Anime 999999999 was not found.' },
      });
    });

    it('fetches an anime the catalogue lacks from the public API once, and keeps it', async () => {
      const id = FIXTURE_IDS.tidewaterBakery;
      const anime = await subject().harness.send(CATALOGUE.animeGet, { id });
      expect(anime).toMatchObject({ mal_id: id, score: expect.any(Number), synopsis: expect.any(String) });
      const { rows } = await subject().query(
        'SELECT origin, complete, fetched_at IS NOT NULL AS fetched FROM anime WHERE mal_id = $1',
        [id],
      );
      expect(rows).toEqual([{ origin: 'jikan', complete: true, fetched: true }]);
      await subject().harness.send(CATALOGUE.animeGet, { id });
      expect(api.jikan.requests.filter((request) => request.path === `/v4/anime/${id}/full`)).toHaveLength(1);
    });

    it('answers 503 with the spec message when the public API fails for a title it lacks', async () => {
      api.jikan.faults.always('/v4/anime/90012/full', { status: 500 });
      await expect(subject().harness.send(CATALOGUE.animeGet, { id: 90012 })).rejects.toMatchObject({
        payload: {
          code: 'UNAVAILABLE',
          message: 'Unable to fetch anime 90012. Please try again in a moment.',
        },
      });
      api.jikan.faults.clear();
    });

    it('pages the current season, or the latest season it has when the seed is older', async () => {
      const anime = service(AnimeService);
      const spring = await anime.currentSeason(1, new Date('2024-05-01T00:00:00Z'));
      expect(spring).toMatchObject({
        season: 'spring',
        year: 2024,
        calendar: { season: 'spring', year: 2024 },
        page: 1,
        hasNext: true,
      });
      const {
        rows: [{ count }],
      } = await subject().query(
        `SELECT count(*)::int AS count FROM anime WHERE season = 'spring' AND year = 2024`,
      );
      expect(spring.total).toBe(count);
      expect(spring.items).toHaveLength(25);
      expect(spring.items.every((item) => item.season === 'spring' && item.year === 2024)).toBe(true);

      const { rows } = await subject().query(
        `SELECT season, year FROM anime WHERE season IS NOT NULL
       ORDER BY year DESC, array_position(ARRAY['winter','spring','summer','fall'], season) DESC LIMIT 1`,
      );
      // Spec §9 month rule, in Japan: 1 October 2099 00:30 JST is still 30 September in UTC.
      const future = await anime.currentSeason(1, new Date('2099-09-30T15:30:00Z'));
      expect({ season: future.season, year: future.year }).toEqual(rows[0]);
      expect(future.calendar).toEqual({ season: 'fall', year: 2099 });

      const lastPage = await anime.currentSeason(100, new Date('2024-05-01T00:00:00Z'));
      expect(lastPage).toMatchObject({ items: [], hasNext: false });
    });

    it('keeps its data in its own schema', async () => {
      const dataSource = service(DataSource);
      expect(dataSource.options).toMatchObject({ schema: 'catalogue' });
    });
  },
);
