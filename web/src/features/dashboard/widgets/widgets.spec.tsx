import { screen, within } from '@testing-library/react';
import {
  type DashboardWidget,
  type ListEntry,
  type PublicLists,
  type WidgetData,
  type WidgetType,
} from '@tracker/contracts';
import { defaultWidgetData } from '@tracker/domain';

import { buildAnime } from '../../../testing/anime-factory';
import { failure, ok } from '../../../testing/envelope';
import { mockApi } from '../../auth/testing/mock-api';
import { renderWithSession } from '../../auth/testing/render-with-session';
import { zeroStatistics } from '../../lists/list-session';
import { batchRoute, buildEntry } from '../../lists/testing/lists-api-kit';
import { WidgetContent } from './index';

const owner = { id: 'user-2', username: 'shiro', displayName: 'Shiro', avatar_url: null };

const widgetOf = (type: WidgetType, data: WidgetData = {}): DashboardWidget => ({
  id: type,
  type,
  enabled: true,
  position: 0,
  data: { ...defaultWidgetData(type), ...data },
});

const listsRoute = (lists: PublicLists['lists']) => ({
  'GET /api/users/shiro/anime-lists': { body: ok({ user: owner, lists }) },
});

/** Seven titles watched, newest first: 'Show 1' … 'Show 7', 24 episodes each. */
const shows = Array.from({ length: 7 }, (_, index) =>
  buildAnime({ mal_id: 300 + index, title: `Show ${index + 1}`, episodes: 24 }),
);
const watching: ListEntry[] = shows.map((show, index) =>
  buildEntry({ animeId: show.mal_id, status: 'watching', score: index + 3, episodesWatched: index }),
);

function renderWidget(widget: DashboardWidget) {
  renderWithSession(<WidgetContent widget={widget} username="shiro" />);
}

const shownTitles = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe(WidgetContent.name, () => {
  afterEach(() => localStorage.clear());

  describe('list widgets', () => {
    it('show the first 5 titles of their list, linked to their pages, with score and progress', async () => {
      mockApi({ ...listsRoute({ watching }), ...batchRoute(shows.slice(0, 5)) });
      renderWidget(widgetOf('watching_list'));

      expect(await screen.findByRole('link', { name: 'Show 1' })).toHaveAttribute('href', '/anime/show-1');
      expect(shownTitles('Watching')).toEqual(['Show 1', 'Show 2', 'Show 3', 'Show 4', 'Show 5']);
      const first = screen.getAllByRole('listitem')[0];
      expect(within(first).getByText('3.0')).toBeInTheDocument();
      expect(within(first).getByText('0/24 episodes')).toBeInTheDocument();
      expect(within(screen.getAllByRole('listitem')[4]).getByText('4/24 episodes')).toBeInTheDocument();
    });

    it('show the picked titles in the order picked, customCount of them, without score or progress when off', async () => {
      const picked = [shows[6], shows[2]];
      mockApi({ ...listsRoute({ watching }), ...batchRoute(picked) });
      renderWidget(
        widgetOf('watching_list', {
          displayMode: 'custom',
          customCount: 2,
          selectedAnimeIds: [306, 302, 301],
          showScore: false,
          showProgress: false,
        }),
      );

      await screen.findByRole('link', { name: 'Show 7' });
      expect(shownTitles('Watching')).toEqual(['Show 7', 'Show 3']);
      expect(screen.queryByText(/episodes$/)).not.toBeInTheDocument();
      expect(screen.queryByText('Score')).not.toBeInTheDocument();
    });

    it('never show more than maxItems', async () => {
      mockApi({ ...listsRoute({ watching }), ...batchRoute(shows.slice(0, 2)) });
      renderWidget(widgetOf('watching_list', { maxItems: 2 }));

      await screen.findByRole('link', { name: 'Show 2' });
      expect(shownTitles('Watching')).toEqual(['Show 1', 'Show 2']);
    });

    it('read the list of their own status, and say when it is empty', async () => {
      mockApi(listsRoute({ watching, completed: [] }));
      renderWidget(widgetOf('completed_list'));
      expect(await screen.findByText('No titles in Completed yet.')).toBeInTheDocument();
    });

    it('say when a custom widget has no titles picked that are still on the list', async () => {
      mockApi(listsRoute({ watching }));
      renderWidget(widgetOf('watching_list', { displayMode: 'custom', selectedAnimeIds: [999] }));
      expect(await screen.findByText('No titles picked for this widget yet.')).toBeInTheDocument();
    });

    it('show the server’s error with a retry', async () => {
      mockApi({ 'GET /api/users/shiro/anime-lists': { status: 404, body: failure('User not found.') } });
      renderWidget(widgetOf('dropped_list'));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to load Dropped');
      expect(alert).toHaveTextContent('User not found.');
    });
  });

  describe('favorite_anime', () => {
    it('shows the favorites, at most maxItems', async () => {
      const favorite = watching.slice(0, 3).map((entry) => ({ ...entry, isFavorite: true }));
      mockApi({ ...listsRoute({ watching, favorite }), ...batchRoute(shows.slice(0, 2)) });
      renderWidget(widgetOf('favorite_anime', { maxItems: 2 }));

      await screen.findByRole('link', { name: 'Show 2' });
      expect(shownTitles('Favorite Anime')).toEqual(['Show 1', 'Show 2']);
    });

    it('says so when there are none', async () => {
      mockApi(listsRoute({ watching, favorite: [] }));
      renderWidget(widgetOf('favorite_anime'));
      expect(await screen.findByText('No favorite anime yet.')).toBeInTheDocument();
    });

    it('says the owner hides them when the answer leaves them out', async () => {
      mockApi(listsRoute({ watching }));
      renderWidget(widgetOf('favorite_anime'));
      expect(await screen.findByText('@shiro keeps their favorites hidden.')).toBeInTheDocument();
    });
  });

  describe('stats_overview', () => {
    const statistics = {
      ...zeroStatistics(),
      totalAnime: 1234,
      completedAnime: 5,
      watchingAnime: 7,
      planToWatchAnime: 2,
      totalEpisodes: 321,
      totalWatchTimeMinutes: 125,
    };
    const statisticsRoute = {
      'GET /api/users/shiro/statistics': { body: ok({ user: owner, statistics }) },
    };

    it('shows the chosen figures, hours to one decimal, and no chart without chartType', async () => {
      mockApi(statisticsRoute);
      renderWidget({
        ...widgetOf('stats_overview'),
        data: { selectedStats: ['hoursWatched', 'totalAnime', 'episodesWatched'] },
      });

      const total = await screen.findByText('Total anime');
      expect(total.nextElementSibling).toHaveTextContent('1,234');
      expect(screen.getByText('Episodes watched').nextElementSibling).toHaveTextContent('321');
      expect(screen.getByText('Hours watched').nextElementSibling).toHaveTextContent('2.1');
      expect(screen.queryByText('Completed')).not.toBeInTheDocument();
      expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    });

    it('draws the score distribution counted from the lists and the status breakdown', async () => {
      const scored = [
        buildEntry({ animeId: 1, status: 'completed', score: 8 }),
        buildEntry({ animeId: 2, status: 'completed', score: 8 }),
        buildEntry({ animeId: 3, status: 'watching', score: 5 }),
        buildEntry({ animeId: 4, status: 'watching' }),
      ];
      const favorite = [{ ...scored[0], isFavorite: true }];
      mockApi({
        ...statisticsRoute,
        ...listsRoute({ completed: scored.slice(0, 2), watching: scored.slice(2), favorite }),
      });
      renderWidget(widgetOf('stats_overview'));

      const scores = await screen.findByRole('figure', { name: 'Score distribution' });
      const count = (figure: HTMLElement, label: string) =>
        within(figure).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
      expect(count(scores, '8')).toBe('2');
      expect(count(scores, '5')).toBe('1');
      expect(count(scores, '10')).toBe('0');
      const statuses = screen.getByRole('figure', { name: 'Status breakdown' });
      expect(count(statuses, 'Viendo')).toBe('7');
      expect(count(statuses, 'Completado')).toBe('5');
      expect(count(statuses, 'Planificar Ver')).toBe('2');
      expect(screen.getByText('Completed').nextElementSibling).toHaveTextContent('5');
    });
  });

  it('passes maxItems to the favorite characters and the recent activity as their limit', async () => {
    const character = (characterId: number) => ({
      characterId,
      name: `Character ${characterId}`,
      image: null,
      animeId: 300,
      addedAt: '2026-11-01T10:00:00.000Z',
    });
    mockApi({
      'GET /api/users/shiro/favorite-characters': { body: ok({ items: [1, 2, 3].map(character) }) },
      'GET /api/users/shiro/activity?limit=2': { body: ok({ items: [], nextCursor: null }) },
    });
    renderWithSession(
      <>
        <WidgetContent widget={widgetOf('favorite_characters', { maxItems: 2 })} username="shiro" />
        <WidgetContent widget={widgetOf('recent_activity', { maxItems: 2 })} username="shiro" />
      </>,
    );

    const characters = await screen.findByRole('list', { name: 'Favorite characters' });
    expect(
      within(characters)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Character 1', 'Character 2']);
    expect(await screen.findByText('No activity yet.')).toBeInTheDocument();
  });
});
