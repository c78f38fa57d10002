import { Histogram, register } from 'prom-client';

/** Seconds: from a cached read (a millisecond) to a call that waited out its timeout. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A histogram in the default registry, or the one already there (several copies of this module in tests). */
function histogram(name: string, help: string): Histogram<'pattern' | 'outcome'> {
  const existing = register.getSingleMetric(name);
  if (existing) return existing as Histogram<'pattern' | 'outcome'>;
  return new Histogram({ name, help, labelNames: ['pattern', 'outcome'], buckets: BUCKETS });
}

/**
 * Requests over the transport as the caller saw them (`send`, `sendJson`): outcome `ok`, or the lower-cased
 * code of the SendError (`unavailable` for a timeout or Redis away, `not_found`, `internal`, …).
 */
export const transportClientRequests = histogram(
  'transport_client_request_duration_seconds',
  'Requests to services over the Redis transport, by pattern and outcome, as the caller saw them.',
);

/** Requests over the transport as the handling replica saw them: outcome `ok` or `error`. */
export const transportServerRequests = histogram(
  'transport_server_request_duration_seconds',
  'Requests handled from the Redis transport, by pattern and outcome, from claim to reply.',
);

/** Seconds since `startedAt` (a `performance.now()`). */
export function secondsSince(startedAt: number): number {
  return (performance.now() - startedAt) / 1000;
}
