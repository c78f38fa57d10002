import { z } from 'zod';

import { ANIME_SEASONS } from '../anime.js';
import { PAGE_SIZE } from '../envelope.js';
import {
  ANIME_SEARCH_ORDERS,
  ANIME_SEARCH_STATUSES,
  ANIME_SEARCH_TYPES,
  SEARCH_MAX_GENRES,
  SEARCH_SORTS,
  SEARCH_TEXT_MAX_LENGTH,
} from '../messages/catalogue-search.js';
import { MAX_PAGE, pageError } from '../whole-number.js';
import { asText, choice, idList, queryField, REFUSED, wholeNumberField } from './query-field.js';

const MAX_MIN_SCORE = 10;

/** GET /api/database/search and its message: one reading for the query string and the payload. */
export const searchQuery = z.object({
  q: queryField(
    (value) =>
      typeof value === 'string' && value.length <= SEARCH_TEXT_MAX_LENGTH
        ? value.trim() || undefined
        : REFUSED,
    () => `q must be text of at most ${SEARCH_TEXT_MAX_LENGTH} characters.`,
    undefined,
    { type: 'string', maxLength: SEARCH_TEXT_MAX_LENGTH },
  ),
  type: choice('type', ANIME_SEARCH_TYPES),
  status: choice('status', ANIME_SEARCH_STATUSES),
  min_score: queryField(
    (value) => {
      const text = asText(value);
      const score = typeof text === 'string' && /^\d+(\.\d+)?$/.test(text) ? Number(text) : text;
      return typeof score === 'number' && Number.isFinite(score) && score >= 0 && score <= MAX_MIN_SCORE
        ? score
        : REFUSED;
    },
    (value) => `min_score must be a number from 0 to ${MAX_MIN_SCORE}, got '${String(value)}'.`,
    undefined,
    { type: 'number', minimum: 0, maximum: MAX_MIN_SCORE },
  ),
  season: choice('season', ANIME_SEASONS),
  genres: queryField(
    (value) => idList(value, SEARCH_MAX_GENRES),
    (value) =>
      `genres must be up to ${SEARCH_MAX_GENRES} comma-separated genre ids (positive whole numbers), got '${String(value)}'.`,
    undefined,
    { type: 'string', description: 'Genre ids (mal_id), comma-separated, that must all be present.' },
  ),
  order_by: choice('order_by', ANIME_SEARCH_ORDERS),
  sort: choice('sort', SEARCH_SORTS),
  start_date: queryField(
    (value) => {
      const text = asText(value);
      const match = typeof text === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
      // Date.UTC rolls 2024-02-30 over into March: a real day survives the round trip unchanged.
      const real =
        match &&
        new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])).toISOString().startsWith(text as string);
      return real ? (text as string) : REFUSED;
    },
    (value) => `start_date must be a date as YYYY-MM-DD, got '${String(value)}'.`,
    undefined,
    { type: 'string', format: 'date' },
  ),
  page: wholeNumberField('page', MAX_PAGE, pageError, 1),
  limit: wholeNumberField(
    'limit',
    PAGE_SIZE,
    (value) => `limit must be a whole number from 1 to ${PAGE_SIZE}, got '${String(value)}'.`,
    PAGE_SIZE,
  ),
});
export type SearchQuery = z.infer<typeof searchQuery>;
