import { screen, within } from '@testing-library/react';

import { renderApp } from '../../../testing/render-app';
import { mockApi } from '../../auth/testing/mock-api';
import { zeroStatistics } from '../../lists/list-session';
import { buildEntry, signedInListRoutes } from '../../lists/testing/lists-api-kit';

const statisticsSection = () => screen.findByRole('region', { name: 'Statistics' });
const figure = (section: HTMLElement, label: string) =>
  within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/profile statistics', () => {
  afterEach(() => localStorage.clear());

  it('shows the owner’s figures and charts their scores and statuses', async () => {
    const entries = [
      buildEntry({ animeId: 1, status: 'completed', score: 9, episodesWatched: 12 }),
      buildEntry({ animeId: 2, status: 'completed', score: 9, isFavorite: true }),
      buildEntry({ animeId: 3, status: 'watching', score: 6, episodesWatched: 4 }),
    ];
    const statistics = {
      ...zeroStatistics(),
      totalAnime: 3,
      completedAnime: 2,
      watchingAnime: 1,
      favoriteAnime: 1,
      totalEpisodes: 16,
      totalWatchTimeMinutes: 384,
      animeCompletedThisYear: 2,
      episodesThisYear: 16,
      meanScore: 8,
    };
    mockApi(signedInListRoutes({ entries, statistics }));
    renderApp('/profile');

    const section = await statisticsSection();
    expect(figure(section, 'Total anime')).toBe('3');
    expect(figure(section, 'Completado')).toBe('2');
    expect(figure(section, 'Viendo')).toBe('1');
    expect(figure(section, 'Descartado')).toBe('0');
    expect(figure(section, 'Episodes watched')).toBe('16');
    expect(figure(section, 'Hours watched')).toBe('6.4');
    expect(figure(section, 'Mean score')).toBe('8.0');
    expect(figure(section, 'Completed this year')).toBe('2');
    expect(figure(section, 'Episodes this year')).toBe('16');

    const scores = await within(section).findByRole('figure', { name: 'Score distribution' });
    expect(within(scores).getByRole('rowheader', { name: '9' }).nextElementSibling).toHaveTextContent('2');
    expect(within(scores).getByRole('rowheader', { name: '6' }).nextElementSibling).toHaveTextContent('1');
    const statuses = within(section).getByRole('figure', { name: 'Status breakdown' });
    expect(
      within(statuses).getByRole('rowheader', { name: 'Completado' }).nextElementSibling,
    ).toHaveTextContent('2');
  });

  it('shows zeros and no chart before any title is listed', async () => {
    mockApi(signedInListRoutes());
    renderApp('/profile');

    const section = await statisticsSection();
    expect(figure(section, 'Total anime')).toBe('0');
    expect(figure(section, 'Mean score')).toBe('N/A');
    expect(
      within(section).getByText('Add titles to your lists to see them charted here.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('figure')).not.toBeInTheDocument();
  });
});
