import type { Anime, ListEntry } from '@tracker/contracts';
import type { TFunction } from 'i18next';

import { useTranslation } from '../../../i18n/use-translation';
import { AnimeCover } from '../../anime/components/anime-cover';
import { AnimeLink } from '../../anime/components/anime-link';

/*
 * A list entry drawn as a cover and a name (the quick-access tabs, the dashboard's list widgets). The
 * title may not have loaded yet (or be gone from the catalogue): then a blank cover and its id.
 */

interface EntryPartProps {
  entry: ListEntry;
  anime: Anime | undefined;
}

function entryTitle(t: TFunction<'lists'>, { entry, anime }: EntryPartProps): string {
  return anime?.title ?? t('entry.untitled', { id: String(entry.animeId) });
}

export function EntryCover({ anime }: { anime: Anime | undefined }) {
  return anime ? <AnimeCover anime={anime} /> : <div className="anime-cover anime-cover--missing" />;
}

/** A link to the detail page, or the plain name while there is no title to link to. */
export function EntryName({ entry, anime, className }: EntryPartProps & { className: string }) {
  const { t } = useTranslation('lists');
  return anime ? (
    <AnimeLink anime={anime} className={className} />
  ) : (
    <span className={className}>{entryTitle(t, { entry, anime })}</span>
  );
}

interface EntryProgressProps extends EntryPartProps {
  className: string;
  /** Said after the count ('3/12 episodes'); none where space is short. */
  unit?: string;
}

/** Episodes watched, as a bar and a count; an unknown total shows as '?'. */
export function EntryProgress({ entry, anime, className, unit }: EntryProgressProps) {
  const { t } = useTranslation('lists');
  const total = anime?.episodes ?? null;
  return (
    <span className={className}>
      <progress
        max={total ?? Math.max(entry.episodesWatched, 1)}
        value={entry.episodesWatched}
        aria-label={t('entry.progress', { title: entryTitle(t, { entry, anime }) })}
      />
      <span>
        {entry.episodesWatched}/{total ?? '?'}
        {unit && ` ${unit}`}
      </span>
    </span>
  );
}
