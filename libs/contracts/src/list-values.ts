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
