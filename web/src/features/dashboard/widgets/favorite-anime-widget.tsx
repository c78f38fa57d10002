import type { DashboardWidget } from '@tracker/contracts';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../i18n/use-translation';
import { useUserLists } from '../../users/api/get-user-lists';
import { WidgetAnimeList } from './widget-anime-list';
import { resolvedData } from './widget-data';

/** The favorite list, up to maxItems titles; the server leaves it out when the owner hides favorites. */
export function FavoriteAnimeWidget({ widget, username }: { widget: DashboardWidget; username: string }) {
  const { t } = useTranslation('dashboard');
  const lists = useUserLists(username);

  if (lists.isPending) return <LoadingState label={t('widgets.loadingFavorites')} />;
  if (lists.isError) {
    return (
      <ErrorBanner
        title={t('widgets.failedFavorites')}
        detail={lists.error.message}
        onRetry={() => void lists.refetch()}
      />
    );
  }

  const favorites = lists.data.lists.favorite;
  if (!favorites)
    return (
      <p className="empty-state">{t('widgets.hiddenFavorites', { username: lists.data.user.username })}</p>
    );
  if (favorites.length === 0) return <p className="empty-state">{t('widgets.noFavorites')}</p>;
  const { maxItems } = resolvedData('favorite_anime', widget.data);
  return <WidgetAnimeList label={t('titles.favorite_anime')} entries={favorites.slice(0, maxItems)} />;
}
