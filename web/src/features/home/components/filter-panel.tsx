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
import { useId } from 'react';

import { RemovableChip } from '../../../components/ui/removable-chip';
import { filterChips, type HomeFilters, NO_FILTERS } from '../home-params';

interface FilterPanelProps {
  filters: HomeFilters;
  onChange: (filters: HomeFilters) => void;
}

/** Spec §2 filter panel with the spec §9 options, the active filters as chips and Clear All. */
export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  const chips = filterChips(filters);
  const set = (patch: Partial<HomeFilters>) => onChange({ ...filters, ...patch });
  const toggleGenre = (id: number) =>
    set({
      genres: filters.genres.includes(id) ? filters.genres.filter((g) => g !== id) : [...filters.genres, id],
    });

  return (
    <section id="home-filter-panel" className="filter-panel" aria-label="Filters">
      <div className="filter-panel__selects">
        <FilterSelect
          label="Score"
          value={filters.minScore}
          options={SCORE_FILTER_OPTIONS}
          onChange={(value) => set({ minScore: value === '' ? undefined : Number(value) })}
        />
        <FilterSelect
          label="Year"
          value={filters.year}
          options={YEAR_FILTER_OPTIONS}
          onChange={(value) => set({ year: value === '' ? undefined : Number(value) })}
        />
        <FilterSelect
          label="Type"
          value={filters.type}
          options={TYPE_FILTER_OPTIONS}
          onChange={(value) => set({ type: TYPE_FILTER_OPTIONS.find((o) => o.value === value)?.value })}
        />
        <FilterSelect
          label="Status"
          value={filters.status}
          options={STATUS_FILTER_OPTIONS}
          onChange={(value) => set({ status: STATUS_FILTER_OPTIONS.find((o) => o.value === value)?.value })}
        />
        <FilterSelect
          label="Order by"
          value={filters.orderBy}
          options={ORDER_BY_FILTER_OPTIONS}
          onChange={(value) => {
            const orderBy = ORDER_BY_FILTER_OPTIONS.find((o) => o.value === value)?.value;
            set({ orderBy, sort: orderBy ? filters.sort : undefined });
          }}
        />
        {/* Spec §5: no direction without something to order by. */}
        <FilterSelect
          label="Sort"
          value={filters.sort}
          options={SORT_FILTER_OPTIONS}
          disabled={!filters.orderBy}
          onChange={(value) => set({ sort: SORT_FILTER_OPTIONS.find((o) => o.value === value)?.value })}
        />
      </div>

      <fieldset className="filter-panel__genres">
        <legend>Genres</legend>
        {GENRE_FILTER_OPTIONS.map(({ id, name }) => (
          <button
            key={id}
            type="button"
            className="filter-panel__genre"
            aria-pressed={filters.genres.includes(id)}
            onClick={() => toggleGenre(id)}
          >
            {name}
          </button>
        ))}
      </fieldset>

      {chips.length > 0 && (
        <div className="filter-panel__active">
          <ul className="filter-panel__chips" aria-label="Active filters">
            {chips.map((chip) => (
              <li key={chip.key}>
                <RemovableChip
                  label={chip.label}
                  removeLabel={`Remove filter ${chip.label}`}
                  onRemove={() => onChange(chip.without)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className="button button--secondary" onClick={() => onChange(NO_FILTERS)}>
            Clear All
          </button>
        </div>
      )}
    </section>
  );
}

interface FilterSelectProps {
  label: string;
  value: string | number | undefined;
  options: readonly { label: string; value: string | number }[];
  disabled?: boolean;
  onChange: (value: string) => void;
}

function FilterSelect({ label, value, options, disabled, onChange }: FilterSelectProps) {
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
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
