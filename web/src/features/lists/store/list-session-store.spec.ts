import { ok } from '../../../testing/envelope';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi } from '../../auth/testing/mock-api';
import { notifySignedIn } from '../../auth/signed-in-listeners';
import { buildEntry, signedInListRoutes } from '../testing/lists-api-kit';
import {
  chooseStatus,
  clearListSession,
  listSessionStore,
  setEpisodeWatched,
  toggleFavorite,
} from './list-session-store';

const user = buildAccountUser();
const signIn = (legacyFavorites: number[] = [], discard = jest.fn()) =>
  notifySignedIn({ user, legacyFavorites, discardLegacyFavorites: discard });

describe('the session list store', () => {
  afterEach(() => {
    clearListSession();
    localStorage.clear();
  });

  it('loads lists, statistics and progress after sign-in and derives favorites, watchList and ratings', async () => {
    mockApi(
      signedInListRoutes({
        entries: [
          buildEntry({ animeId: 1, status: 'watching', score: 8, isFavorite: true }),
          buildEntry({ animeId: 2, status: 'plan_to_watch' }),
          buildEntry({ animeId: 3, status: 'completed', score: 10 }),
        ],
        episodeProgress: {
          '1': { '1': { episodeNumber: 1, completed: true, progress: 100, watchedAt: 'x' } },
        },
      }),
    );
    await signIn();

    const session = listSessionStore.getSnapshot();
    expect(session.user).toEqual(user);
    expect(session.favorites).toEqual([1]);
    expect(session.watchList.sort()).toEqual([1, 2]);
    expect(session.ratings).toEqual({ 1: 8, 3: 10 });
    expect(session.animeLists.completed.map((entry) => entry.animeId)).toEqual([3]);
    expect(session.episodeProgress['1']['1'].completed).toBe(true);
  });

  it('falls back to empty lists, zeroed statistics and empty progress when any load fails', async () => {
    mockApi({
      ...signedInListRoutes({ entries: [buildEntry({ animeId: 1, status: 'watching' })] }),
      'GET /api/auth/statistics': { status: 500, body: { success: false, data: null, error: 'down' } },
    });
    await signIn();

    const session = listSessionStore.getSnapshot();
    expect(session.loaded).toBe(true);
    expect(session.entries.size).toBe(0);
    expect(session.statistics.totalAnime).toBe(0);
    expect(session.episodeProgress).toEqual({});
  });

  it('imports the legacy favorites as favorites of the account, then discards them', async () => {
    const api = mockApi({
      ...signedInListRoutes({ entries: [buildEntry({ animeId: 5, isFavorite: true })] }),
      'POST /api/auth/anime-lists': { body: ok({ entry: buildEntry({ animeId: 7, isFavorite: true }) }) },
    });
    const discard = jest.fn();
    await signIn([5, 7], discard);

    expect(api.calls('POST /api/auth/anime-lists').map((call) => call.body)).toEqual([
      { animeId: 7, status: 'favorite' },
    ]);
    expect(discard).toHaveBeenCalledTimes(1);
  });

  it('keeps the legacy favorites when one cannot be imported', async () => {
    mockApi({
      ...signedInListRoutes(),
      'POST /api/auth/anime-lists': { status: 500, body: { success: false, data: null, error: 'down' } },
    });
    const discard = jest.fn();
    await signIn([7], discard);

    expect(discard).not.toHaveBeenCalled();
  });

  it('removes a title when its current status is chosen again, and rolls back with the spec text', async () => {
    const api = mockApi({
      ...signedInListRoutes({ entries: [buildEntry({ animeId: 1, status: 'watching' })] }),
      'DELETE /api/auth/anime-lists/1/watching': {
        status: 500,
        body: { success: false, data: null, error: 'boom' },
      },
    });
    await signIn();

    const removal = chooseStatus(1, 'watching');
    expect(listSessionStore.getSnapshot().animeLists.watching).toEqual([]);
    await expect(removal).rejects.toThrow('Failed to remove from list');
    expect(listSessionStore.getSnapshot().animeLists.watching.map((entry) => entry.animeId)).toEqual([1]);
    expect(api.calls('DELETE /api/auth/anime-lists/1/watching')).toHaveLength(1);
  });

  it("sets another status with the server's entry", async () => {
    mockApi({
      ...signedInListRoutes({ entries: [buildEntry({ animeId: 1, status: 'watching' })] }),
      'POST /api/auth/anime-lists': { body: ok({ entry: buildEntry({ animeId: 1, status: 'on_hold' }) }) },
    });
    await signIn();

    await chooseStatus(1, 'on_hold');
    const { animeLists } = listSessionStore.getSnapshot();
    expect(animeLists.watching).toEqual([]);
    expect(animeLists.on_hold.map((entry) => entry.animeId)).toEqual([1]);
  });

  it("shows the server's error text when adding a favorite fails", async () => {
    mockApi({
      ...signedInListRoutes(),
      'POST /api/auth/anime-lists': { status: 500, body: { success: false, data: null, error: 'Quota hit' } },
    });
    await signIn();

    await expect(toggleFavorite(9)).rejects.toThrow('Quota hit');
    expect(listSessionStore.getSnapshot().favorites).toEqual([]);
  });

  it("answers 'Failed to update episode progress' when an episode cannot be marked", async () => {
    mockApi({
      ...signedInListRoutes(),
      'POST /api/auth/episode-progress': {
        status: 400,
        body: { success: false, data: null, error: 'range' },
      },
    });
    await signIn();

    await expect(setEpisodeWatched(1, 99, true)).rejects.toThrow('Failed to update episode progress');
  });

  it('forgets everything on logout', async () => {
    mockApi(signedInListRoutes({ entries: [buildEntry({ animeId: 1, status: 'watching' })] }));
    await signIn();

    clearListSession();
    expect(listSessionStore.getSnapshot().user).toBeNull();
    expect(listSessionStore.getSnapshot().entries.size).toBe(0);
  });
});
