import { z } from 'zod';

import { ANIME_RESOURCES } from '../messages/catalogue-details.js';
import { ANIME_SEARCH_TYPES, BATCH_MAX_IDS, TOP_ANIME_FILTERS } from '../messages/catalogue-search.js';
import { ENHANCED_SIMILAR_LIMIT, similarLimitError } from '../messages/catalogue-similar.js';
import { SLUG_MAX_LENGTH, slugify } from '../slug.js';
import { animeIdError, MAX_PAGE, pageError, parseAnimeId } from '../whole-number.js';
import { naming } from './body.js';
import { choice, field, idList, REFUSED, wholeNumberField } from './query-field.js';

/** `:id` of an anime: a whole number within Postgres integers (no title has a larger id). */
export const animeIdParam = field((value) => parseAnimeId(value) ?? REFUSED, animeIdError, {
  type: 'integer',
  minimum: 1,
  description: 'MyAnimeList id',
});

/** `?page=`: 1 when absent, else a whole number from 1 to MAX_PAGE. */
export const pageParam = wholeNumberField('page', MAX_PAGE, pageError, 1);

/** GET /api/database/top and its message. */
export const topQuery = z.object({
  type: choice('type', ANIME_SEARCH_TYPES),
  filter: choice('filter', TOP_ANIME_FILTERS),
  page: pageParam,
});
export type TopQuery = z.infer<typeof topQuery>;

/** GET /api/database/anime/batch and its message: `?ids=1,2,3` (or a list), 1 to 50 anime ids. */
export const batchQuery = z.object({
  ids: field(
    (value) => idList(value, BATCH_MAX_IDS),
    (value) =>
      `ids must be 1 to ${BATCH_MAX_IDS} comma-separated anime ids (positive whole numbers), got '${String(value ?? '')}'.`,
    { type: 'string', description: `1 to ${BATCH_MAX_IDS} anime ids, comma-separated.` },
  ),
});
export type BatchQuery = z.infer<typeof batchQuery>;

/** `:slug` of /anime/{slug}: normalised by the spec §2 rule, with a letter or digit left. */
export const slugParam = field(
  (value) => (typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && slugify(value)) || REFUSED,
  (value) =>
    `Slug must be at most ${SLUG_MAX_LENGTH} characters with a letter or digit, got '${String(value ?? '')}'.`,
  { type: 'string', maxLength: SLUG_MAX_LENGTH, description: 'A title slug (spec §2).' },
);

/** The title a slug names, and how long the detail page waits for an incomplete one (ignored unless a time). */
export const bySlugRequest = z.object({
  slug: slugParam,
  openedWaitUntil: z.number().optional().catch(undefined),
});
export type BySlugRequest = z.infer<typeof bySlugRequest>;

/** `:resource` of /api/anime/{id}/{resource}: one of Jikan's detail paths. */
export const animeResourceParam = z.enum(
  ANIME_RESOURCES,
  naming((value) => `Unknown anime resource '${String(value)}': use one of ${ANIME_RESOURCES.join(', ')}.`),
);

/** A detail sub-resource of a title; `page` for episodes only. */
export const animeResourceRequest = z.object({
  id: animeIdParam,
  resource: animeResourceParam,
  page: pageParam,
});
export type AnimeResourceQuery = z.infer<typeof animeResourceRequest>;

/** `?limit=` of the similar titles: 1 to 20, default 20. */
export const similarLimitParam = wholeNumberField(
  'limit',
  ENHANCED_SIMILAR_LIMIT,
  (value) => similarLimitError(value, ENHANCED_SIMILAR_LIMIT),
  ENHANCED_SIMILAR_LIMIT,
);

/** A title's similar titles; `localOnly` only when exactly true. */
export const similarRequest = z.object({
  id: animeIdParam,
  limit: similarLimitParam,
  localOnly: z
    .unknown()
    .optional()
    .transform((value) => value === true),
});
export type SimilarQuery = z.infer<typeof similarRequest>;
