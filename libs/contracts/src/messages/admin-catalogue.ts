import type { AdminEnrichRequest, AdminJobRequest } from '../schemas/admin-catalogue-payloads.js';
import type { AdminQueued } from '../schemas/admin-catalogue-responses.js';
import type { AdminActor } from '../schemas/admin-payloads.js';
import type { AdminCatalogue, AdminJob } from '../schemas/admin-responses.js';
import { request } from './message.js';

// Inferred from the schemas; a type-only export, so the main entry stays free of zod at run time.
export type { AdminEnrichRequest, AdminJobRequest, AdminQueued };

/** Failed jobs the admin panel lists, newest first. */
export const ADMIN_FAILED_JOBS_SHOWN = 50;

export const JOB_NOT_FOUND = 'Job not found';
export const ONLY_FAILED_RETRIED = 'Only a failed job can be retried.';
export const RUNNING_NOT_REMOVED = 'A running job cannot be removed.';

/**
 * The catalogue's job queue and public API for the admin panel, answered by the catalogue (which owns the
 * queue). Each checks the actor is an admin now (FORBIDDEN with ADMIN_ONLY otherwise) before anything else,
 * and records what it did in the audit log.
 */
export const ADMIN_CATALOGUE = {
  /** The queue's counts, its running jobs and newest failed ones, and the public API's state. */
  overview: request<AdminActor, AdminCatalogue>('catalogue', 'catalogue.admin.overview'),
  /** NOT_FOUND for an unknown job; CONFLICT unless it failed. Runs it again with fresh attempts. */
  retry: request<AdminJobRequest, AdminJob>('catalogue', 'catalogue.admin.job.retry'),
  /** NOT_FOUND for an unknown job; CONFLICT while it runs. */
  remove: request<AdminJobRequest, null>('catalogue', 'catalogue.admin.job.remove'),
  /** Queues the warm jobs (season, top, schedule pages) now, beside their schedule. */
  warm: request<AdminActor, AdminQueued>('catalogue', 'catalogue.admin.warm'),
  /** Queues a seed from the bundled bangumi-data, as the first start does (existing rows kept). */
  reseed: request<AdminActor, AdminQueued>('catalogue', 'catalogue.admin.reseed'),
  /** NOT_FOUND for a title the catalogue does not hold; queues its fetch first in line. */
  enrich: request<AdminEnrichRequest, AdminQueued>('catalogue', 'catalogue.admin.enrich'),
};
