import {
  DASHBOARD_STATS,
  type DashboardConfig,
  type DashboardWidget,
  FAVORITE_WIDGET_TYPES,
  WIDGET_CUSTOM_COUNT_DEFAULT,
  WIDGET_MAX_ITEMS_DEFAULT,
  WIDGET_TYPES,
  type WidgetData,
  type WidgetType,
} from '@tracker/contracts';

/** A widget's settings when it is first added (spec §3 defaults). */
export function defaultWidgetData(type: WidgetType): WidgetData {
  switch (type) {
    case 'stats_overview':
      return { selectedStats: [...DASHBOARD_STATS], chartType: 'bar' };
    case 'favorite_anime':
    case 'favorite_characters':
    case 'recent_activity':
      return { maxItems: WIDGET_MAX_ITEMS_DEFAULT };
    default:
      return {
        maxItems: WIDGET_MAX_ITEMS_DEFAULT,
        showScore: true,
        showProgress: true,
        displayMode: 'first_5',
        customCount: WIDGET_CUSTOM_COUNT_DEFAULT,
        selectedAnimeIds: [],
      };
  }
}

/** The id a widget of each type gets when the dashboard adds it itself. */
export const widgetIdOf = (type: WidgetType) => type.replaceAll('_', '-');

const widget = (type: WidgetType, position: number, enabled: boolean): DashboardWidget => ({
  id: widgetIdOf(type),
  type,
  enabled,
  position,
  data: defaultWidgetData(type),
});

/** The four widgets the default grid shows; the list widgets wait, switched off, to be added. */
const DEFAULT_SHOWN: readonly WidgetType[] = [
  'favorite_anime',
  'favorite_characters',
  'stats_overview',
  'recent_activity',
];

/**
 * Spec §3 default grid: 6 rows, 2 columns; favorite anime 2×2 at the top, then favorite characters,
 * stats overview and recent activity, each 2×1. Every other type is there, switched off.
 */
export function defaultDashboardConfig(userId: string, lastUpdated: string): DashboardConfig {
  const widgets = WIDGET_TYPES.map((type, position) => widget(type, position, DEFAULT_SHOWN.includes(type)));
  const cells = [
    { id: 'cell-favorite-anime', x: 0, y: 0, width: 2, height: 2, widgetId: widgetIdOf('favorite_anime') },
    ...DEFAULT_SHOWN.slice(1).map((type, index) => ({
      id: `cell-${widgetIdOf(type)}`,
      x: 0,
      y: 2 + index,
      width: 2,
      height: 1,
      widgetId: widgetIdOf(type),
    })),
  ];
  return { userId, widgets, gridConfig: { rows: 6, columns: 2, cells }, lastUpdated };
}

/**
 * Spec §4: widget types a loaded config lacks are appended (switched off, in no cell, so the layout
 * stays as it was). Null when none is missing.
 */
export function withMissingWidgets<C extends { widgets: DashboardWidget[] }>(config: C): C | null {
  const present = new Set(config.widgets.map((widget) => widget.type));
  const ids = new Set(config.widgets.map((widget) => widget.id));
  const missing = WIDGET_TYPES.filter((type) => !present.has(type));
  if (missing.length === 0) return null;
  const added = missing.map((type, index) => {
    const appended = widget(type, config.widgets.length + index, false);
    // A client may have used the id for a widget of another type.
    while (ids.has(appended.id)) appended.id = `${appended.id}-${index + 1}`;
    ids.add(appended.id);
    return appended;
  });
  return { ...config, widgets: [...config.widgets, ...added] };
}

/** What others see when the owner hides favorites: the favorite widgets and their cells left out. */
export function withoutFavoriteWidgets(config: DashboardConfig): DashboardConfig {
  const hidden = new Set(
    config.widgets.filter((widget) => FAVORITE_WIDGET_TYPES.includes(widget.type)).map((widget) => widget.id),
  );
  return {
    ...config,
    widgets: config.widgets.filter((widget) => !hidden.has(widget.id)),
    gridConfig: {
      ...config.gridConfig,
      cells: config.gridConfig.cells.filter((cell) => !hidden.has(cell.widgetId)),
    },
  };
}
