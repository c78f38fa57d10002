import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EpisodeProgressResult } from '@tracker/contracts';

import { buildAnime } from '../../../testing/anime-factory';
import { ok } from '../../../testing/envelope';
import { renderApp } from '../../../testing/render-app';
import { mockApi, type RecordedRequest } from '../../auth/testing/mock-api';
import { buildEntry, signedInListRoutes } from '../testing/lists-api-kit';

const anime = buildAnime({ mal_id: 500, title: 'Quiet Orbit', episodes: 3 });
const detailRoutes = {
  'GET /api/database/anime/by-slug/quiet-orbit': { body: ok(anime) },
  'GET /api/database/anime/500': { body: ok(anime) },
};
const mark = (episodeNumber: number) => ({
  episodeNumber,
  completed: true,
  progress: 100,
  watchedAt: '2026-11-20T10:00:00.000Z',
});
const progressResult = (watched: number, offerCompleted = false): EpisodeProgressResult => ({
  animeId: 500,
  progress: Array.from({ length: watched }, (_, index) => mark(index + 1)),
  episodesWatched: watched,
  totalEpisodes: 3,
  offerCompleted,
});
const failureReply = { status: 500, body: { success: false, data: null, error: 'down' } };

const mine = () => screen.findByRole('region', { name: 'Your list' });

describe("the detail page's list controls", () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('ask anonymous visitors to log in, and link the users with this anime', async () => {
    mockApi({
      ...detailRoutes,
      'GET /api/users/anime/500': {
        body: ok({
          users: [
            {
              id: 'u2',
              username: 'shirou',
              displayName: 'Shirou',
              avatar_url: null,
              status: 'completed',
              score: 9,
              isFavorite: true,
              updatedAt: '2026-11-20T10:00:00.000Z',
            },
          ],
        }),
      },
    });
    renderApp('/anime/quiet-orbit');

    const watchers = await screen.findByRole('region', { name: 'Users with this anime' });
    expect(await within(watchers).findByRole('link', { name: 'Shirou' })).toHaveAttribute(
      'href',
      '/user/shirou',
    );
    expect(within(watchers).getByText('Completado · 9/10 · ♥')).toBeInTheDocument();
    const prompt = screen.getByRole('region', { name: 'Your list' });
    expect(within(prompt).getByText('Please log in to add favorites')).toBeInTheDocument();
    expect(within(prompt).queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Sign in to your account');
  });

  it('hold the place of the users with this anime while they load, and when they fail', async () => {
    let answer: (reply: typeof failureReply) => void = () => undefined;
    mockApi({
      ...detailRoutes,
      'GET /api/users/anime/500': () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/anime/quiet-orbit');

    const watchers = await screen.findByRole('region', { name: 'Users with this anime' });
    expect(within(watchers).getByText('Looking for users with this anime…')).toBeInTheDocument();
    answer(failureReply);
    expect(
      await within(watchers).findByText('Users with this anime cannot be shown right now.'),
    ).toBeVisible();
  });

  it('set the status, the score, the rewatch count and the private flag', async () => {
    const api = mockApi({
      ...detailRoutes,
      ...signedInListRoutes({ entries: [buildEntry({ animeId: 500, status: 'watching' })] }),
      'POST /api/auth/anime-lists': { body: ok({ entry: buildEntry({ animeId: 500, status: 'on_hold' }) }) },
      'PUT /api/auth/anime-lists/500': (request: RecordedRequest) => ({
        body: ok({
          entry: buildEntry({ animeId: 500, status: 'on_hold', ...(request.body as object) }),
        }),
      }),
    });
    renderApp('/anime/quiet-orbit');
    const panel = await mine();
    const status = within(panel).getByRole('combobox', { name: 'Status' });
    await screen.findByDisplayValue('Viendo');

    await userEvent.selectOptions(status, 'En Pausa');
    expect(api.calls('POST /api/auth/anime-lists')[0].body).toEqual({ animeId: 500, status: 'on_hold' });

    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Your score' }), '8');
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Your score' }), 'No score');
    const rewatched = within(panel).getByRole('spinbutton', { name: 'Times rewatched' });
    await userEvent.clear(rewatched);
    await userEvent.type(rewatched, '2{Enter}');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Private entry' }));

    expect(api.calls('PUT /api/auth/anime-lists/500').map((call) => call.body)).toEqual([
      { score: 8 },
      { score: null },
      { timesRewatched: 2 },
      { isPrivate: true },
    ]);
    expect(within(panel).getByRole('checkbox', { name: 'Private entry' })).toBeChecked();
  });

  it('marks episodes one at a time, reloading the user data after each', async () => {
    let watched = 0;
    const api = mockApi({
      ...detailRoutes,
      ...signedInListRoutes({ entries: [buildEntry({ animeId: 500, status: 'watching' })] }),
      'GET /api/auth/episode-progress': () => ({
        body: ok({
          episodeProgress: {
            '500': Object.fromEntries(
              Array.from({ length: watched }, (_, i) => [String(i + 1), mark(i + 1)]),
            ),
          },
        }),
      }),
      'POST /api/auth/episode-progress': () => {
        watched += 1;
        return { body: ok(progressResult(watched)) };
      },
      'DELETE /api/auth/episode-progress/500/1': () => {
        watched -= 1;
        return { body: ok(progressResult(watched)) };
      },
    });
    renderApp('/anime/quiet-orbit');
    const panel = await mine();

    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Episode 1' }));
    expect(await within(panel).findByText('1/3 watched')).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Episode 1' })).toBeChecked();
    expect(api.calls('POST /api/auth/episode-progress')[0].body).toEqual({ animeId: 500, episodeNumber: 1 });
    // The first load came with the session read; this is the reload after the write.
    expect(api.calls('GET /api/auth/episode-progress')).toHaveLength(1);

    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Episode 1' }));
    expect(await within(panel).findByText('0/3 watched')).toBeInTheDocument();
  });

  it('asks to move a watching title to Completado once every episode is marked', async () => {
    const api = mockApi({
      ...detailRoutes,
      ...signedInListRoutes({ entries: [buildEntry({ animeId: 500, status: 'watching' })] }),
      'POST /api/auth/mark-all-episodes-watched': { body: ok(progressResult(3, true)) },
      'POST /api/auth/anime-lists': {
        body: ok({ entry: buildEntry({ animeId: 500, status: 'completed' }) }),
      },
    });
    renderApp('/anime/quiet-orbit');
    const panel = await mine();

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all watched' }));
    expect(api.calls('POST /api/auth/mark-all-episodes-watched')[0].body).toEqual({
      animeId: 500,
      totalEpisodes: 3,
    });
    const offer = await within(panel).findByRole('group', { name: 'Every episode watched' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Mark as Completado' }));

    expect(api.calls('POST /api/auth/anime-lists')[0].body).toEqual({ animeId: 500, status: 'completed' });
    expect(await screen.findByDisplayValue('Completado')).toBeInTheDocument();
  });

  it("says 'Failed to update episode progress' when a mark fails", async () => {
    mockApi({
      ...detailRoutes,
      ...signedInListRoutes(),
      'POST /api/auth/episode-progress': failureReply,
    });
    renderApp('/anime/quiet-orbit');
    const panel = await mine();

    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Episode 2' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to update episode progress');
    expect(within(panel).getByRole('checkbox', { name: 'Episode 2' })).not.toBeChecked();
  });
});
