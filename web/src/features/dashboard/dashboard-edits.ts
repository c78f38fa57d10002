import {
  DASHBOARD_LIMITS,
  type DashboardConfig,
  type DashboardWidget,
  type GridCell,
  WIDGET_TYPES,
  type WidgetData,
  type WidgetType,
} from '@tracker/contracts';
import { dashboardLayout } from '@tracker/contracts/schemas';
import { defaultWidgetData, widgetIdOf } from '@tracker/domain';

import { translator } from '../../i18n/use-translation';

/** A widget on the grid, with the cell that places it. */
export interface PlacedWidget {
  cell: GridCell;
  widget: DashboardWidget;
}

const byRowThenColumn = (a: GridCell, b: GridCell) => a.y - b.y || a.x - b.x;

/** The widgets the grid shows (switched on, in a cell), top to bottom, left to right. */
export function placedWidgets(config: DashboardConfig): PlacedWidget[] {
  const widgets = new Map(config.widgets.map((widget) => [widget.id, widget]));
  return [...config.gridConfig.cells].sort(byRowThenColumn).flatMap((cell) => {
    const widget = widgets.get(cell.widgetId);
    return widget?.enabled ? [{ cell, widget }] : [];
  });
}

/** The widget types the owner can add: those not on the grid. */
export function addableTypes(config: DashboardConfig): WidgetType[] {
  const placed = new Set(placedWidgets(config).map(({ widget }) => widget.type));
  return WIDGET_TYPES.filter((type) => !placed.has(type));
}

const overlaps = (a: GridCell, b: GridCell) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The rows a grid needs so every cell fits, never fewer than it had. */
const rowsFor = (rows: number, cells: GridCell[]) =>
  Math.max(rows, ...cells.map((cell) => cell.y + cell.height));

/** The config with one cell replaced, the grid growing downwards to hold it. */
function withCell(config: DashboardConfig, cell: GridCell): DashboardConfig {
  const cells = config.gridConfig.cells.map((each) => (each.id === cell.id ? cell : each));
  return {
    ...config,
    gridConfig: { ...config.gridConfig, cells, rows: rowsFor(config.gridConfig.rows, cells) },
  };
}

/**
 * Why a keyboard move or resize did not happen: its key under the `dashboard` catalogue's `refusals` and
 * the widgets it names, which the editor says in the language shown.
 */
export type Refusal =
  | { reason: 'gone' }
  | { reason: 'smallest' | 'leftEdge' | 'rightEdge' | 'top'; widgetId: string }
  | { reason: 'lastRow'; widgetId: string; rows: number }
  | { reason: 'covers'; widgetId: string; coveredId: string };

export type Edit = { config: DashboardConfig } | { refusal: Refusal };

/**
 * Moves or resizes a cell by whole grid units (the keyboard's buttons): refused, with a reason to show,
 * when it would leave the grid, shrink below one unit or cover another widget.
 */
export function shiftCell(
  config: DashboardConfig,
  cellId: string,
  change: Partial<Record<'x' | 'y' | 'width' | 'height', number>>,
): Edit {
  const cell = config.gridConfig.cells.find((each) => each.id === cellId);
  if (!cell) return { refusal: { reason: 'gone' } };
  const moved = {
    ...cell,
    x: cell.x + (change.x ?? 0),
    y: cell.y + (change.y ?? 0),
    width: cell.width + (change.width ?? 0),
    height: cell.height + (change.height ?? 0),
  };
  const { widgetId } = cell;
  const { columns } = config.gridConfig;
  if (moved.width < 1 || moved.height < 1) return { refusal: { reason: 'smallest', widgetId } };
  if (moved.x < 0 || moved.x + moved.width > columns)
    return { refusal: { reason: moved.x < 0 ? 'leftEdge' : 'rightEdge', widgetId } };
  if (moved.y < 0) return { refusal: { reason: 'top', widgetId } };
  if (moved.y + moved.height > DASHBOARD_LIMITS.rows)
    return { refusal: { reason: 'lastRow', widgetId, rows: DASHBOARD_LIMITS.rows } };
  const covered = placedCells(config).find((other) => other.id !== cell.id && overlaps(other, moved));
  if (covered) return { refusal: { reason: 'covers', widgetId, coveredId: covered.widgetId } };
  return { config: withCell(config, moved) };
}

/** The cells of the widgets on the grid (a cell of a switched-off widget is not in the way). */
const placedCells = (config: DashboardConfig) => placedWidgets(config).map(({ cell }) => cell);

/** Takes the places the grid library settled on after a drag or a resize. */
export function withPlaces(
  config: DashboardConfig,
  places: ReadonlyArray<{ i: string; x: number; y: number; w: number; h: number }>,
): DashboardConfig {
  const byId = new Map(places.map((place) => [place.i, place]));
  const cells = config.gridConfig.cells.map((cell) => {
    const place = byId.get(cell.id);
    return place ? { ...cell, x: place.x, y: place.y, width: place.w, height: place.h } : cell;
  });
  return {
    ...config,
    gridConfig: { ...config.gridConfig, cells, rows: rowsFor(config.gridConfig.rows, cells) },
  };
}

/** The first free spot, row by row, for a cell `width` wide and one row high. */
function freeSpot(config: DashboardConfig, width: number): { x: number; y: number } {
  const cells = placedCells(config);
  for (let y = 0; ; y += 1) {
    for (let x = 0; x + width <= config.gridConfig.columns; x += 1) {
      const candidate = { id: '', widgetId: '', x, y, width, height: 1 };
      if (!cells.some((cell) => overlaps(cell, candidate))) return { x, y };
    }
  }
}

/** Puts a widget of that type on the grid, the grid's full width, in the first free row. */
export function addWidget(config: DashboardConfig, type: WidgetType): DashboardConfig {
  const existing = config.widgets.find((widget) => widget.type === type);
  const widget: DashboardWidget = existing
    ? { ...existing, enabled: true }
    : {
        id: widgetIdOf(type),
        type,
        enabled: true,
        position: config.widgets.length,
        data: defaultWidgetData(type),
      };
  const widgets = existing
    ? config.widgets.map((each) => (each.id === widget.id ? widget : each))
    : [...config.widgets, widget];
  // A cell of the widget switched off earlier goes; the new one takes the first free row.
  const kept = config.gridConfig.cells.filter((cell) => cell.widgetId !== widget.id);
  const width = config.gridConfig.columns;
  const spot = freeSpot({ ...config, gridConfig: { ...config.gridConfig, cells: kept } }, width);
  const cellIds = new Set(kept.map((cell) => cell.id));
  let id = `cell-${widget.id}`;
  for (let n = 2; cellIds.has(id); n += 1) id = `cell-${widget.id}-${n}`;
  const cells = [...kept, { id, widgetId: widget.id, ...spot, width, height: 1 }];
  return {
    ...config,
    widgets,
    gridConfig: { ...config.gridConfig, cells, rows: rowsFor(config.gridConfig.rows, cells) },
  };
}

/** Takes a widget off the grid; it keeps its settings, switched off, for when it is added again. */
export function removeWidget(config: DashboardConfig, widgetId: string): DashboardConfig {
  return {
    ...config,
    widgets: config.widgets.map((widget) =>
      widget.id === widgetId ? { ...widget, enabled: false } : widget,
    ),
    gridConfig: {
      ...config.gridConfig,
      cells: config.gridConfig.cells.filter((cell) => cell.widgetId !== widgetId),
    },
  };
}

export function withWidgetData(config: DashboardConfig, widgetId: string, data: WidgetData): DashboardConfig {
  return {
    ...config,
    widgets: config.widgets.map((widget) => (widget.id === widgetId ? { ...widget, data } : widget)),
  };
}

/**
 * What a save sends: the widgets numbered in the order a phone stacks them (the grid's, then the ones
 * off it), the grid, and the lastUpdated the edit started from.
 */
export function layoutToSave(config: DashboardConfig, startedFrom: string) {
  const order = new Map(placedWidgets(config).map(({ widget }, index) => [widget.id, index]));
  const rest = config.widgets.filter((widget) => !order.has(widget.id));
  rest.forEach((widget) => order.set(widget.id, order.size));
  const widgets = config.widgets
    .map((widget) => ({ ...widget, position: order.get(widget.id) ?? 0 }))
    .sort((a, b) => a.position - b.position);
  return { widgets, gridConfig: config.gridConfig, lastUpdated: startedFrom };
}

/**
 * The server's own rules (the body it parses): the first one the layout breaks, in the words the server
 * would answer with, or null.
 */
export function layoutRefusal(layout: ReturnType<typeof layoutToSave>): string | null {
  const parsed = dashboardLayout.safeParse(layout);
  if (parsed.success) return null;
  return parsed.error.issues[0]?.message ?? translator('dashboard')('errors.invalid');
}
