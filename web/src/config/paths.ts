import { animeSlug, type SlugSource } from '@tracker/domain';

/**
 * What a link to a detail page carries besides its URL: the exact title, since two anime can share a
 * slug. The router keeps it in the history entry, so a reload still knows it.
 */
export interface AnimeLinkState {
  malId: number;
}

/** Every route of spec §2 in one place: the router's patterns and the links built to them. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  anime: {
    path: '/anime/:slug',
    /** Spec §2 `/anime/{slug}`; a title that yields no slug (all punctuation) falls back to its mal_id. */
    getHref: (anime: SlugSource & { mal_id: number }) => `/anime/${animeSlug(anime) || anime.mal_id}`,
    getState: (anime: { mal_id: number }): AnimeLinkState => ({ malId: anime.mal_id }),
  },
  profile: { path: '/profile', getHref: () => '/profile' },
  user: { path: '/user/:username', getHref: (username: string) => `/user/${encodeURIComponent(username)}` },
  admin: { path: '/admin', getHref: () => '/admin' },
} as const;

const isMalId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The mal_id a link pinned in `location.state`, if any. */
export function malIdFromLinkState(state: unknown): number | null {
  const malId = (state as Partial<AnimeLinkState> | null)?.malId;
  return isMalId(malId) ? malId : null;
}

/** A pre-slug link: `/anime/{mal_id}-{slug}` (`rest` is the slug) or a bare `/anime/{mal_id}` (`rest` null). */
export interface LegacyAnimeLink {
  malId: number;
  rest: string | null;
}

/** Reads a path segment as a pre-slug link; null when it does not start with a mal_id. */
export function parseLegacyAnimeLink(segment: string): LegacyAnimeLink | null {
  const match = /^(\d+)(?:-(.+))?$/.exec(segment);
  const malId = match ? Number(match[1]) : Number.NaN;
  return match && isMalId(malId) ? { malId, rest: match[2] ?? null } : null;
}
