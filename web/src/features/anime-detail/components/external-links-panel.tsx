import './external-links-panel.css';

import type { Anime, ExternalLink } from '@tracker/contracts';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../i18n/use-translation';
import { useDetailResource } from '../hooks/use-detail-resource';
import { resourceErrorTitle } from './resource-state';

/** The public database's page, the links the catalogue already holds, and Jikan's external links, once each. */
function mergeLinks(anime: Anime, fetched: readonly ExternalLink[]): ExternalLink[] {
  const all = [
    ...(anime.url ? [{ name: 'MyAnimeList', url: anime.url }] : []),
    ...(anime.external ?? []),
    ...fetched,
  ];
  return all.filter((link, index) => all.findIndex((other) => other.url === link.url) === index);
}

/** The links the record already holds show at once; Jikan's list joins them when it arrives. */
export function ExternalLinksPanel({ anime }: { anime: Anime }) {
  const { t } = useTranslation('animeDetail');
  const external = useDetailResource(anime.mal_id, 'external');
  const links = mergeLinks(anime, external.data ?? []);
  const settled = !external.isPending && !external.error;

  return (
    <section aria-labelledby="external-heading">
      <h2 id="external-heading">{t('external.heading')}</h2>
      {links.length > 0 && (
        <ul className="link-list">
          {links.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {external.error ? (
        <ErrorBanner
          title={resourceErrorTitle(t, 'external', anime.mal_id)}
          detail={external.error.message}
          onRetry={external.retry}
        />
      ) : (
        external.isPending && <LoadingState label={t('external.loading')} />
      )}
      {settled && links.length === 0 && <p className="empty-state">{t('external.empty')}</p>}
    </section>
  );
}
