import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

import { ok } from '../../../testing/envelope';
import { SessionProvider } from '../../auth/components/session-provider';
import { useSession } from '../../auth/hooks/use-session';
import { notifySignedIn } from '../../auth/signed-in-listeners';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi, sessionRoute } from '../../auth/testing/mock-api';
import { useMarkEpisode } from '../api/mark-episode';
import { buildEntry, signedInListRoutes } from '../testing/lists-api-kit';
import { useChooseStatus } from './use-choose-status';
import { useListSession } from './use-list-session';
import { useToggleFavorite } from './use-toggle-favorite';

const user = buildAccountUser();
const failureReply = (error: string, status = 500) => ({
  status,
  body: { success: false, data: null, error },
});
/** A start whose session read brought no lists: the list queries load them themselves. */
const listsNotInSession = sessionRoute(user, { listData: null });

/** The list hooks of a signed-in start (a stored token), once the user's lists are loaded. */
async function renderSignedIn(animeId = 1) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
  const view = renderHook(
    () => ({
      lists: useListSession(),
      session: useSession(),
      chooseStatus: useChooseStatus(animeId),
      toggleFavorite: useToggleFavorite(animeId),
      markEpisode: useMarkEpisode(),
    }),
    { wrapper },
  );
  await waitFor(() => expect(view.result.current.lists.loaded).toBe(true));
  return { ...view, queryClient };
}

describe('the session lists', () => {
  afterEach(() => localStorage.clear());

  it('loads lists, statistics and progress after sign-in and derives favorites, watchList and ratings', async () => {
    const api = mockApi({
      ...signedInListRoutes({
        entries: [
          buildEntry({ animeId: 1, status: 'watching', score: 8, isFavorite: true }),
          buildEntry({ animeId: 2, status: 'plan_to_watch' }),
          buildEntry({ animeId: 3, status: 'completed', score: 10 }),
        ],
        episodeProgress: {
          '1': { '1': { episodeNumber: 1, completed: true, progress: 100, watchedAt: 'x' } },
        },
      }),
      ...listsNotInSession,
    });
    const { result } = await renderSignedIn();

    const session = result.current.lists;
    expect(session.favorites).toEqual([1]);
    expect(session.watchList.sort()).toEqual([1, 2]);
    expect(session.ratings).toEqual({ 1: 8, 3: 10 });
    expect(session.animeLists.completed.map((entry) => entry.animeId)).toEqual([3]);
    expect(session.episodeProgress['1']['1'].completed).toBe(true);
    expect(api.calls('GET /api/auth/anime-lists')).toHaveLength(1);
  });

  it('takes the lists the session read brought without asking for them again', async () => {
    const api = mockApi(signedInListRoutes({ entries: [buildEntry({ animeId: 1, status: 'watching' })] }));
    const { result } = await renderSignedIn();

    expect(result.current.lists.animeLists.watching.map((entry) => entry.animeId)).toEqual([1]);
    expect(api.calls('GET /api/auth/anime-lists')).toHaveLength(0);
    expect(api.calls('GET /api/auth/statistics')).toHaveLength(0);
    expect(api.calls('GET /api/auth/episode-progress')).toHaveLength(0);
  });

  it('falls back to empty lists, zeroed statistics and empty progress when any load fails', async () => {
    mockApi({
      ...signedInListRoutes({ entries: [buildEntry({ animeId: 1, status: 'watching' })] }),
      ...listsNotInSession,
      'GET /api/auth/statistics': failureReply('down'),
    });
    const { result } = await renderSignedIn();

    const session = result.current.lists;
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
    const { queryClient } = await renderSignedIn();
    const discard = jest.fn();
    await notifySignedIn({ user, queryClient, legacyFavorites: [5, 7], discardLegacyFavorites: discard });

    expect(api.calls('POST /api/auth/anime-lists').map((call) => call.body)).toEqual([
      { animeId: 7, status: 'favorite' },
    ]);
    expect(discard).toHaveBeenCalledTimes(1);
  });

  it('keeps the legacy favorites when one cannot be imported', async () => {
    mockApi({ ...signedInListRoutes(), 'POST /api/auth/anime-lists': failureReply('down') });
    const { queryClient } = await renderSignedIn();
    const discard = jest.fn();
    await notifySignedIn({ user, queryClient, legacyFavorites: [7], discardLegacyFavorites: discard });

    expect(discard).not.toHaveBeenCalled();
  });

  it('removes a title when its current status is chosen again, and rolls back with the spec text', async () => {
    let answer: (reply: ReturnType<typeof failureReply>) => void = () => undefined;
    const api = mockApi({
      ...signedInListRoutes({ entries: [buildEntry({ animeId: 1, status: 'watching' })] }),
      'DELETE /api/auth/anime-lists/1/watching': () => new Promise((resolve) => (answer = resolve)),
    });
    const { result } = await renderSignedIn();

    let removal!: Promise<void>;
    act(() => {
      removal = result.current.chooseStatus('watching');
    });
    await waitFor(() => expect(result.current.lists.animeLists.watching).toEqual([]));
    answer(failureReply('boom'));
    await act(() => expect(removal).rejects.toThrow('Failed to remove from list'));
    await waitFor(() =>
      expect(result.current.lists.animeLists.watching.map((entry) => entry.animeId)).toEqual([1]),
    );
    expect(api.calls('DELETE /api/auth/anime-lists/1/watching')).toHaveLength(1);
  });

  it("sets another status with the server's entry", async () => {
    mockApi({
      ...signedInListRoutes({ entries: [buildEntry({ animeId: 1, status: 'watching' })] }),
      'POST /api/auth/anime-lists': { body: ok({ entry: buildEntry({ animeId: 1, status: 'on_hold' }) }) },
    });
    const { result } = await renderSignedIn();

    await act(() => result.current.chooseStatus('on_hold'));
    // The query cache tells its observers in a later task (TanStack's notify batching).
    await waitFor(() => expect(result.current.lists.animeLists.watching).toEqual([]));
    expect(result.current.lists.animeLists.on_hold.map((entry) => entry.animeId)).toEqual([1]);
  });

  it('sends writes on one title one after another, in the order they were made', async () => {
    const answers: Array<() => void> = [];
    const api = mockApi({
      ...signedInListRoutes({ entries: [buildEntry({ animeId: 1, status: 'watching' })] }),
      'POST /api/auth/anime-lists': (request) =>
        new Promise((resolve) =>
          answers.push(() => {
            const { status } = request.body as { status: 'on_hold' };
            resolve({ body: ok({ entry: buildEntry({ animeId: 1, status }) }) });
          }),
        ),
    });
    const { result } = await renderSignedIn();

    let writes!: Promise<unknown>;
    act(() => {
      writes = Promise.all([result.current.chooseStatus('on_hold'), result.current.chooseStatus('dropped')]);
    });
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]();
    await waitFor(() => expect(answers).toHaveLength(2));
    answers[1]();
    await act(() => writes);

    expect(api.calls('POST /api/auth/anime-lists').map((call) => call.body)).toEqual([
      { animeId: 1, status: 'on_hold' },
      { animeId: 1, status: 'dropped' },
    ]);
    expect(result.current.lists.animeLists.dropped.map((entry) => entry.animeId)).toEqual([1]);
  });

  it("shows the server's error text when adding a favorite fails", async () => {
    mockApi({ ...signedInListRoutes(), 'POST /api/auth/anime-lists': failureReply('Quota hit') });
    const { result } = await renderSignedIn(9);

    await act(() => expect(result.current.toggleFavorite()).rejects.toThrow('Quota hit'));
    expect(result.current.lists.favorites).toEqual([]);
  });

  it("answers 'Failed to update episode progress' when an episode cannot be marked", async () => {
    mockApi({ ...signedInListRoutes(), 'POST /api/auth/episode-progress': failureReply('range', 400) });
    const { result } = await renderSignedIn();

    await act(() =>
      expect(result.current.markEpisode.mutateAsync({ animeId: 1, episodeNumber: 99 })).rejects.toThrow(
        'Failed to update episode progress',
      ),
    );
  });

  it('forgets everything on logout', async () => {
    mockApi({
      ...signedInListRoutes({ entries: [buildEntry({ animeId: 1, status: 'watching' })] }),
      'POST /api/auth/logout': { body: ok(null) },
    });
    const { result, queryClient } = await renderSignedIn();

    await act(() => result.current.session.logout());
    expect(result.current.lists.loaded).toBe(false);
    expect(result.current.lists.entries.size).toBe(0);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['lists', user.id] })).toEqual([]);
  });
});
