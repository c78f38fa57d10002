import type { Anime, ListEntry } from '@tracker/contracts';

import { useTranslation } from '../../../i18n/use-translation';
import { ScoreBadge } from '../../anime/components/score-badge';
import { EntryCover, EntryName, EntryProgress } from '../../lists/components/entry-parts';
import { useAnimeTitles } from '../../lists/hooks/use-anime-titles';

interface WidgetAnimeListProps {
  /** Names the list for screen readers: the widget's title. */
  label: string;
  entries: ListEntry[];
  showScore?: boolean;
  showProgress?: boolean;
}

/** Titles of a list or favorites widget: cover, a link to the detail page, and optionally score and progress. */
export function WidgetAnimeList({
  label,
  entries,
  showScore = false,
  showProgress = false,
}: WidgetAnimeListProps) {
  const { anime, isPending } = useAnimeTitles(entries.map((entry) => entry.animeId));
  const byId = new Map(anime.map((item) => [item.mal_id, item]));

  return (
    <ul className="widget-anime-list" aria-label={label} aria-busy={isPending}>
      {entries.map((entry) => (
        <WidgetAnimeItem
          key={entry.animeId}
          entry={entry}
          anime={byId.get(entry.animeId)}
          showScore={showScore}
          showProgress={showProgress}
        />
      ))}
    </ul>
  );
}

interface WidgetAnimeItemProps {
  entry: ListEntry;
  anime: Anime | undefined;
  showScore: boolean;
  showProgress: boolean;
}

function WidgetAnimeItem({ entry, anime, showScore, showProgress }: WidgetAnimeItemProps) {
  const { t } = useTranslation('dashboard');
  return (
    <li className="widget-anime-list__item">
      <div className="widget-anime-list__cover">
        <EntryCover anime={anime} />
      </div>
      <div className="widget-anime-list__text">
        <EntryName entry={entry} anime={anime} className="widget-anime-list__name" />
        {showScore && (
          <span className="widget-anime-list__score">
            {entry.score === null ? t('widgets.notScored') : <ScoreBadge score={entry.score} />}
          </span>
        )}
        {showProgress && (
          <EntryProgress
            entry={entry}
            anime={anime}
            className="widget-anime-list__progress"
            unit="episodes"
          />
        )}
      </div>
    </li>
  );
}
