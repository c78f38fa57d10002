import { buildAnime, FIXTURE_IDS } from '@tracker/fake-jikan';
import { eventually } from '@tracker/testing';

import { Stack } from '../support/stack';

/**
 * Issue 14 point 7 through the real processes: with the public API (the fake Jikan) unreachable, watch
 * next, the detail routes and a MAL import answer at once from what the catalogue holds, and the import's
 * pending title joins the lists once the public API answers again.
 */
describe('the stack with the public API down', () => {
  const ID = FIXTURE_IDS;
  /** Titles the catalogue learns while the public API is up: they share studio, genres and demographic. */
  const HELD = [ID.starlitCartographers, ID.starlitSeason2, ID.starlitHarborLights, ID.starlitSeason3];
  let stack: Stack;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    stack = await Stack.start('offline', {
      services: ['auth-user', 'lists-progress', 'catalogue'],
      // Jobs on (retried quickly) so the import's pending title is fetched once the public API is back.
      env: {
        SERVICE_TIMEOUT_MS: '5000',
        CATALOGUE_JOBS: 'true',
        CATALOGUE_JOB_BACKOFF_MS: '200',
        JIKAN_MIN_GAP_MS: '0',
      },
    });
    const edward = await stack.register('Edward', { email: 'ed@bebop.test', displayName: 'Ed' });
    token = edward.token;
    userId = edward.user.id;
    for (const id of HELD) expect((await call('GET', `/api/database/anime/${id}`)).status).toBe(200);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  /** Edward's call (anonymous before he signs up). */
  const call = (method: string, path: string, options: { json?: unknown; xml?: string } = {}) =>
    stack.call(method, path, { ...options, token });

  it('answers watch next from the local catalogue well under a second', async () => {
    await call('POST', '/api/auth/anime-lists', {
      json: { animeId: ID.starlitCartographers, status: 'completed' },
    });
    stack.jikan.faults.always('/v4/', { drop: true });
    try {
      const watchNext = await call('GET', `/api/recommendations/${userId}?t=1`);
      expect(watchNext.status).toBe(200);
      expect(watchNext.ms).toBeLessThan(1_000);
      const suggested = (watchNext.body.data as Array<{ mal_id: number }>).map((anime) => anime.mal_id);
      expect(suggested).toEqual(expect.arrayContaining([ID.starlitSeason2, ID.starlitHarborLights]));
      expect(suggested).not.toContain(ID.starlitCartographers);
    } finally {
      stack.jikan.faults.clear();
    }
  });

  it('answers detail routes at once with partial data', async () => {
    stack.jikan.faults.always('/v4/', { drop: true });
    try {
      const paths = [
        `/api/anime/${ID.starlitSeason3}/staff`,
        `/api/anime/${ID.starlitSeason3}/episodes`,
        `/api/anime/${ID.starlitSeason3}/franchise`,
        `/api/database/similar/${ID.starlitSeason3}`,
      ];
      for (const [index, path] of paths.entries()) {
        const answer = await call('GET', path);
        expect({ path, status: answer.status, partial: answer.body.data.partial }).toEqual({
          path,
          status: 200,
          partial: true,
        });
        // The first asks the public API once its turn at the rate limit comes (the jobs keep it busy), at
        // most the catalogue's bounded wait of 1.5 s; its failure tells the replica to stop asking, so the
        // rest answer at once.
        expect(answer.ms).toBeLessThan(index === 0 ? 2_000 : 1_000);
      }
    } finally {
      stack.jikan.faults.clear();
    }
  });

  it('imports what it can match while the public API is down and adds the pending title when it is back', async () => {
    // Known to the public API only: no warm list carries it, so the catalogue has never stored it.
    const pendingId = 300_003;
    stack.jikan.store.putAnime(
      buildAnime({ mal_id: pendingId, title: 'Hollow Shrine', genreNames: ['Drama'] }),
    );
    const xml = `<myanimelist>
      <anime><series_animedb_id>${ID.starlitSeason2}</series_animedb_id><series_title>Starlit 2</series_title><my_status>Watching</my_status></anime>
      <anime><series_animedb_id>${pendingId}</series_animedb_id><series_title>Hollow Shrine</series_title><my_status>Plan to Watch</my_status></anime>
    </myanimelist>`;
    stack.jikan.faults.always('/v4/', { drop: true });
    const dryRun = await call('POST', '/api/auth/anime-lists/import?dryRun=true', { xml });
    expect(dryRun).toMatchObject({
      status: 200,
      body: { data: { added: 1, unmatched: [], pending: [{ animeId: pendingId, title: 'Hollow Shrine' }] } },
    });
    const imported = await call('POST', '/api/auth/anime-lists/import?dryRun=false', { xml });
    expect(imported).toMatchObject({
      status: 200,
      body: { data: { added: 1, pending: [{ animeId: pendingId }] } },
    });
    const planned = async () =>
      (
        (await call('GET', '/api/auth/anime-lists')).body.data.lists.plan_to_watch as Array<{
          animeId: number;
        }>
      ).map((entry) => entry.animeId);
    expect(await planned()).toEqual([]);

    stack.jikan.faults.clear();
    // The catalogue's job retries with back-off; its broadcast turns the pending row into an entry.
    await eventually(async () => expect(await planned()).toEqual([pendingId]), 30_000, 250);
  });
});
