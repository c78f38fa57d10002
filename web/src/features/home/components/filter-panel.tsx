import './filter-panel.css';

import {
  GENRE_FILTER_OPTIONS,
  ORDER_BY_FILTER_OPTIONS,
  SCORE_FILTER_OPTIONS,
  SORT_FILTER_OPTIONS,
  STATUS_FILTER_OPTIONS,
  TYPE_FILTER_OPTIONS,
  YEAR_FILTER_OPTIONS,
} from '@tracker/domain';
import type { TFunction } from 'i18next';
import { useId } from 'react';

import { RemovableChip } from '../../../components/ui/removable-chip';
import { useTranslation } from '../../../i18n/use-translation';
import { useDatabaseName } from '../../anime/hooks/use-database-name';
import { type FilterChipParts, filterChips, type HomeFilters, NO_FILTERS } from '../home-params';

interface FilterPanelProps {
  filters: HomeFilters;
  onChange: (filters: HomeFilters) => void;
}

/** Spec §2 filter panel with the spec §9 options, the active filters as chips and Clear All. */
export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  const { t } = useTranslation('home');
  const databaseName = useDatabaseName();
  const chips = filterChips(filters).map((chip) => ({
    ...chip,
    label: chip.parts.field === 'genre' ? databaseName('genres', chip.parts.value) : chipLabel(t, chip.parts),
  }));
  const set = (patch: Partial<HomeFilters>) => onChange({ ...filters, ...patch });
  const toggleGenre = (id: number) =>
    set({
      genres: filters.genres.includes(id) ? filters.genres.filter((g) => g !== id) : [...filters.genres, id],
    });

  return (
    <section id="home-filter-panel" className="filter-panel" aria-label={t('filters.label')}>
      <div className="filter-panel__selects">
        <FilterSelect
          label={t('filters.score')}
          value={filters.minScore}
          options={SCORE_FILTER_OPTIONS}
          onChange={(value) => set({ minScore: value === '' ? undefined : Number(value) })}
        />
        <FilterSelect
          label={t('filters.year')}
          value={filters.year}
          options={YEAR_FILTER_OPTIONS}
          onChange={(value) => set({ year: value === '' ? undefined : Number(value) })}
        />
        <FilterSelect
          label={t('filters.type')}
          value={filters.type}
          options={TYPE_FILTER_OPTIONS}
          optionLabel={(option) => t(`filters.types.${option.value}`)}
          onChange={(value) => set({ type: TYPE_FILTER_OPTIONS.find((o) => o.value === value)?.value })}
        />
        <FilterSelect
          label={t('filters.status')}
          value={filters.status}
          options={STATUS_FILTER_OPTIONS}
          optionLabel={(option) => t(`filters.statuses.${option.value}`)}
          onChange={(value) => set({ status: STATUS_FILTER_OPTIONS.find((o) => o.value === value)?.value })}
        />
        <FilterSelect
          label={t('filters.orderBy')}
          value={filters.orderBy}
          options={ORDER_BY_FILTER_OPTIONS}
          optionLabel={(option) => t(`filters.orders.${option.value}`)}
          onChange={(value) => {
            const orderBy = ORDER_BY_FILTER_OPTIONS.find((o) => o.value === value)?.value;
            set({ orderBy, sort: orderBy ? filters.sort : undefined });
          }}
        />
        {/* Spec §5: no direction without something to order by. */}
        <FilterSelect
          label={t('filters.sort')}
          value={filters.sort}
          options={SORT_FILTER_OPTIONS}
          optionLabel={(option) => t(`filters.sorts.${option.value}`)}
          disabled={!filters.orderBy}
          onChange={(value) => set({ sort: SORT_FILTER_OPTIONS.find((o) => o.value === value)?.value })}
        />
      </div>

      <fieldset className="filter-panel__genres">
        <legend>{t('filters.genres')}</legend>
        {GENRE_FILTER_OPTIONS.map(({ id, name }) => (
          <button
            key={id}
            type="button"
            className="filter-panel__genre"
            aria-pressed={filters.genres.includes(id)}
            onClick={() => toggleGenre(id)}
          >
            {databaseName('genres', name)}
          </button>
        ))}
      </fieldset>

      {chips.length > 0 && (
        <div className="filter-panel__active">
          <ul className="filter-panel__chips" aria-label={t('filters.active')}>
            {chips.map((chip) => (
              <li key={chip.key}>
                <RemovableChip
                  label={chip.label}
                  removeLabel={t('filters.remove', { label: chip.label })}
                  onRemove={() => onChange(chip.without)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className="button button--secondary" onClick={() => onChange(NO_FILTERS)}>
            {t('filters.clearAll')}
          </button>
        </div>
      )}
    </section>
  );
}

interface FilterOption<T> {
  label: string;
  value: T;
}

interface FilterSelectProps<T extends string | number> {
  label: string;
  value: T | undefined;
  options: readonly FilterOption<T>[];
  /** An option's name in the language shown; the spec's label (a score, a year) when absent. */
  optionLabel?: (option: FilterOption<T>) => string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

function FilterSelect<T extends string | number>({
  label,
  value,
  options,
  optionLabel = (option) => option.label,
  disabled,
  onChange,
}: FilterSelectProps<T>) {
  const { t } = useTranslation('home');
  const id = useId();
  return (
    <div className="filter-panel__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('filters.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A field's chip in the language shown: its field and value ('Type TV', 'Order by Title (Descending)'). */
function chipLabel(t: TFunction<'home'>, parts: Exclude<FilterChipParts, { field: 'genre' }>): string {
  switch (parts.field) {
    case 'score':
    case 'year':
      return t(`filters.chips.${parts.field}`, { value: parts.value });
    case 'type':
      return t('filters.chips.type', { value: t(`filters.types.${parts.value}`) });
    case 'status':
      return t('filters.chips.status', { value: t(`filters.statuses.${parts.value}`) });
    case 'order':
      return parts.sort
        ? t('filters.chips.orderWithSort', {
            value: t(`filters.orders.${parts.value}`),
            sort: t(`filters.sorts.${parts.sort}`),
          })
        : t('filters.chips.order', { value: t(`filters.orders.${parts.value}`) });
  }
}
