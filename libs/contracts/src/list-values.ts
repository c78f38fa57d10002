import { LIST_STATUSES } from './messages/lists.js';

/** The bounds of a list entry's values and the messages that refuse the rest, named by the schemas. */
export const MIN_SCORE = 1;
export const MAX_SCORE = 10;
export const MAX_TIMES_REWATCHED = 1_000;

export const statusError = (value: unknown) =>
  `status must be one of ${LIST_STATUSES.join(', ')}, got '${String(value)}'.`;

export const scoreError = (value: unknown) =>
  `score must be a whole number from ${MIN_SCORE} to ${MAX_SCORE}, or null to remove it, got '${String(value)}'.`;

export const timesRewatchedError = (value: unknown) =>
  `timesRewatched must be a whole number from 0 to ${MAX_TIMES_REWATCHED}, got '${String(value)}'.`;

/** Longer than any real series: a sanity bound for titles whose episode count is unknown. */
export const MAX_EPISODE_NUMBER = 10_000;

/** An episode number in a route, refused before the title's count is known. */
export const episodeRouteError = (value: unknown) =>
  `episodeNumber must be a positive whole number, got '${String(value)}'.`;
