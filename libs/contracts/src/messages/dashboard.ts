import type {
  DashboardConfig,
  DashboardConfigRemoval,
  DashboardConfigRequest,
  DashboardConfigWrite,
  DashboardRemoved,
} from '../schemas/dashboard-config.js';
import { request } from './message.js';

export type {
  DashboardConfig,
  DashboardConfigRemoval,
  DashboardConfigRequest,
  DashboardConfigWrite,
  DashboardLayout,
  DashboardRemoved,
  DashboardWidget,
  GridCell,
  GridConfig,
  WidgetData,
} from '../schemas/dashboard-config.js';

/** Spec §3 widget types, in the order a new dashboard lists them. */
export const WIDGET_TYPES = [
  'favorite_anime',
  'favorite_characters',
  'stats_overview',
  'recent_activity',
  'watching_list',
  'completed_list',
  'on_hold_list',
  'dropped_list',
  'plan_to_watch_list',
] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

/** The widgets that show favorites: hidden from others when the owner turned showFavorites off. */
export const FAVORITE_WIDGET_TYPES: readonly WidgetType[] = ['favorite_anime', 'favorite_characters'];

/** Spec §3 stats_overview figures and chart. */
export const DASHBOARD_STATS = ['totalAnime', 'completedAnime', 'episodesWatched', 'hoursWatched'] as const;
export type DashboardStat = (typeof DASHBOARD_STATS)[number];
export const CHART_TYPES = ['bar'] as const;
/** A list widget shows its first 5 titles, or the ones picked (customCount of selectedAnimeIds). */
export const DISPLAY_MODES = ['first_5', 'custom'] as const;

/** Spec §3 defaults: maxItems 10, customCount 5. */
export const WIDGET_MAX_ITEMS_DEFAULT = 10;
export const WIDGET_CUSTOM_COUNT_DEFAULT = 5;

/** Caps a saved dashboard must stay within (issue 19): each refused with a 400 that names it. */
export const DASHBOARD_LIMITS = {
  /** One widget per type. */
  widgets: WIDGET_TYPES.length,
  cells: 30,
  rows: 50,
  columns: 4,
  /** maxItems, customCount and the titles picked for one widget. */
  items: 50,
  /** The configuration as JSON. */
  bytes: 64 * 1024,
} as const;

/** Edits made offline may carry a client clock ahead of the server's by this much at most. */
export const DASHBOARD_CLOCK_SKEW_MS = 24 * 60 * 60_000;

/** The answer to a save: the stored config, or the newer one a stale write lost to (a 409). */
export type DashboardSaveResult = { saved: DashboardConfig } | { conflict: DashboardConfig };

export const DASHBOARD = {
  /**
   * The profile's dashboard (spec §7 GET /api/users/{username}/dashboard-config). NOT_FOUND 'User not
   * found.' alike for unknown and private profiles; for others than the owner, NOT_FOUND when none exists
   * (the owner's is created from the default). Widget types it lacks are appended and saved back; the
   * favorite widgets are left out for others when the owner hides favorites.
   */
  get: request<DashboardConfigRequest, DashboardConfig>('dashboard', 'dashboard.config.get'),
  /** The owner's save, refused as a conflict when the stored config is newer than the one it started from. */
  save: request<DashboardConfigWrite, DashboardSaveResult>('dashboard', 'dashboard.config.save'),
  /** The owner's dashboard removed: the next read starts again from the default. */
  remove: request<DashboardConfigRemoval, DashboardRemoved>('dashboard', 'dashboard.config.delete'),
};
