import './widgets.css';

import { type DashboardWidget, WIDGET_MAX_ITEMS_DEFAULT } from '@tracker/contracts';

import { UserActivity } from '../../activity/components/user-activity';
import { FavoriteCharacters } from '../../characters/components/favorite-characters';
import { FavoriteAnimeWidget } from './favorite-anime-widget';
import { ListWidget } from './list-widget';
import { StatsOverviewWidget } from './stats-overview-widget';
import { resolvedData } from './widget-data';
import { WidgetSettingsForm, type WidgetSettingsProps } from './widget-settings';

/** A widget's body, read-only, with the profile's real data. */
export function WidgetContent({ widget, username }: { widget: DashboardWidget; username: string }) {
  const { maxItems = WIDGET_MAX_ITEMS_DEFAULT } = resolvedData(widget.type, widget.data);
  switch (widget.type) {
    case 'favorite_anime':
      return <FavoriteAnimeWidget widget={widget} username={username} />;
    case 'favorite_characters':
      return <FavoriteCharacters username={username} limit={maxItems} />;
    case 'stats_overview':
      return <StatsOverviewWidget widget={widget} username={username} />;
    case 'recent_activity':
      return <UserActivity username={username} limit={maxItems} />;
    default:
      return <ListWidget widget={widget} username={username} />;
  }
}

/** The form that configures a widget's data (controlled: every change calls onChange with the new data). */
export function WidgetSettings(props: WidgetSettingsProps) {
  return <WidgetSettingsForm {...props} />;
}
