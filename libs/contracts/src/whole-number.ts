/**
 * Reads a whole number from a route or query value ('42' or 42) within [min, max]; null when it is not
 * one, so each caller can answer with its own error.
 */
export function parseWholeNumber(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): number | null {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= min && number <= max
    ? number
    : null;
}

export const MAX_PAGE = 10_000;

/** Anime ids are stored in Postgres `integer` columns: a larger one can name no title and would fail there. */
export const MAX_ANIME_ID = 2_147_483_647;

/** An anime id (MyAnimeList's) from a route, query or body: 1 to {@link MAX_ANIME_ID}, else null. */
export const parseAnimeId = (value: unknown): number | null => parseWholeNumber(value, 1, MAX_ANIME_ID);

/** Digits (or a whole number) beyond {@link MAX_ANIME_ID}: named as out of range rather than malformed. */
function isAboveMaxAnimeId(value: unknown): boolean {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > MAX_ANIME_ID;
}

export const animeIdError = (value: unknown) =>
  isAboveMaxAnimeId(value)
    ? `Anime id must be a whole number from 1 to ${MAX_ANIME_ID}, got '${String(value)}'.`
    : `Anime id must be a positive whole number, got '${String(value)}'.`;
export const pageError = (value: unknown) =>
  `Page must be a whole number from 1 to ${MAX_PAGE}, got '${String(value)}'.`;
