import type { WidgetType } from '@tracker/contracts';

/** Each widget's heading, and the name its edit buttons carry. */
export const WIDGET_TITLES: Record<WidgetType, string> = {
  favorite_anime: 'Favorite Anime',
  favorite_characters: 'Favorite Characters',
  stats_overview: 'Stats Overview',
  recent_activity: 'Recent Activity',
  watching_list: 'Watching',
  completed_list: 'Completed',
  on_hold_list: 'On Hold',
  dropped_list: 'Dropped',
  plan_to_watch_list: 'Plan to Watch',
};
