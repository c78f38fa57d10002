import type { Anime, ExternalLink } from '@tracker/contracts';

import { useDetailResource } from '../hooks/use-detail-resource';
import { resourceErrorTitle, ResourceState } from './resource-state';

/** The public database's page, the links the catalogue already holds, and Jikan's external links, once each. */
function mergeLinks(anime: Anime, fetched: readonly ExternalLink[]): ExternalLink[] {
  const all = [
    ...(anime.url ? [{ name: 'MyAnimeList', url: anime.url }] : []),
    ...(anime.external ?? []),
    ...fetched,
  ];
  return all.filter((link, index) => all.findIndex((other) => other.url === link.url) === index);
}

export function ExternalLinksPanel({ anime }: { anime: Anime }) {
  const external = useDetailResource(anime.mal_id, 'external');
  const links = mergeLinks(anime, external.data ?? []);

  return (
    <section aria-labelledby="external-heading">
      <h2 id="external-heading">External links</h2>
      <ResourceState
        query={external}
        loadingLabel="Loading links…"
        errorTitle={resourceErrorTitle('external links', anime.mal_id)}
        isEmpty={() => links.length === 0}
        emptyMessage="No external links listed."
      >
        {() => (
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
      </ResourceState>
    </section>
  );
}
