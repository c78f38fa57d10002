import { z } from 'zod';

import { episodeRouteError, MAX_EPISODE_NUMBER } from '../list-values.js';
import {
  IDEMPOTENCY_KEY_ERROR,
  IDEMPOTENCY_KEY_PATTERN,
  LIST_EXPORT_FORMATS,
  LIST_REMOVALS,
  MAX_IMPORT_BYTES,
  WATCHERS_DEFAULT_LIMIT,
  WATCHERS_MAX_LIMIT,
} from '../messages/lists.js';
import { parseWholeNumber } from '../whole-number.js';
import { naming } from './body.js';
import { field, queryField, REFUSED, wholeNumberField } from './query-field.js';

/** `:episodeNumber`: 1 to MAX_EPISODE_NUMBER; the service checks it against the title's episode count. */
export const episodeNumberParam = field(
  (value) => parseWholeNumber(value, 1, MAX_EPISODE_NUMBER) ?? REFUSED,
  episodeRouteError,
  { type: 'integer', minimum: 1, maximum: MAX_EPISODE_NUMBER },
);

/** `?dryRun=`: true or false, false when absent. */
export const dryRunParam = queryField(
  (value) =>
    value === true || value === 'true' ? true : value === false || value === 'false' ? false : REFUSED,
  (value) => `dryRun must be true or false, got '${String(value)}'.`,
  false,
  { type: 'boolean', default: false, description: 'Only report what the import would do.' },
);

/** GET /api/users/anime/{animeId} `?limit=`: 1–50, default 10. */
export const watchersLimitParam = wholeNumberField(
  'limit',
  WATCHERS_MAX_LIMIT,
  (value) => `limit must be a whole number from 1 to ${WATCHERS_MAX_LIMIT}, got '${String(value)}'.`,
  WATCHERS_DEFAULT_LIMIT,
);

/** The Idempotency-Key header of a list or progress write, when sent. */
export const idempotencyKeyHeader = z
  .string({ error: IDEMPOTENCY_KEY_ERROR })
  .regex(IDEMPOTENCY_KEY_PATTERN, { error: IDEMPOTENCY_KEY_ERROR })
  .optional();

/** DELETE /api/auth/anime-lists/{animeId}/{what}: one status, the favorite flag or the score. */
export const listRemovalParam = z.enum(
  LIST_REMOVALS,
  naming((value) => `What to remove must be one of ${LIST_REMOVALS.join(', ')}, got '${String(value)}'.`),
);

/** GET /api/auth/anime-lists/export `?format=`, mal when absent. */
export const exportFormatParam = z
  .enum(
    LIST_EXPORT_FORMATS,
    naming((value) => `format must be one of ${LIST_EXPORT_FORMATS.join(', ')}, got '${String(value)}'.`),
  )
  .default('mal');

/** POST /api/auth/anime-lists/import: a MyAnimeList export as text; the service reads its XML. */
export const malExportFile = z
  .string({ error: 'The body must be a MyAnimeList export (XML).' })
  .refine((xml) => xml.trim() !== '', { error: 'The body must be a MyAnimeList export (XML).' })
  .refine((xml) => new TextEncoder().encode(xml).length <= MAX_IMPORT_BYTES, {
    error: `The file must be at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`,
  });
export type MalExportFile = z.infer<typeof malExportFile>;
