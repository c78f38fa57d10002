import { animeIdError, MAX_ANIME_ID, parseAnimeId } from '@tracker/domain';
import { badRequest } from '@tracker/redis';

export type Fields = Record<string, unknown>;

/** The body as an object with none but the allowed fields: unknown fields are refused, not ignored. */
export function fieldsOf(value: unknown, allowed: readonly string[]): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('The request body must be a JSON object.');
  }
  const unknown = Object.keys(value).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    throw badRequest(
      `Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Accepted: ${allowed.join(', ')}.`,
    );
  }
  return value as Fields;
}

/** An anime id from a body: a whole number within Postgres integers (no title has a larger id). */
export function animeIdOf(value: unknown): number {
  const id = typeof value === 'number' ? parseAnimeId(value) : null;
  if (id !== null) return id;
  throw badRequest(
    typeof value === 'number' && Number.isInteger(value) && value > MAX_ANIME_ID
      ? `animeId must be a whole number from 1 to ${MAX_ANIME_ID}, got '${value}'.`
      : `animeId must be a positive whole number, got '${String(value)}'.`,
  );
}

/** A route's anime id the gateway already parsed; checked again since any client may call the pattern. */
export function routeAnimeId(value: unknown): number {
  const id = parseAnimeId(value);
  if (id === null) throw badRequest(animeIdError(value));
  return id;
}

export function booleanOf(value: unknown, name: string): boolean {
  if (typeof value !== 'boolean') throw badRequest(`${name} must be true or false, got '${String(value)}'.`);
  return value;
}
