import { dashboardConfigBody, type DashboardLayout, dashboardLayout } from './dashboard-config.js';
import { refusalOf } from './refusal-of.testing.js';

const layout = (): DashboardLayout => ({
  widgets: [
    { id: 'favs', type: 'favorite_anime', enabled: true, position: 0, data: { maxItems: 10 } },
    {
      id: 'watching',
      type: 'watching_list',
      enabled: true,
      position: 1,
      data: { displayMode: 'custom', customCount: 3, selectedAnimeIds: [1, 5, 30] },
    },
    {
      id: 'stats',
      type: 'stats_overview',
      enabled: false,
      position: 2,
      data: { selectedStats: ['totalAnime', 'hoursWatched'], chartType: 'bar' },
    },
  ],
  gridConfig: {
    rows: 6,
    columns: 2,
    cells: [
      { id: 'a', x: 0, y: 0, width: 2, height: 2, widgetId: 'favs' },
      { id: 'b', x: 0, y: 2, width: 1, height: 1, widgetId: 'watching' },
    ],
  },
  lastUpdated: '2026-11-28T05:00:00.000Z',
});

/** The layout with one change made by `edit`. */
const changed = (edit: (draft: DashboardLayout) => void) => {
  const draft = layout();
  edit(draft);
  return draft;
};

describe('dashboardLayout', () => {
  it('takes widgets, their grid and the lastUpdated the edit started from', () => {
    expect(dashboardLayout.parse(layout())).toEqual(layout());
    expect(dashboardConfigBody.parse({ config: layout() })).toEqual({ config: layout() });
  });

  it('takes a first save without lastUpdated', () => {
    expect(
      refusalOf(
        dashboardLayout,
        changed((draft) => delete draft.lastUpdated),
      ),
    ).toBeUndefined();
  });

  it.each<[string, (draft: DashboardLayout) => void, string]>([
    [
      'an unknown widget type',
      (draft) => Object.assign(draft.widgets[0], { type: 'clock' }),
      'A widget type must be one of favorite_anime, favorite_characters, stats_overview, recent_activity, watching_list, completed_list, on_hold_list, dropped_list, plan_to_watch_list.',
    ],
    [
      'a widget id twice',
      (draft) => (draft.widgets[1].id = 'favs'),
      "Widget id 'favs' is used twice: give each widget its own id.",
    ],
    [
      'a type twice',
      (draft) => (draft.widgets[1].type = 'favorite_anime'),
      "The dashboard has two 'favorite_anime' widgets: keep one.",
    ],
    [
      'a cell id twice',
      (draft) => (draft.gridConfig.cells[1].id = 'a'),
      "Cell id 'a' is used twice: give each cell its own id.",
    ],
    [
      'a cell past the columns',
      (draft) => Object.assign(draft.gridConfig.cells[1], { x: 1, width: 2 }),
      "Cell 'b' reaches past the 6 × 2 grid: move it or make it smaller.",
    ],
    [
      'a cell past the rows',
      (draft) => Object.assign(draft.gridConfig.cells[1], { y: 5, height: 2 }),
      "Cell 'b' reaches past the 6 × 2 grid: move it or make it smaller.",
    ],
    [
      'overlapping cells',
      (draft) => (draft.gridConfig.cells[1].y = 1),
      "Cells 'a' and 'b' overlap: move or resize one of them.",
    ],
    [
      'a widget in two cells',
      (draft) => (draft.gridConfig.cells[1].widgetId = 'favs'),
      "Widget 'favs' is in two cells ('a' and 'b'): keep one.",
    ],
    [
      'a cell of no widget',
      (draft) => (draft.gridConfig.cells[1].widgetId = 'gone'),
      "Cell 'b' shows widget 'gone', which the dashboard does not have.",
    ],
    [
      'customCount above 50',
      (draft) => (draft.widgets[1].data.customCount = 51),
      "customCount must be a whole number from 1 to 50, got '51'.",
    ],
    [
      'maxItems of 0',
      (draft) => (draft.widgets[0].data.maxItems = 0),
      "maxItems must be a whole number from 1 to 50, got '0'.",
    ],
    [
      '51 titles picked',
      (draft) => (draft.widgets[1].data.selectedAnimeIds = Array.from({ length: 51 }, (_, n) => n + 1)),
      'selectedAnimeIds holds at most 50 entries.',
    ],
    [
      'a title picked twice',
      (draft) => (draft.widgets[1].data.selectedAnimeIds = [1, 1]),
      'selectedAnimeIds lists an entry twice.',
    ],
    [
      'an unknown statistic',
      (draft) => Object.assign(draft.widgets[2].data, { selectedStats: ['money'] }),
      'selectedStats must be one of totalAnime, completedAnime, episodesWatched, hoursWatched.',
    ],
    [
      'an unknown setting',
      (draft) => Object.assign(draft.widgets[0].data, { colour: 'red' }),
      'Unknown widget setting: colour.',
    ],
    [
      'a grid of 60 rows',
      (draft) => (draft.gridConfig.rows = 60),
      "rows must be a whole number from 1 to 50, got '60'.",
    ],
    [
      'a lastUpdated that is not a time',
      (draft) => (draft.lastUpdated = 'yesterday'),
      'lastUpdated must be the ISO time of the configuration the change started from.',
    ],
    [
      'kept items beyond the size cap',
      (draft) => (draft.widgets[0].data.favorites = Array.from({ length: 50 }, () => 'x'.repeat(2_000))),
      'The dashboard configuration is too large: at most 64 KB.',
    ],
  ])('refuses %s with a message saying what to change', (_, edit, message) => {
    expect(refusalOf(dashboardLayout, changed(edit))).toBe(message);
  });

  it('refuses fields it does not take', () => {
    expect(refusalOf(dashboardConfigBody, { config: { ...layout(), userId: 'someone' } })).toBe(
      'Unknown field in config: userId. Accepted: widgets, gridConfig, lastUpdated.',
    );
    expect(refusalOf(dashboardConfigBody, { config: layout(), owner: 'me' })).toBe(
      'Unknown field: owner. Accepted: config.',
    );
    expect(refusalOf(dashboardConfigBody, { config: 'grid' })).toBe(
      'config must be a JSON object with widgets, gridConfig and lastUpdated.',
    );
  });
});
