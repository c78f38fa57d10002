import { z } from 'zod';

import {
  CHART_TYPES,
  DASHBOARD_LIMITS,
  DASHBOARD_STATS,
  DISPLAY_MODES,
  WIDGET_TYPES,
} from '../messages/dashboard.js';
import { MAX_ANIME_ID } from '../whole-number.js';
import { userIdField } from './account-fields.js';
import { bodyOf, flag, wholeNumber } from './body.js';

const {
  widgets: MAX_WIDGETS,
  cells: MAX_CELLS,
  rows: MAX_ROWS,
  columns: MAX_COLUMNS,
  items: MAX_ITEMS,
} = DASHBOARD_LIMITS;

/** Ids are the client's own names for widgets and cells, echoed in refusals: kept to a safe alphabet. */
const idOf = (what: string) =>
  z
    .string({ error: `A ${what} id must be text.` })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: `A ${what} id is 1 to 64 letters, digits, '-' or '_'.` });

const count = (name: string, min: number, max: number) =>
  wholeNumber(
    min,
    max,
    (value) => `${name} must be a whole number from ${min} to ${max}, got '${String(value)}'.`,
  );

const oneOf = <T extends readonly [string, ...string[]]>(name: string, options: T) =>
  z.enum(options, { error: `${name} must be one of ${options.join(', ')}.` });

/** A list of at most MAX_ITEMS values, none twice. */
const distinctList = <T extends z.ZodType>(name: string, item: T) =>
  z
    .array(item, { error: `${name} must be a list.` })
    .max(MAX_ITEMS, { error: `${name} holds at most ${MAX_ITEMS} entries.` })
    .refine((values) => new Set(values).size === values.length, { error: `${name} lists an entry twice.` });

/** Items the original widgets kept beside their settings; today's widgets read live data instead. */
const keptItems = (name: string) =>
  z
    .array(z.unknown(), { error: `${name} must be a list.` })
    .max(MAX_ITEMS, { error: `${name} holds at most ${MAX_ITEMS} entries.` });

/** Spec §3 widget data: every setting optional, as each type uses some of them. */
export const widgetData = z.strictObject(
  {
    maxItems: count('maxItems', 1, MAX_ITEMS).optional(),
    favorites: keptItems('favorites').optional(),
    activities: keptItems('activities').optional(),
    animeList: keptItems('animeList').optional(),
    showScore: flag('showScore').optional(),
    showProgress: flag('showProgress').optional(),
    displayMode: oneOf('displayMode', DISPLAY_MODES).optional(),
    customCount: count('customCount', 1, MAX_ITEMS).optional(),
    selectedAnimeIds: distinctList(
      'selectedAnimeIds',
      wholeNumber(
        1,
        MAX_ANIME_ID,
        (value) => `selectedAnimeIds must hold anime ids, got '${String(value)}'.`,
      ),
    ).optional(),
    selectedStats: distinctList('selectedStats', oneOf('selectedStats', DASHBOARD_STATS)).optional(),
    chartType: oneOf('chartType', CHART_TYPES).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown widget setting${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`
        : 'A widget’s data must be a JSON object.',
  },
);
export type WidgetData = z.infer<typeof widgetData>;

export const dashboardWidget = z.strictObject(
  {
    id: idOf('widget'),
    type: oneOf('A widget type', WIDGET_TYPES),
    enabled: flag('enabled'),
    /** Its place in the one-column order a phone shows. */
    position: count('position', 0, MAX_WIDGETS - 1),
    data: widgetData,
  },
  { error: 'A widget must be a JSON object with id, type, enabled, position and data.' },
);
export type DashboardWidget = z.infer<typeof dashboardWidget>;

export const gridCell = z.strictObject(
  {
    id: idOf('cell'),
    x: count('x', 0, MAX_COLUMNS - 1),
    y: count('y', 0, MAX_ROWS - 1),
    width: count('width', 1, MAX_COLUMNS),
    height: count('height', 1, MAX_ROWS),
    widgetId: idOf('widget'),
  },
  { error: 'A cell must be a JSON object with id, x, y, width, height and widgetId.' },
);
export type GridCell = z.infer<typeof gridCell>;

export const gridConfig = z.strictObject(
  {
    rows: count('rows', 1, MAX_ROWS),
    columns: count('columns', 1, MAX_COLUMNS),
    cells: z
      .array(gridCell, { error: 'cells must be a list.' })
      .max(MAX_CELLS, { error: `A dashboard holds at most ${MAX_CELLS} cells.` }),
  },
  { error: 'gridConfig must be a JSON object with rows, columns and cells.' },
);
export type GridConfig = z.infer<typeof gridConfig>;

const isoTime = z.iso.datetime({
  offset: true,
  error: 'lastUpdated must be the ISO time of the configuration the change started from.',
});

const twice = (ids: readonly string[]) => ids.find((id, index) => ids.indexOf(id) !== index);
const overlap = (a: GridCell, b: GridCell) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The rules between widgets and cells that no single field shows; the first broken one is reported. */
function layoutRefusal({
  widgets,
  gridConfig: grid,
}: {
  widgets: DashboardWidget[];
  gridConfig: GridConfig;
}) {
  const widgetTwice = twice(widgets.map((widget) => widget.id));
  if (widgetTwice) return `Widget id '${widgetTwice}' is used twice: give each widget its own id.`;
  const typeTwice = twice(widgets.map((widget) => widget.type));
  if (typeTwice) return `The dashboard has two '${typeTwice}' widgets: keep one.`;
  const cellTwice = twice(grid.cells.map((cell) => cell.id));
  if (cellTwice) return `Cell id '${cellTwice}' is used twice: give each cell its own id.`;
  const widgetIds = new Set(widgets.map((widget) => widget.id));
  for (const [index, cell] of grid.cells.entries()) {
    if (cell.x + cell.width > grid.columns || cell.y + cell.height > grid.rows)
      return `Cell '${cell.id}' reaches past the ${grid.rows} × ${grid.columns} grid: move it or make it smaller.`;
    if (!widgetIds.has(cell.widgetId))
      return `Cell '${cell.id}' shows widget '${cell.widgetId}', which the dashboard does not have.`;
    const earlier = grid.cells.slice(0, index);
    const shared = earlier.find((other) => other.widgetId === cell.widgetId);
    if (shared)
      return `Widget '${cell.widgetId}' is in two cells ('${shared.id}' and '${cell.id}'): keep one.`;
    const covered = earlier.find((other) => overlap(other, cell));
    if (covered) return `Cells '${covered.id}' and '${cell.id}' overlap: move or resize one of them.`;
  }
  return undefined;
}

/** What a client sends to save a dashboard: widgets, grid and the lastUpdated its edit started from. */
export const dashboardLayout = z
  .strictObject(
    {
      widgets: z
        .array(dashboardWidget, { error: 'widgets must be a list.' })
        .max(MAX_WIDGETS, { error: `A dashboard holds at most ${MAX_WIDGETS} widgets.` }),
      gridConfig,
      /** Absent only for a dashboard that was never saved. */
      lastUpdated: isoTime.optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field${issue.keys.length > 1 ? 's' : ''} in config: ${issue.keys.join(', ')}. Accepted: widgets, gridConfig, lastUpdated.`
          : 'config must be a JSON object with widgets, gridConfig and lastUpdated.',
    },
  )
  .superRefine((layout, context) => {
    const refusal = layoutRefusal(layout);
    if (refusal) context.addIssue({ code: 'custom', message: refusal });
    else if (new TextEncoder().encode(JSON.stringify(layout)).length > DASHBOARD_LIMITS.bytes)
      context.addIssue({
        code: 'custom',
        message: `The dashboard configuration is too large: at most ${DASHBOARD_LIMITS.bytes / 1024} KB.`,
      });
  });
export type DashboardLayout = z.infer<typeof dashboardLayout>;

/** PUT /api/users/{username}/dashboard-config (spec §7: body config). */
export const dashboardConfigBody = bodyOf({ config: dashboardLayout });
export type DashboardConfigBody = z.infer<typeof dashboardConfigBody>;

/** Spec §3 dashboard config, as stored and answered (data.config). */
export const dashboardConfig = z.object({
  userId: z.string(),
  widgets: z.array(dashboardWidget),
  gridConfig,
  lastUpdated: z.string(),
});
export type DashboardConfig = z.infer<typeof dashboardConfig>;

/** DELETE /api/users/{username}/dashboard-config data: whether there was one to remove. */
export const dashboardRemoved = z.object({ deleted: z.boolean() });
export type DashboardRemoved = z.infer<typeof dashboardRemoved>;

const username = z
  .string({ error: 'username must be text.' })
  .min(1, { error: 'username must not be empty.' });

/** The dashboard messages' payloads: whose dashboard (by the profile's name) and who asks. */
export const dashboardConfigRequest = z.strictObject({
  username,
  viewerId: userIdField('viewerId').optional(),
});
export type DashboardConfigRequest = z.infer<typeof dashboardConfigRequest>;
export const dashboardConfigWrite = z.strictObject({
  username,
  userId: userIdField(),
  config: dashboardLayout,
});
export type DashboardConfigWrite = z.infer<typeof dashboardConfigWrite>;
export const dashboardConfigRemoval = z.strictObject({ username, userId: userIdField() });
export type DashboardConfigRemoval = z.infer<typeof dashboardConfigRemoval>;
