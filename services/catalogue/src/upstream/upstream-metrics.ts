import { Counter, Histogram } from 'prom-client';

/** Requests to the public API as sent: by HTTP status, or `error` for no answer (network, timeout). */
export const upstreamRequests = new Histogram({
  name: 'upstream_request_duration_seconds',
  help: 'Requests to the public anime API (Jikan), by status (error: no answer), until the headers arrived.',
  labelNames: ['upstream', 'status'],
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/** 429s from the public API: each one makes the shared limiter slow down. */
export const upstreamRateLimited = new Counter({
  name: 'upstream_rate_limited_total',
  help: 'Answers 429 (rate limited) from the public anime API (Jikan).',
  labelNames: ['upstream'],
});
