import { z } from 'zod';

import { SERVICE_NAMES } from '../services.js';
import { upstreamStatus } from './catalogue-responses.js';

export const serviceHealth = z.object({
  service: z.enum(SERVICE_NAMES),
  status: z.literal('up'),
  /** Whether the service reached its own Postgres schema. */
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});
export type ServiceHealth = z.infer<typeof serviceHealth>;

/** What GET /api/database/health answers: not the envelope (spec §7 names this shape). */
export const catalogueBackendHealth = z.object({
  success: z.boolean(),
  status: z.enum(['healthy', 'unhealthy']),
  /**
   * Whether the public API answers and how much waits for it (issue 16: the home page says so in one line,
   * so empty covers and scores are explained); null when the catalogue did not say.
   */
  upstream: upstreamStatus.nullable(),
  error: z.string().optional(),
});
export type CatalogueBackendHealth = z.infer<typeof catalogueBackendHealth>;

export const componentHealth = z.object({
  name: z.string(),
  status: z.enum(['up', 'down']),
  latencyMs: z.number().nullable(),
  error: z.string().optional(),
});
export type ComponentHealth = z.infer<typeof componentHealth>;

/** What GET /api/health answers. */
export const stackHealth = z.object({
  status: z.enum(['up', 'down']),
  components: z.array(componentHealth),
  /**
   * The public API as the catalogue last saw it and the enrichment waiting for it; null when the
   * catalogue did not say. Informative only: an unreachable public API does not make the stack down.
   */
  upstream: upstreamStatus.nullable(),
});
export type StackHealth = z.infer<typeof stackHealth>;
