import type { DashboardWidget } from '@tracker/contracts';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useUserLists } from '../../users/api/get-user-lists';
import { WidgetAnimeList } from './widget-anime-list';
import { LIST_WIDGET_STATUS, type ListWidgetType, resolvedData, shownEntries } from './widget-data';
import { WIDGET_TITLES } from './widget-titles';

/** One of the five list widgets: the first titles of that list, or the ones the owner picked. */
export function ListWidget({ widget, username }: { widget: DashboardWidget; username: string }) {
  const type = widget.type as ListWidgetType;
  const title = WIDGET_TITLES[type];
  const lists = useUserLists(username);

  if (lists.isPending) return <LoadingState label={`Loading ${title}…`} />;
  if (lists.isError) {
    return (
      <ErrorBanner
        title={`Failed to load ${title}`}
        detail={lists.error.message}
        onRetry={() => void lists.refetch()}
      />
    );
  }

  const entries = lists.data.lists[LIST_WIDGET_STATUS[type]] ?? [];
  if (entries.length === 0) return <p className="empty-state">No titles in {title} yet.</p>;
  const data = resolvedData(type, widget.data);
  const shown = shownEntries(entries, data);
  if (shown.length === 0) return <p className="empty-state">No titles picked for this widget yet.</p>;

  return (
    <WidgetAnimeList
      label={title}
      entries={shown}
      showScore={data.showScore}
      showProgress={data.showProgress}
    />
  );
}
