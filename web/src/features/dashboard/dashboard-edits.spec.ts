import { defaultDashboardConfig } from '@tracker/domain';

import {
  addableTypes,
  addWidget,
  layoutRefusal,
  layoutToSave,
  placedWidgets,
  removeWidget,
  shiftCell,
  withPlaces,
} from './dashboard-edits';

const DEFAULT = defaultDashboardConfig('user-2', '2026-11-20T10:00:00.000Z');
const cellOf = (config: typeof DEFAULT, widgetId: string) =>
  config.gridConfig.cells.find((cell) => cell.widgetId === widgetId);

describe('dashboard edits', () => {
  it('places the four default widgets top to bottom and offers the five lists', () => {
    expect(placedWidgets(DEFAULT).map(({ widget }) => widget.type)).toEqual([
      'favorite_anime',
      'favorite_characters',
      'stats_overview',
      'recent_activity',
    ]);
    expect(addableTypes(DEFAULT)).toEqual([
      'watching_list',
      'completed_list',
      'on_hold_list',
      'dropped_list',
      'plan_to_watch_list',
    ]);
  });

  it('moves and resizes a cell by grid units within the grid and around the others', () => {
    const narrower = shiftCell(DEFAULT, 'cell-stats-overview', { width: -1 });
    if (!('config' in narrower)) throw new Error(narrower.refusal.reason);
    expect(cellOf(narrower.config, 'stats-overview')).toMatchObject({ x: 0, width: 1 });

    const moved = shiftCell(narrower.config, 'cell-stats-overview', { x: 1 });
    if (!('config' in moved)) throw new Error(moved.refusal.reason);
    expect(cellOf(moved.config, 'stats-overview')).toMatchObject({ x: 1, y: 3, width: 1, height: 1 });
  });

  it.each([
    [
      'past the left edge',
      'cell-stats-overview',
      { x: -1 },
      { reason: 'leftEdge', widgetId: 'stats-overview' },
    ],
    [
      'past the right edge',
      'cell-stats-overview',
      { width: 1 },
      { reason: 'rightEdge', widgetId: 'stats-overview' },
    ],
    ['above the top', 'cell-favorite-anime', { y: -1 }, { reason: 'top', widgetId: 'favorite-anime' }],
    [
      'below one unit',
      'cell-recent-activity',
      { height: -1 },
      { reason: 'smallest', widgetId: 'recent-activity' },
    ],
    [
      'past the last row',
      'cell-recent-activity',
      { y: 50 },
      { reason: 'lastRow', widgetId: 'recent-activity', rows: 50 },
    ],
    [
      'over another widget',
      'cell-stats-overview',
      { y: -1 },
      { reason: 'covers', widgetId: 'stats-overview', coveredId: 'favorite-characters' },
    ],
    ['of a widget no longer on the grid', 'cell-gone', { x: 1 }, { reason: 'gone' }],
  ] as const)('refuses a move %s, saying why', (_, cellId, change, refusal) => {
    expect(shiftCell(DEFAULT, cellId, change)).toEqual({ refusal });
  });

  it('grows the grid downwards when a widget moves past its last row', () => {
    const down = shiftCell(DEFAULT, 'cell-recent-activity', { y: 2 });
    if (!('config' in down)) throw new Error(down.refusal.reason);
    expect(down.config.gridConfig.rows).toBe(7);
  });

  it('adds a widget full width in the first free row, and removes it keeping its settings', () => {
    const added = addWidget(DEFAULT, 'watching_list');
    expect(cellOf(added, 'watching-list')).toEqual({
      id: 'cell-watching-list',
      widgetId: 'watching-list',
      x: 0,
      y: 5,
      width: 2,
      height: 1,
    });
    expect(added.widgets.find((widget) => widget.id === 'watching-list')?.enabled).toBe(true);
    expect(addableTypes(added)).not.toContain('watching_list');

    const removed = removeWidget(added, 'watching-list');
    expect(cellOf(removed, 'watching-list')).toBeUndefined();
    expect(removed.widgets.find((widget) => widget.id === 'watching-list')).toMatchObject({
      enabled: false,
      data: DEFAULT.widgets.find((widget) => widget.id === 'watching-list')?.data,
    });
  });

  it('takes the places a drag settled on', () => {
    const dragged = withPlaces(DEFAULT, [{ i: 'cell-recent-activity', x: 0, y: 6, w: 2, h: 2 }]);
    expect(cellOf(dragged, 'recent-activity')).toMatchObject({ x: 0, y: 6, width: 2, height: 2 });
    expect(dragged.gridConfig.rows).toBe(8);
  });

  it('numbers the widgets in grid order for a phone, and checks the layout with the server’s rules', () => {
    const swapped = withPlaces(DEFAULT, [
      { i: 'cell-favorite-anime', x: 0, y: 3, w: 2, h: 2 },
      { i: 'cell-stats-overview', x: 0, y: 0, w: 2, h: 1 },
      { i: 'cell-recent-activity', x: 0, y: 1, w: 2, h: 1 },
      { i: 'cell-favorite-characters', x: 0, y: 2, w: 2, h: 1 },
    ]);
    const layout = layoutToSave(swapped, DEFAULT.lastUpdated);
    expect(layout.widgets.slice(0, 4).map((widget) => [widget.type, widget.position])).toEqual([
      ['stats_overview', 0],
      ['recent_activity', 1],
      ['favorite_characters', 2],
      ['favorite_anime', 3],
    ]);
    expect(layout.lastUpdated).toBe(DEFAULT.lastUpdated);
    expect(layoutRefusal(layout)).toBeNull();

    const overlapping = withPlaces(DEFAULT, [{ i: 'cell-stats-overview', x: 0, y: 0, w: 2, h: 1 }]);
    expect(layoutRefusal(layoutToSave(overlapping, DEFAULT.lastUpdated))).toBe(
      "Cells 'cell-favorite-anime' and 'cell-stats-overview' overlap: move or resize one of them.",
    );
  });
});
