import {
  LIST_STATUSES,
  type ListStatus,
  MAX_EPISODE_NUMBER,
  MAX_SCORE,
  MIN_SCORE,
  parseWholeNumber,
} from '@tracker/contracts';

// The values' bounds and messages live in contracts, where the schemas name them.
export {
  episodeRouteError,
  MAX_EPISODE_NUMBER,
  MAX_SCORE,
  MAX_TIMES_REWATCHED,
  MIN_SCORE,
  scoreError,
  statusError,
  timesRewatchedError,
} from '@tracker/contracts';

export function isListStatus(value: unknown): value is ListStatus {
  return (LIST_STATUSES as readonly unknown[]).includes(value);
}

/** A score as sent: a whole number 1–10, or null to remove it; undefined when it is not one. */
export function parseScore(value: unknown): number | null | undefined {
  if (value === null) return null;
  return typeof value === 'number' ? (parseWholeNumber(value, MIN_SCORE, MAX_SCORE) ?? undefined) : undefined;
}

/** Episode numbers run from 1 to the title's count when known, else to a sanity bound. */
export function episodeNumberError(value: unknown, totalEpisodes: number | null): string {
  return totalEpisodes === null
    ? `episodeNumber must be a whole number from 1 to ${MAX_EPISODE_NUMBER}, got '${String(value)}'.`
    : `episodeNumber must be a whole number from 1 to ${totalEpisodes} (the title's episode count), got '${String(value)}'.`;
}

export function parseEpisodeNumber(value: unknown, totalEpisodes: number | null): number | null {
  return typeof value === 'number' ? parseWholeNumber(value, 1, totalEpisodes ?? MAX_EPISODE_NUMBER) : null;
}

/**
 * Minutes per episode from the public database's duration text ('24 min per ep', '1 hr 55 min',
 * '30 sec'); null when it names no time ('Unknown', null).
 */
export function durationMinutes(duration: string | null | undefined): number | null {
  if (!duration) return null;
  const part = (unit: string) => Number(new RegExp(`(\\d+)\\s*${unit}`).exec(duration)?.[1] ?? 0);
  const minutes = part('hr') * 60 + part('min') + part('sec') / 60;
  return minutes > 0 ? minutes : null;
}
