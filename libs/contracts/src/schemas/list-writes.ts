import { z } from 'zod';

import {
  MAX_SCORE,
  MAX_TIMES_REWATCHED,
  MIN_SCORE,
  scoreError,
  statusError,
  timesRewatchedError,
} from '../list-values.js';
import { FAVORITE, LIST_STATUSES } from '../messages/lists.js';
import { MAX_ANIME_ID } from '../whole-number.js';
import { bodyOf, flag, naming, wholeNumber } from './body.js';

/** An anime id in a body: a whole number within Postgres integers (no title has a larger id). */
export const bodyAnimeId = wholeNumber(1, MAX_ANIME_ID, (value) =>
  Number.isInteger(value) && (value as number) > MAX_ANIME_ID
    ? `animeId must be a whole number from 1 to ${MAX_ANIME_ID}, got '${String(value)}'.`
    : `animeId must be a positive whole number, got '${String(value)}'.`,
);

const ADD_STATUSES = [...LIST_STATUSES, FAVORITE] as const;

const score = wholeNumber(MIN_SCORE, MAX_SCORE, scoreError).nullable();

/** POST /api/auth/anime-lists: the title, and its status (or the favorite flag) with an optional score. */
export const addEntryBody = bodyOf({
  animeId: bodyAnimeId,
  status: z.enum(
    ADD_STATUSES,
    naming((value) => `status must be one of ${ADD_STATUSES.join(', ')}, got '${String(value)}'.`),
  ),
  score: score.optional(),
});
export type AddEntryBody = z.infer<typeof addEntryBody>;

const updateFields = {
  // Today's wording, pinned as it is: the sentence lost its full stop when 'Or null' was appended.
  status: z
    .enum(
      LIST_STATUSES,
      naming((value) => `${statusError(value).slice(0, -1)} Or null to remove it.`),
    )
    .nullable()
    .optional(),
  score: score.optional(),
  isFavorite: flag('isFavorite').optional(),
  timesRewatched: wholeNumber(0, MAX_TIMES_REWATCHED, timesRewatchedError).optional(),
  isPrivate: flag('isPrivate').optional(),
  /** Only the title's episode count bounds it, which the service looks up. */
  episodesWatched: z.unknown().optional(),
};

/** PUT /api/auth/anime-lists/{animeId}: the entry's fields to change, at least one. */
export const updateEntryBody = bodyOf(updateFields).refine((body) => Object.keys(body).length > 0, {
  error: `The request body names no field to change. Accepted: ${Object.keys(updateFields).join(', ')}.`,
});
export type UpdateEntryBody = z.infer<typeof updateEntryBody>;
