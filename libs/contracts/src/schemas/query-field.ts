import { z } from 'zod';

import { parseAnimeId, parseWholeNumber } from '../whole-number.js';

/** A repeated query parameter (`?genres=1&genres=2`) arrives as a list: read as one comma list. */
export const asText = (value: unknown) => (Array.isArray(value) ? value.join(',') : value);
const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

/** What a reader answers for a value it refuses. */
export const REFUSED = Symbol('refused');

/** Reads with `read`, refusing with the field's message naming what was sent. */
const reading =
  <T>(read: (value: unknown) => T | typeof REFUSED, message: (value: unknown) => string) =>
  (value: unknown, context: z.RefinementCtx) => {
    const taken = read(value);
    if (taken !== REFUSED) return taken;
    context.addIssue({ code: 'custom', message: message(asText(value)) });
    return z.NEVER;
  };

/**
 * One route or query value that must be there, read the same from a URL (text) and from a payload
 * (numbers, lists).
 */
export const field = <T>(
  read: (value: unknown) => T | typeof REFUSED,
  message: (value: unknown) => string,
  openApi: Record<string, unknown>,
) => z.unknown().transform(reading(read, message)).meta(openApi);

/** A value that may be left out: absent ('' too) gives `fallback`. */
export const queryField = <T, Fallback extends T | undefined>(
  read: (value: unknown) => T | typeof REFUSED,
  message: (value: unknown) => string,
  fallback: Fallback,
  openApi: Record<string, unknown>,
) =>
  z
    .unknown()
    .optional()
    .transform(reading((value) => (isAbsent(value) ? fallback : read(value)), message))
    .meta(openApi);

function listOf(options: readonly string[]): string {
  return options.length === 2
    ? `${options[0]} or ${options[1]}`
    : `one of ${options.slice(0, -1).join(', ')} or ${options.at(-1)}`;
}

const chosen =
  <T extends string>(options: readonly T[]) =>
  (value: unknown): T | typeof REFUSED => {
    const text = asText(value);
    const lower = typeof text === 'string' ? text.toLowerCase() : text;
    return options.includes(lower as T) ? (lower as T) : REFUSED;
  };

const choiceError = (name: string, options: readonly string[]) => (value: unknown) =>
  `${name} must be ${listOf(options)}, got '${String(value)}'.`;

/** One of `options`, case-insensitively, as lowercase; `fallback` when absent. */
export const choice = <T extends string, Fallback extends T | undefined = undefined>(
  name: string,
  options: readonly T[],
  fallback?: Fallback,
) =>
  queryField(chosen(options), choiceError(name, options), fallback as Fallback, {
    type: 'string',
    enum: [...options],
    ...(fallback === undefined ? {} : { default: fallback }),
  });

/** One of `options`, case-insensitively, as lowercase, that must be there (a route's part). */
export const requiredChoice = <T extends string>(name: string, options: readonly T[]) =>
  field(chosen(options), choiceError(name, options), { type: 'string', enum: [...options] });

/** A whole number from 1 to `max`, `fallback` when absent. */
export const wholeNumberField = (
  name: string,
  max: number,
  message: (value: unknown) => string,
  fallback: number,
) =>
  queryField((value) => parseWholeNumber(asText(value), 1, max) ?? REFUSED, message, fallback, {
    type: 'integer',
    minimum: 1,
    maximum: max,
    default: fallback,
    description: name,
  });

/** Ids (Postgres integers) from a comma list or a list, once each, 1 to `max`. */
export function idList(value: unknown, max: number): number[] | typeof REFUSED {
  const text = asText(value);
  if (typeof text !== 'string' || text === '') return REFUSED;
  const ids = text.split(',').map((part) => parseAnimeId(part.trim()));
  return ids.length <= max && ids.every((id) => id !== null) ? [...new Set(ids)] : REFUSED;
}
