import { animeSlug, type SlugSource } from '@tracker/domain';

/** Every route of spec §2 in one place: the router's patterns and the links built to them. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  anime: {
    path: '/anime/:slug',
    // The mal_id prefix lets the detail route find the anime until slug resolution (issue 4)
    // lands in the catalogue; the part after it is the spec §2 slug.
    getHref: (anime: SlugSource & { mal_id: number }) => {
      const slug = animeSlug(anime);
      return `/anime/${slug ? `${anime.mal_id}-${slug}` : anime.mal_id}`;
    },
  },
  profile: { path: '/profile', getHref: () => '/profile' },
  user: { path: '/user/:username', getHref: (username: string) => `/user/${encodeURIComponent(username)}` },
  admin: { path: '/admin', getHref: () => '/admin' },
} as const;

/** The mal_id at the front of an `/anime/{mal_id}-{slug}` (or bare `/anime/{mal_id}`) path segment. */
export function malIdFromSlug(slug: string): number | null {
  const match = /^(\d+)(?:-|$)/.exec(slug);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
