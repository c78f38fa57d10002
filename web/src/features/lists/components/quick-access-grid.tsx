import '../../../components/ui/tile-grid.css';

import type { Anime, ListEntry, ListStatus } from '@tracker/contracts';
import { useId, useState } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { ScoreBadge } from '../../anime/components/score-badge';
import { useAnimeTitles } from '../hooks/use-anime-titles';
import { EntryCover, EntryName, EntryProgress } from './entry-parts';

/** Spec §9: a tab shows its first 6 titles until expanded. */
export const QUICK_ACCESS_SHOWN = 6;

interface QuickAccessGridProps {
  status: ListStatus;
  /** The tab's entries, newest change first, as many as it fetches. */
  entries: ListEntry[];
}

export function QuickAccessGrid({ status, entries }: QuickAccessGridProps) {
  const { t } = useTranslation('lists');
  const [expanded, setExpanded] = useState(false);
  const gridId = useId();
  const { anime, isPending } = useAnimeTitles(entries.map((entry) => entry.animeId));

  if (entries.length === 0) {
    return (
      <div className="quick-access__empty">
        <p>{t('quickAccess.empty', { status: t(`statuses.${status}`) })}</p>
        <button type="button" className="button button--secondary" onClick={focusSearch}>
          {t('quickAccess.search')}
        </button>
      </div>
    );
  }
  const byId = new Map(anime.map((item) => [item.mal_id, item]));
  const shown = expanded ? entries : entries.slice(0, QUICK_ACCESS_SHOWN);

  return (
    <>
      <ul id={gridId} className="tile-grid" aria-busy={isPending}>
        {shown.map((entry) => (
          <QuickAccessItem
            key={entry.animeId}
            entry={entry}
            anime={byId.get(entry.animeId)}
            showProgress={status === 'watching'}
          />
        ))}
      </ul>
      {entries.length > QUICK_ACCESS_SHOWN && (
        <button
          type="button"
          className="button button--secondary quick-access__more"
          aria-expanded={expanded}
          aria-controls={gridId}
          onClick={() => setExpanded((was) => !was)}
        >
          {expanded ? t('quickAccess.less') : t('quickAccess.all', { count: entries.length })}
        </button>
      )}
    </>
  );
}

interface QuickAccessItemProps {
  entry: ListEntry;
  anime: Anime | undefined;
  showProgress: boolean;
}

function QuickAccessItem({ entry, anime, showProgress }: QuickAccessItemProps) {
  return (
    <li className="quick-access__item">
      <div className="quick-access__cover">
        <EntryCover anime={anime} />
        {entry.score !== null && (
          <span className="quick-access__score">
            <ScoreBadge score={entry.score} />
          </span>
        )}
      </div>
      <EntryName entry={entry} anime={anime} className="quick-access__name" />
      {showProgress && <EntryProgress entry={entry} anime={anime} className="quick-access__progress" />}
    </li>
  );
}

/** Spec §2's way out of an empty tab: the header's search box, where titles are found and added. */
function focusSearch(): void {
  document.querySelector<HTMLInputElement>('[role="search"] input[role="combobox"]')?.focus();
}
