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

export const animeIdError = (value: unknown) =>
  `Anime id must be a positive whole number, got '${String(value)}'.`;
export const pageError = (value: unknown) =>
  `Page must be a whole number from 1 to ${MAX_PAGE}, got '${String(value)}'.`;
