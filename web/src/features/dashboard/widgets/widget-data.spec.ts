import { DASHBOARD_LIMITS, type WidgetData } from '@tracker/contracts';

import { buildEntry } from '../../lists/testing/lists-api-kit';
import { cappedCount, resolvedData, shownEntries, togglePicked } from './widget-data';

const entries = [1, 2, 3, 4, 5, 6, 7].map((animeId) => buildEntry({ animeId, status: 'watching' }));
const ids = (shown: { animeId: number }[]) => shown.map((entry) => entry.animeId);

describe('shownEntries', () => {
  it('shows the first 5 of the list in first_5 mode', () => {
    expect(ids(shownEntries(entries, resolvedData('watching_list', {})))).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows customCount of the picked titles in the order picked, skipping those off the list', () => {
    const data = resolvedData('watching_list', {
      displayMode: 'custom',
      customCount: 3,
      selectedAnimeIds: [6, 42, 2, 7, 1],
    });
    expect(ids(shownEntries(entries, data))).toEqual([6, 2, 7]);
  });

  it('never shows more than maxItems', () => {
    expect(ids(shownEntries(entries, { displayMode: 'first_5', maxItems: 3 }))).toEqual([1, 2, 3]);
    const custom: WidgetData = {
      displayMode: 'custom',
      customCount: 5,
      selectedAnimeIds: [5, 4, 3],
      maxItems: 2,
    };
    expect(ids(shownEntries(entries, custom))).toEqual([5, 4]);
  });
});

describe('resolvedData', () => {
  it('fills in spec §3 defaults and keeps what the widget saved', () => {
    expect(resolvedData('watching_list', { maxItems: 4 })).toEqual({
      maxItems: 4,
      showScore: true,
      showProgress: true,
      displayMode: 'first_5',
      customCount: 5,
      selectedAnimeIds: [],
    });
  });

  it('draws no chart for a stats widget saved without chartType', () => {
    expect(resolvedData('stats_overview', {})).toEqual({
      selectedStats: ['totalAnime', 'completedAnime', 'episodesWatched', 'hoursWatched'],
    });
    expect(resolvedData('stats_overview', { chartType: 'bar' }).chartType).toBe('bar');
  });
});

describe('togglePicked', () => {
  it('appends a title in the order picked and removes it again', () => {
    expect(togglePicked([3, 1], 2)).toEqual([3, 1, 2]);
    expect(togglePicked([3, 1, 2], 1)).toEqual([3, 2]);
  });

  it('picks no more than the dashboard allows', () => {
    const full = Array.from({ length: DASHBOARD_LIMITS.items }, (_, index) => index + 1);
    expect(togglePicked(full, 999)).toEqual(full);
  });
});

describe('cappedCount', () => {
  it('keeps counts whole and within 1 and the item cap', () => {
    expect(cappedCount(0)).toBe(1);
    expect(cappedCount(7.6)).toBe(7);
    expect(cappedCount(DASHBOARD_LIMITS.items + 1)).toBe(DASHBOARD_LIMITS.items);
  });
});
