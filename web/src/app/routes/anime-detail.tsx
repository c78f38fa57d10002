import { slugMatches } from '@tracker/domain';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';

import { malIdFromLinkState, parseLegacyAnimeLink } from '../../config/paths';
import { AnimeLookup } from '../../features/anime-detail/components/anime-lookup';
import { NotFoundRoute } from './not-found';

/**
 * `/anime/{slug}` (spec §2). A link that pinned the mal_id in its state is read by id. Otherwise the slug
 * is resolved by the catalogue; pre-slug bookmarks (`/anime/{mal_id}-{slug}`, `/anime/{mal_id}`) still
 * work by their leading id. A slug such as '86-eighty-six' also starts with digits, so the id is only
 * trusted when the rest of the link matches that anime, and a bare number is tried as a slug first.
 */
export function AnimeDetailRoute() {
  const { slug = '' } = useParams();
  const state: unknown = useLocation().state;
  const pinned = malIdFromLinkState(state);
  const notFound = <NotFoundRoute />;

  if (pinned !== null) return <AnimeLookup by={{ malId: pinned }} whenMissing={notFound} />;
  const bySlug = (whenMissing: ReactNode) => <AnimeLookup by={{ slug }} whenMissing={whenMissing} />;
  const legacy = parseLegacyAnimeLink(slug);
  if (legacy === null) return bySlug(notFound);
  if (legacy.rest === null)
    return bySlug(<AnimeLookup by={{ malId: legacy.malId }} whenMissing={notFound} />);
  const { rest } = legacy;
  return (
    <AnimeLookup
      by={{ malId: legacy.malId }}
      accepts={(anime) => slugMatches(rest, anime)}
      whenMissing={bySlug(notFound)}
    />
  );
}
