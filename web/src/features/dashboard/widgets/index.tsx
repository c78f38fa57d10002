// Temporary: the widgets helper builds the real widgets at this path; this keeps the page compiling.
import {
  DASHBOARD_STATS,
  type DashboardStat,
  type DashboardWidget,
  type ListStatus,
  type WidgetData,
  type WidgetType,
} from '@tracker/contracts';

import { useAnimeTitles } from '../../lists/hooks/use-anime-titles';
import { useListSession } from '../../lists/hooks/use-list-session';

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

const LIST_OF: Partial<Record<WidgetType, ListStatus>> = {
  watching_list: 'watching',
  completed_list: 'completed',
  on_hold_list: 'on_hold',
  dropped_list: 'dropped',
  plan_to_watch_list: 'plan_to_watch',
};

const STAT_LABELS: Record<DashboardStat, string> = {
  totalAnime: 'Total anime',
  completedAnime: 'Completed',
  episodesWatched: 'Episodes watched',
  hoursWatched: 'Hours watched',
};

/** What the widget is set to show, until the real widgets load their data. */
export function WidgetContent({ widget }: { widget: DashboardWidget; username: string }) {
  const { data } = widget;
  if (widget.type === 'stats_overview')
    return <p>{(data.selectedStats ?? []).map((stat) => STAT_LABELS[stat]).join(', ')}</p>;
  if (LIST_OF[widget.type])
    return (
      <p>
        {data.displayMode === 'custom'
          ? `${data.selectedAnimeIds?.length ?? 0} picked titles`
          : 'The first 5 titles'}
      </p>
    );
  return <p>Up to {data.maxItems} items</p>;
}

export function WidgetSettings({
  widget,
  onChange,
}: {
  widget: DashboardWidget;
  username: string;
  onChange: (data: WidgetData) => void;
}) {
  const { data } = widget;
  const set = (change: Partial<WidgetData>) => onChange({ ...data, ...change });
  const status = LIST_OF[widget.type];
  return (
    <div className="widget-settings">
      {widget.type === 'stats_overview' ? (
        DASHBOARD_STATS.map((stat) => (
          <label key={stat}>
            <input
              type="checkbox"
              checked={data.selectedStats?.includes(stat) ?? false}
              onChange={(event) =>
                set({
                  selectedStats: event.target.checked
                    ? [...(data.selectedStats ?? []), stat]
                    : (data.selectedStats ?? []).filter((each) => each !== stat),
                })
              }
            />
            {STAT_LABELS[stat]}
          </label>
        ))
      ) : (
        <label>
          Max items
          <input
            type="number"
            min={1}
            max={50}
            value={data.maxItems ?? 10}
            onChange={(event) => set({ maxItems: Number(event.target.value) })}
          />
        </label>
      )}
      {status && <ListSettings status={status} data={data} set={set} />}
    </div>
  );
}

function ListSettings({
  status,
  data,
  set,
}: {
  status: ListStatus;
  data: WidgetData;
  set: (change: Partial<WidgetData>) => void;
}) {
  const ids = useListSession().animeLists[status].map((entry) => entry.animeId);
  const { anime } = useAnimeTitles(ids);
  const selected = data.selectedAnimeIds ?? [];
  return (
    <>
      <label>
        Display mode
        <select
          value={data.displayMode ?? 'first_5'}
          onChange={(event) => set({ displayMode: event.target.value as 'first_5' | 'custom' })}
        >
          <option value="first_5">First 5</option>
          <option value="custom">Custom</option>
        </select>
      </label>
      {data.displayMode === 'custom' && (
        <>
          <label>
            How many
            <input
              type="number"
              min={1}
              max={50}
              value={data.customCount ?? 5}
              onChange={(event) => set({ customCount: Number(event.target.value) })}
            />
          </label>
          {anime.map((title) => (
            <label key={title.mal_id}>
              <input
                type="checkbox"
                checked={selected.includes(title.mal_id)}
                onChange={(event) =>
                  set({
                    selectedAnimeIds: event.target.checked
                      ? [...selected, title.mal_id]
                      : selected.filter((id) => id !== title.mal_id),
                  })
                }
              />
              {title.title}
            </label>
          ))}
        </>
      )}
      <label>
        <input
          type="checkbox"
          checked={data.showScore ?? true}
          onChange={(event) => set({ showScore: event.target.checked })}
        />
        Show score
      </label>
      <label>
        <input
          type="checkbox"
          checked={data.showProgress ?? true}
          onChange={(event) => set({ showProgress: event.target.checked })}
        />
        Show progress
      </label>
    </>
  );
}
