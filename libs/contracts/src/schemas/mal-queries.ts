import { z } from 'zod';

import {
  MAL_DEFAULT_LIMIT,
  MAL_LIMIT_MAX,
  MAL_QUERY_MIN_LENGTH,
  MAL_RANKING_TYPES,
  MAL_SEASONS,
  MAL_YEAR_MAX,
  MAL_YEAR_MIN,
} from '../messages/catalogue-proxy.js';
import { SEARCH_TEXT_MAX_LENGTH } from '../messages/catalogue-search.js';
import { parseWholeNumber } from '../whole-number.js';
import { animeIdParam } from './catalogue-queries.js';
import { choice, field, REFUSED, requiredChoice, wholeNumberField } from './query-field.js';

/**
 * The spec §7 MAL proxy's parameters: the gateway checks each where it enters (query or route), the
 * catalogue the whole payload, with the same messages.
 */

/** `q`: trimmed, 3 to 100 characters. */
export const malText = field(
  (value) => {
    const text = typeof value === 'string' ? value.trim() : '';
    return text.length >= MAL_QUERY_MIN_LENGTH && text.length <= SEARCH_TEXT_MAX_LENGTH ? text : REFUSED;
  },
  (value) =>
    `q must be ${MAL_QUERY_MIN_LENGTH} to ${SEARCH_TEXT_MAX_LENGTH} characters after trimming spaces, got '${String(value ?? '')}'.`,
  { type: 'string', minLength: MAL_QUERY_MIN_LENGTH, maxLength: SEARCH_TEXT_MAX_LENGTH },
);

/** `limit`: 1 to 100, default 25. */
export const malLimit = wholeNumberField(
  'limit',
  MAL_LIMIT_MAX,
  (value) => `limit must be a whole number from 1 to ${MAL_LIMIT_MAX}, got '${String(value)}'.`,
  MAL_DEFAULT_LIMIT,
);

export const malYear = field(
  (value) => parseWholeNumber(value, MAL_YEAR_MIN, MAL_YEAR_MAX) ?? REFUSED,
  (value) => `year must be a whole number from ${MAL_YEAR_MIN} to ${MAL_YEAR_MAX}, got '${String(value)}'.`,
  { type: 'integer', minimum: MAL_YEAR_MIN, maximum: MAL_YEAR_MAX },
);

/** `season`, case-insensitively, as lowercase. */
export const malSeason = requiredChoice('season', MAL_SEASONS);

/** `ranking_type`, case-insensitively, as lowercase; default all. */
export const malRankingType = choice('ranking_type', MAL_RANKING_TYPES, 'all');

/** Titles matching `q`, most members first. */
export const malSearchRequest = z.object({ q: malText, limit: malLimit });
export type MalSearch = z.infer<typeof malSearchRequest>;

export const malAnimeRequest = z.object({ id: animeIdParam });
export type MalAnime = z.infer<typeof malAnimeRequest>;

export const malSeasonRequest = z.object({ year: malYear, season: malSeason, limit: malLimit });
export type MalSeason = z.infer<typeof malSeasonRequest>;

export const malRankingRequest = z.object({ ranking_type: malRankingType, limit: malLimit });
export type MalRanking = z.infer<typeof malRankingRequest>;
