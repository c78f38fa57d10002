import { z } from 'zod';

import { ANIME_SEARCH_TYPES, BATCH_MAX_IDS, TOP_ANIME_FILTERS } from '../messages/catalogue-search.js';
import { animeIdError, MAX_PAGE, pageError, parseAnimeId } from '../whole-number.js';
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
