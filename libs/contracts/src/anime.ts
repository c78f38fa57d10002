// The anime shapes are schemas (schemas/anime-responses.ts); a type-only export keeps zod out of the main entry.
export type {
  Anime,
  AnimeAired,
  AnimeBroadcast,
  AnimeImages,
  AnimeImageSet,
  AnimeTitle,
  Episode,
  EpisodePage,
  ExternalLink,
  NamedResource,
} from './schemas/anime-responses.js';

/** The seasons in calendar order. */
export const ANIME_SEASONS = ['winter', 'spring', 'summer', 'fall'] as const;
export type AnimeSeason = (typeof ANIME_SEASONS)[number];

export const ANIME_STATUS = {
  finished: 'Finished Airing',
  airing: 'Currently Airing',
  upcoming: 'Not yet aired',
} as const;
