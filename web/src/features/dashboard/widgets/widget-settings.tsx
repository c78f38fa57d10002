import '../../../components/ui/field-group.css';

import {
  DASHBOARD_LIMITS,
  DASHBOARD_STATS,
  type DashboardStat,
  type DashboardWidget,
  type WidgetData,
} from '@tracker/contracts';
import { type ReactNode, useId, useState } from 'react';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../i18n/use-translation';
import { useAnimeTitles } from '../../lists/hooks/use-anime-titles';
import { useUserLists } from '../../users/api/get-user-lists';
import {
  cappedCount,
  isListWidget,
  LIST_WIDGET_STATUS,
  type ListWidgetType,
  resolvedData,
  togglePicked,
} from './widget-data';

export interface WidgetSettingsProps {
  widget: DashboardWidget;
  username: string;
  onChange: (data: WidgetData) => void;
}

/** The form that configures a widget's data; every change calls onChange with the whole new data. */
export function WidgetSettingsForm({ widget, username, onChange }: WidgetSettingsProps) {
  const { t } = useTranslation('dashboard');
  const data = resolvedData(widget.type, widget.data);
  const change = (patch: WidgetData) => onChange({ ...data, ...patch });

  if (isListWidget(widget.type)) {
    return <ListWidgetSettings type={widget.type} data={data} username={username} change={change} />;
  }
  if (widget.type === 'stats_overview') return <StatsOverviewSettings data={data} onChange={onChange} />;
  return (
    <div className="widget-settings">
      <CountField
        label={t('settings.maxItems')}
        value={data.maxItems}
        onChange={(maxItems) => change({ maxItems })}
      />
    </div>
  );
}

interface ListWidgetSettingsProps {
  type: ListWidgetType;
  data: WidgetData;
  username: string;
  change: (patch: WidgetData) => void;
}

function ListWidgetSettings({ type, data, username, change }: ListWidgetSettingsProps) {
  const { t } = useTranslation('dashboard');
  const modeId = useId();
  const custom = data.displayMode === 'custom';
  return (
    <div className="widget-settings">
      <div className="widget-settings__field">
        <label htmlFor={modeId}>{t('settings.displayMode')}</label>
        <select
          id={modeId}
          value={data.displayMode}
          onChange={(event) =>
            change({ displayMode: event.target.value === 'custom' ? 'custom' : 'first_5' })
          }
        >
          <option value="first_5">{t('settings.first5')}</option>
          <option value="custom">{t('settings.custom')}</option>
        </select>
      </div>
      {custom && (
        <>
          <CountField
            label={t('settings.howMany')}
            value={data.customCount}
            onChange={(customCount) => change({ customCount })}
          />
          <TitlePicker
            type={type}
            username={username}
            selected={data.selectedAnimeIds ?? []}
            onChange={(selectedAnimeIds) => change({ selectedAnimeIds })}
          />
        </>
      )}
      <Checkbox
        label={t('settings.showScore')}
        checked={data.showScore}
        onChange={(showScore) => change({ showScore })}
      />
      <Checkbox
        label={t('settings.showProgress')}
        checked={data.showProgress}
        onChange={(showProgress) => change({ showProgress })}
      />
      <CountField
        label={t('settings.maxItems')}
        value={data.maxItems}
        onChange={(maxItems) => change({ maxItems })}
      />
    </div>
  );
}

interface TitlePickerProps {
  type: ListWidgetType;
  username: string;
  selected: number[];
  onChange: (selected: number[]) => void;
}

/** One checkbox per title of the widget's list; titles are shown in the order they were picked. */
function TitlePicker({ type, username, selected, onChange }: TitlePickerProps) {
  const { t } = useTranslation('dashboard');
  const lists = useUserLists(username);
  const entries = lists.data?.lists[LIST_WIDGET_STATUS[type]] ?? [];
  const { anime } = useAnimeTitles(entries.map((entry) => entry.animeId));
  const titles = new Map(anime.map((item) => [item.mal_id, item.title]));
  const full = selected.length >= DASHBOARD_LIMITS.items;

  return (
    <fieldset className="field-group widget-settings__titles">
      <legend>{t('settings.titles')}</legend>
      {lists.isPending && <LoadingState label={t('settings.loadingTitles')} />}
      {lists.isError && <ErrorBanner title={t('settings.failedTitles')} detail={lists.error.message} />}
      {lists.isSuccess && entries.length === 0 && <p className="empty-state">{t('settings.noTitles')}</p>}
      {entries.length > 0 && (
        <p className="widget-settings__hint">
          {t('settings.picked', { count: selected.length, max: DASHBOARD_LIMITS.items })}
        </p>
      )}
      {entries.map((entry) => {
        const checked = selected.includes(entry.animeId);
        return (
          <Checkbox
            key={entry.animeId}
            label={titles.get(entry.animeId) ?? t('settings.untitled', { id: entry.animeId })}
            checked={checked}
            disabled={!checked && full}
            onChange={() => onChange(togglePicked(selected, entry.animeId))}
          />
        );
      })}
    </fieldset>
  );
}

function StatsOverviewSettings({
  data,
  onChange,
}: {
  data: WidgetData;
  onChange: (data: WidgetData) => void;
}) {
  const { t } = useTranslation('dashboard');
  const selected = data.selectedStats ?? [];
  const toggle = (stat: DashboardStat, on: boolean) =>
    onChange({
      ...data,
      selectedStats: DASHBOARD_STATS.filter((each) => (each === stat ? on : selected.includes(each))),
    });
  const { chartType: _chart, ...withoutChart } = data;

  return (
    <div className="widget-settings">
      <fieldset className="field-group">
        <legend>{t('settings.figures')}</legend>
        {DASHBOARD_STATS.map((stat) => (
          <Checkbox
            key={stat}
            label={t(`stats.${stat}`)}
            checked={selected.includes(stat)}
            onChange={(on) => toggle(stat, on)}
          />
        ))}
      </fieldset>
      <Checkbox
        label={t('settings.showChart')}
        checked={data.chartType === 'bar'}
        onChange={(on) => onChange(on ? { ...data, chartType: 'bar' } : withoutChart)}
      />
    </div>
  );
}

interface CheckboxProps {
  label: ReactNode;
  checked: boolean | undefined;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

function Checkbox({ label, checked = false, disabled, onChange }: CheckboxProps) {
  return (
    <label className="widget-settings__checkbox">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

interface CountFieldProps {
  label: string;
  value: number | undefined;
  onChange: (value: number) => void;
}

/**
 * A whole number from 1 to DASHBOARD_LIMITS.items. What is typed is kept while it is not a number yet
 * (an emptied field); a number outside the range is brought within it.
 */
function CountField({ label, value = 1, onChange }: CountFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(String(value));
  }

  return (
    <div className="widget-settings__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={DASHBOARD_LIMITS.items}
        step={1}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          const typed = event.target.valueAsNumber;
          if (Number.isFinite(typed)) {
            const capped = cappedCount(typed);
            if (capped !== typed) setDraft(String(capped));
            onChange(capped);
          }
        }}
        onBlur={() => setDraft(String(value))}
      />
    </div>
  );
}
