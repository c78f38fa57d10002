import type { DashboardWidget } from '@tracker/contracts';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../i18n/use-translation';
import { useUserLists } from '../../users/api/get-user-lists';
import { WidgetAnimeList } from './widget-anime-list';
import { LIST_WIDGET_STATUS, type ListWidgetType, resolvedData, shownEntries } from './widget-data';

/** One of the five list widgets: the first titles of that list, or the ones the owner picked. */
export function ListWidget({ widget, username }: { widget: DashboardWidget; username: string }) {
  const type = widget.type as ListWidgetType;
  const { t } = useTranslation('dashboard');
  const title = t(`titles.${type}`);
  const lists = useUserLists(username);

  if (lists.isPending) return <LoadingState label={t('widgets.loadingList', { title })} />;
  if (lists.isError) {
    return (
      <ErrorBanner
        title={t('widgets.failedList', { title })}
        detail={lists.error.message}
        onRetry={() => void lists.refetch()}
      />
    );
  }

  const entries = lists.data.lists[LIST_WIDGET_STATUS[type]] ?? [];
  if (entries.length === 0) return <p className="empty-state">{t('widgets.emptyList', { title })}</p>;
  const data = resolvedData(type, widget.data);
  const shown = shownEntries(entries, data);
  if (shown.length === 0) return <p className="empty-state">{t('widgets.nonePicked')}</p>;

  return (
    <WidgetAnimeList
      label={title}
      entries={shown}
      showScore={data.showScore}
      showProgress={data.showProgress}
    />
  );
}
