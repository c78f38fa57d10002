import { badRequest } from '@tracker/redis';

export type Fields = Record<string, unknown>;

/**
 * The body as an object with none but the allowed fields: unknown fields are refused, not ignored, so a
 * typo (or a try at `isAdmin`) never passes silently.
 */
export function fieldsOf(value: unknown, allowed: readonly string[], what = 'The request body'): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest(`${what} must be a JSON object.`);
  }
  const unknown = Object.keys(value).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    throw badRequest(`Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`);
  }
  return value as Fields;
}

/** A string field; a missing one reads as '' so the spec's 'is required' rules answer for it. */
export function textField(fields: Fields, name: string): string {
  const value = fields[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest(`${name} must be a string.`);
  // Postgres refuses NUL in text: a 400 here rather than a failed query.
  if (value.includes('\u0000')) throw badRequest(`${name} must not contain NUL characters (\\u0000).`);
  return value;
}

export function booleanField(fields: Fields, name: string): boolean | undefined {
  const value = fields[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw badRequest(`${name} must be true or false.`);
  return value;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
