import type { DashboardWidget } from '@tracker/contracts';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useUserLists } from '../../users/api/get-user-lists';
import { WidgetAnimeList } from './widget-anime-list';
import { resolvedData } from './widget-data';
import { WIDGET_TITLES } from './widget-titles';

/** The favorite list, up to maxItems titles; the server leaves it out when the owner hides favorites. */
export function FavoriteAnimeWidget({ widget, username }: { widget: DashboardWidget; username: string }) {
  const lists = useUserLists(username);

  if (lists.isPending) return <LoadingState label="Loading favorite anime…" />;
  if (lists.isError) {
    return (
      <ErrorBanner
        title="Failed to load favorite anime"
        detail={lists.error.message}
        onRetry={() => void lists.refetch()}
      />
    );
  }

  const favorites = lists.data.lists.favorite;
  if (!favorites)
    return <p className="empty-state">@{lists.data.user.username} keeps their favorites hidden.</p>;
  if (favorites.length === 0) return <p className="empty-state">No favorite anime yet.</p>;
  const { maxItems } = resolvedData('favorite_anime', widget.data);
  return <WidgetAnimeList label={WIDGET_TITLES.favorite_anime} entries={favorites.slice(0, maxItems)} />;
}
