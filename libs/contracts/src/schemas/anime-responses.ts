import { z } from 'zod';

import { ANIME_SEASONS } from '../anime.js';

/** The public-database (Jikan v4) anime shape of spec §3, as every layer exchanges it. */
export const animeImageSet = z.object({
  image_url: z.string().nullable(),
  small_image_url: z.string().nullable(),
  large_image_url: z.string().nullable(),
});
export type AnimeImageSet = z.infer<typeof animeImageSet>;

export const animeImages = z.object({ jpg: animeImageSet, webp: animeImageSet });
export type AnimeImages = z.infer<typeof animeImages>;

export const animeTitle = z.object({ type: z.string(), title: z.string() });
export type AnimeTitle = z.infer<typeof animeTitle>;

export const namedResource = z.object({
  mal_id: z.number(),
  type: z.string(),
  name: z.string(),
  url: z.string(),
});
export type NamedResource = z.infer<typeof namedResource>;

export const animeAired = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  string: z.string().nullable(),
});
export type AnimeAired = z.infer<typeof animeAired>;

export const animeBroadcast = z.object({
  /** e.g. 'Mondays' */
  day: z.string().nullable(),
  /** HH:MM in JST */
  time: z.string().nullable(),
  timezone: z.string().nullable(),
  string: z.string().nullable(),
});
export type AnimeBroadcast = z.infer<typeof animeBroadcast>;

export const externalLink = z.object({ name: z.string(), url: z.string() });
export type ExternalLink = z.infer<typeof externalLink>;

export const anime = z.object({
  mal_id: z.number(),
  url: z.string(),
  images: animeImages,
  titles: z.array(animeTitle),
  title: z.string(),
  title_english: z.string().nullable(),
  title_japanese: z.string().nullable(),
  title_synonyms: z.array(z.string()),
  type: z.string().nullable(),
  source: z.string().nullable(),
  episodes: z.number().nullable(),
  status: z.string().nullable(),
  airing: z.boolean(),
  aired: animeAired,
  duration: z.string().nullable(),
  rating: z.string().nullable(),
  score: z.number().nullable(),
  scored_by: z.number().nullable(),
  rank: z.number().nullable(),
  popularity: z.number().nullable(),
  members: z.number().nullable(),
  favorites: z.number().nullable(),
  synopsis: z.string().nullable(),
  background: z.string().nullable(),
  season: z.enum(ANIME_SEASONS).nullable(),
  year: z.number().nullable(),
  broadcast: animeBroadcast,
  producers: z.array(namedResource),
  studios: z.array(namedResource),
  genres: z.array(namedResource),
  themes: z.array(namedResource),
  demographics: z.array(namedResource),
  external: z.array(externalLink).optional(),
});
export type Anime = z.infer<typeof anime>;

/** Spec §3 episode, as the public database returns it. */
export const episode = z.object({
  mal_id: z.number(),
  url: z.string().nullable(),
  title: z.string(),
  title_japanese: z.string().nullable(),
  title_romanji: z.string().nullable(),
  aired: z.string().nullable(),
  score: z.number().nullable(),
  filler: z.boolean(),
  recap: z.boolean(),
  forum_url: z.string().nullable(),
});
export type Episode = z.infer<typeof episode>;

/** Spec §3 episode page result. */
export const episodePage = z.object({
  data: z.array(episode),
  pagination: z.object({
    last_visible_page: z.number(),
    has_next_page: z.boolean(),
    current_page: z.number(),
    items: z.object({ count: z.number(), total: z.number(), per_page: z.number() }),
  }),
});
export type EpisodePage = z.infer<typeof episodePage>;
