import { WIDGET_TYPES } from '@tracker/contracts';
import { dashboardLayout } from '@tracker/contracts/schemas';

import { defaultDashboardConfig, withMissingWidgets, withoutFavoriteWidgets } from './dashboard-layout.js';

const USER = '0b9c1f52-6d1e-4f7a-9a53-3c1d2e4f5a6b';
const NOW = '2026-11-28T05:00:00.000Z';

describe('defaultDashboardConfig', () => {
  const config = defaultDashboardConfig(USER, NOW);

  it('is the spec’s grid: 6 × 2, favorite anime 2×2 on top, then three 2×1 widgets', () => {
    const typeOf = (widgetId: string) => config.widgets.find((widget) => widget.id === widgetId)?.type;
    expect(config.gridConfig.rows).toBe(6);
    expect(config.gridConfig.columns).toBe(2);
    expect(
      config.gridConfig.cells.map(({ x, y, width, height, widgetId }) => [
        typeOf(widgetId),
        x,
        y,
        width,
        height,
      ]),
    ).toEqual([
      ['favorite_anime', 0, 0, 2, 2],
      ['favorite_characters', 0, 2, 2, 1],
      ['stats_overview', 0, 3, 2, 1],
      ['recent_activity', 0, 4, 2, 1],
    ]);
  });

  it('holds every widget type once, the ones outside the grid switched off, and passes its own schema', () => {
    expect(config.widgets.map((widget) => widget.type)).toEqual(WIDGET_TYPES);
    expect(config.widgets.filter((widget) => widget.enabled)).toHaveLength(4);
    expect(config.widgets.find((widget) => widget.type === 'watching_list')?.data).toEqual({
      maxItems: 10,
      showScore: true,
      showProgress: true,
      displayMode: 'first_5',
      customCount: 5,
      selectedAnimeIds: [],
    });
    const { widgets, gridConfig, lastUpdated } = config;
    expect(dashboardLayout.safeParse({ widgets, gridConfig, lastUpdated }).success).toBe(true);
  });
});

describe('withMissingWidgets', () => {
  it('appends the missing types switched off and in no cell, and says null when none is missing', () => {
    const full = defaultDashboardConfig(USER, NOW);
    expect(withMissingWidgets(full)).toBeNull();
    const partial = { ...full, widgets: full.widgets.slice(0, 4) };
    const completed = withMissingWidgets(partial);
    expect(completed?.widgets.map((widget) => widget.type)).toEqual(WIDGET_TYPES);
    expect(completed?.widgets.slice(4).every((widget) => !widget.enabled)).toBe(true);
    expect(completed?.gridConfig).toEqual(full.gridConfig);
    expect(completed?.lastUpdated).toBe(NOW);
  });

  it('gives an appended widget an id of its own when the client used its usual one', () => {
    const full = defaultDashboardConfig(USER, NOW);
    const renamed = { ...full, widgets: [{ ...full.widgets[0], id: 'watching-list' }] };
    const ids = withMissingWidgets(renamed)!.widgets.map((widget) => widget.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('withoutFavoriteWidgets', () => {
  it('leaves out the favorite widgets and their cells', () => {
    const hidden = withoutFavoriteWidgets(defaultDashboardConfig(USER, NOW));
    expect(hidden.widgets.map((widget) => widget.type)).not.toContain('favorite_anime');
    expect(hidden.widgets.map((widget) => widget.type)).not.toContain('favorite_characters');
    expect(hidden.gridConfig.cells.map((cell) => cell.widgetId)).toEqual([
      'stats-overview',
      'recent-activity',
    ]);
  });
});
