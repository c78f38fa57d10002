import {
  DASHBOARD_LIMITS,
  type ListEntry,
  type ListStatus,
  type WidgetData,
  type WidgetType,
} from '@tracker/contracts';
import { defaultWidgetData } from '@tracker/domain';

/** Spec §3: a list widget in first_5 mode shows the first five titles of its list. */
export const FIRST_TITLES_SHOWN = 5;

/** The list each list widget shows. */
export const LIST_WIDGET_STATUS = {
  watching_list: 'watching',
  completed_list: 'completed',
  on_hold_list: 'on_hold',
  dropped_list: 'dropped',
  plan_to_watch_list: 'plan_to_watch',
} as const satisfies Partial<Record<WidgetType, ListStatus>>;
export type ListWidgetType = keyof typeof LIST_WIDGET_STATUS;

export const isListWidget = (type: WidgetType): type is ListWidgetType => type in LIST_WIDGET_STATUS;

/**
 * A widget's settings with spec §3's defaults for what its data leaves out. chartType has no default
 * here: a stats widget saved without it shows no chart.
 */
export function resolvedData(type: WidgetType, data: WidgetData): WidgetData {
  const defaults = defaultWidgetData(type);
  delete defaults.chartType;
  return { ...defaults, ...data };
}

/** A count setting kept within 1 and the dashboard's item cap (DASHBOARD_LIMITS.items). */
export const cappedCount = (value: number) =>
  Math.min(DASHBOARD_LIMITS.items, Math.max(1, Math.trunc(value)));

/**
 * The entries a list widget shows: the first five of the list, or the titles picked (in the order
 * picked, those still on the list, customCount of them); never more than maxItems.
 */
export function shownEntries(entries: readonly ListEntry[], data: WidgetData): ListEntry[] {
  const { maxItems, displayMode, customCount, selectedAnimeIds = [] } = data;
  const picked =
    displayMode === 'custom'
      ? selectedAnimeIds
          .flatMap((id) => entries.find((entry) => entry.animeId === id) ?? [])
          .slice(0, customCount)
      : entries.slice(0, FIRST_TITLES_SHOWN);
  return picked.slice(0, maxItems);
}

/** Titles picked for a custom list widget, in the order picked, at most DASHBOARD_LIMITS.items. */
export function togglePicked(selected: readonly number[], animeId: number): number[] {
  if (selected.includes(animeId)) return selected.filter((id) => id !== animeId);
  return selected.length < DASHBOARD_LIMITS.items ? [...selected, animeId] : [...selected];
}

/** The stats_overview figures' labels, in the order the widget shows them. */
