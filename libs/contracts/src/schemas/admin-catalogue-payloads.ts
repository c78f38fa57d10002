import { z } from 'zod';

import { adminActor } from './admin-payloads.js';
import { animeIdParam } from './catalogue-queries.js';
import { field, REFUSED } from './query-field.js';

/** The ids the catalogue's queue gives jobs: its own (`enrich-1`, `repeat:warm-top-1:…`) or BullMQ's numbers. */
const JOB_ID = /^[A-Za-z0-9:._-]{1,200}$/;

/** `:jobId` of a catalogue job. */
export const jobIdParam = field(
  (value) => (typeof value === 'string' && JOB_ID.test(value) ? value : REFUSED),
  () => 'jobId must be the id of a job (letters, digits, ":", ".", "_" or "-", at most 200).',
  { type: 'string', pattern: JOB_ID.source },
);

export const adminJobRequest = adminActor.extend({ jobId: jobIdParam });
export type AdminJobRequest = z.infer<typeof adminJobRequest>;

export const adminEnrichRequest = adminActor.extend({ animeId: animeIdParam });
export type AdminEnrichRequest = z.infer<typeof adminEnrichRequest>;
