import { useTranslation } from '../../../i18n/use-translation';
import { useDetailResource } from '../hooks/use-detail-resource';
import { resourceErrorTitle, ResourceState } from './resource-state';

/** Opening and ending songs as Jikan writes them ('1: "Title" by Artist (eps 1-12)'). */
export function ThemesPanel({ malId }: { malId: number }) {
  const { t } = useTranslation('animeDetail');
  const themes = useDetailResource(malId, 'themes');
  const openings = themes.data?.openings ?? [];
  const endings = themes.data?.endings ?? [];

  return (
    <section aria-labelledby="themes-heading">
      <h2 id="themes-heading">{t('themes.heading')}</h2>
      <ResourceState
        query={themes}
        loadingLabel={t('themes.loading')}
        errorTitle={resourceErrorTitle(t, 'themes', malId)}
        isEmpty={() => openings.length + endings.length === 0}
        emptyMessage={t('themes.empty')}
      >
        {() => (
          <div className="theme-lists">
            <SongList heading="Openings" songs={openings} />
            <SongList heading="Endings" songs={endings} />
          </div>
        )}
      </ResourceState>
    </section>
  );
}

function SongList({ heading, songs }: { heading: string; songs: readonly string[] }) {
  if (songs.length === 0) return null;
  return (
    <div>
      <h3>{heading}</h3>
      <ul className="theme-lists__songs">
        {songs.map((song, index) => (
          <li key={`${index}-${song}`}>{song}</li>
        ))}
      </ul>
    </div>
  );
}
