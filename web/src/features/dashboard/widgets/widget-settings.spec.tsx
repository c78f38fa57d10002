import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DashboardWidget, type WidgetData, type WidgetType } from '@tracker/contracts';
import { defaultWidgetData } from '@tracker/domain';
import { useState } from 'react';

import { buildAnime } from '../../../testing/anime-factory';
import { ok } from '../../../testing/envelope';
import { mockApi } from '../../auth/testing/mock-api';
import { renderWithSession } from '../../auth/testing/render-with-session';
import { batchRoute, buildEntry } from '../../lists/testing/lists-api-kit';
import { WidgetSettings } from './index';

const owner = { id: 'user-1', username: 'rin', displayName: 'Rin', avatar_url: null };
const shows = [buildAnime({ mal_id: 11, title: 'Alpha' }), buildAnime({ mal_id: 12, title: 'Beta' })];
const planned = shows.map((show) => buildEntry({ animeId: show.mal_id, status: 'plan_to_watch' }));

/** The settings inside a parent that keeps the data, as the dashboard does; every onChange is recorded. */
function renderSettings(type: WidgetType, data: WidgetData = defaultWidgetData(type)) {
  const changes: WidgetData[] = [];
  function Harness() {
    const [widget, setWidget] = useState<DashboardWidget>({
      id: 'w',
      type,
      enabled: true,
      position: 0,
      data,
    });
    return (
      <WidgetSettings
        widget={widget}
        username="rin"
        onChange={(next) => {
          changes.push(next);
          setWidget({ ...widget, data: next });
        }}
      />
    );
  }
  renderWithSession(<Harness />);
  return { changes, last: () => changes.at(-1) };
}

describe('WidgetSettings', () => {
  beforeEach(() =>
    mockApi({
      'GET /api/users/rin/anime-lists': { body: ok({ user: owner, lists: { plan_to_watch: planned } }) },
      ...batchRoute(shows),
    }),
  );

  describe('list widgets', () => {
    it('switch to custom and pick titles of the list in the order clicked', async () => {
      const { last } = renderSettings('plan_to_watch_list');
      expect(screen.queryByLabelText('How many')).not.toBeInTheDocument();

      await userEvent.selectOptions(screen.getByLabelText('Display mode'), 'Custom');
      expect(last()).toMatchObject({ displayMode: 'custom', maxItems: 10, customCount: 5 });
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Beta' }));
      await userEvent.click(screen.getByRole('checkbox', { name: 'Alpha' }));
      expect(last()?.selectedAnimeIds).toEqual([12, 11]);
      expect(screen.getByRole('checkbox', { name: 'Beta' })).toBeChecked();

      await userEvent.click(screen.getByRole('checkbox', { name: 'Beta' }));
      expect(last()?.selectedAnimeIds).toEqual([11]);

      await userEvent.selectOptions(screen.getByLabelText('Display mode'), 'First 5');
      expect(last()?.displayMode).toBe('first_5');
      expect(screen.queryByRole('checkbox', { name: 'Alpha' })).not.toBeInTheDocument();
    });

    it('cap How many and Max items at the dashboard limit of 50 and keep them at least 1', async () => {
      const { last } = renderSettings('plan_to_watch_list', {
        ...defaultWidgetData('plan_to_watch_list'),
        displayMode: 'custom',
      });
      const howMany = screen.getByLabelText('How many');
      await userEvent.clear(howMany);
      await userEvent.type(howMany, '75');
      expect(last()?.customCount).toBe(50);
      expect(howMany).toHaveValue(50);

      const maxItems = screen.getByLabelText('Max items');
      await userEvent.clear(maxItems);
      await userEvent.type(maxItems, '0');
      expect(last()?.maxItems).toBe(1);
      expect(maxItems).toHaveValue(1);
      await userEvent.type(maxItems, '2');
      expect(last()).toMatchObject({ maxItems: 12, customCount: 50 });
    });

    it('turn score and progress off and on', async () => {
      const { last } = renderSettings('watching_list');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Show score' }));
      expect(last()).toMatchObject({ showScore: false, showProgress: true });
      await userEvent.click(screen.getByRole('checkbox', { name: 'Show progress' }));
      expect(last()).toMatchObject({ showScore: false, showProgress: false });
      expect(screen.getByRole('checkbox', { name: 'Show score' })).not.toBeChecked();
    });
  });

  it('chooses the stats overview figures, in their fixed order, and its chart', async () => {
    const { last } = renderSettings('stats_overview');
    const figures = screen.getByRole('group', { name: 'Figures' });
    expect(
      within(figures)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Total anime', 'Completed', 'Episodes watched', 'Hours watched']);

    await userEvent.click(within(figures).getByRole('checkbox', { name: 'Completed' }));
    expect(last()?.selectedStats).toEqual(['totalAnime', 'episodesWatched', 'hoursWatched']);
    await userEvent.click(within(figures).getByRole('checkbox', { name: 'Completed' }));
    expect(last()?.selectedStats).toEqual([
      'totalAnime',
      'completedAnime',
      'episodesWatched',
      'hoursWatched',
    ]);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Show chart' }));
    expect(last()).not.toHaveProperty('chartType');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show chart' }));
    expect(last()?.chartType).toBe('bar');
  });

  it('offers only Max items for favorites and activity', async () => {
    const { last } = renderSettings('recent_activity');
    expect(screen.getAllByRole('spinbutton')).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('Max items'), '0');
    expect(last()).toEqual({ maxItems: 50 });
  });
});
