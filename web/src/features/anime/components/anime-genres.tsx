import type { NamedResource } from '@tracker/contracts';

import { useTranslation } from '../../../i18n/use-translation';
import { useDatabaseName } from '../hooks/use-database-name';

/** Spec §9: cards name two genres and count the rest. */
const GENRES_SHOWN = 2;

export function AnimeGenres({ genres }: { genres: readonly NamedResource[] }) {
  const { t } = useTranslation('anime');
  const databaseName = useDatabaseName();
  if (genres.length === 0) return null;
  const hidden = genres.length - GENRES_SHOWN;
  return (
    <ul className="anime-genres" aria-label={t('genres.label')}>
      {genres.slice(0, GENRES_SHOWN).map((genre) => (
        <li key={genre.mal_id} className="anime-genres__genre">
          {databaseName('genres', genre.name)}
        </li>
      ))}
      {hidden > 0 && <li className="anime-genres__more">{t('genres.more', { count: hidden })}</li>}
    </ul>
  );
}
