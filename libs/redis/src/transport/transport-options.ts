import type { RedisOptions as NestRedisOptions } from '@nestjs/microservices';
import { Redis } from 'ioredis';

import { redisOptionsFromUrl } from '../redis-client.js';

/** The options of a transport server or client: ioredis's, plus how often and how long to retry. */
export type TransportOptions = Required<NestRedisOptions>['options'];

/**
 * Retry for ever, every half second, and let ioredis resubscribe, so a Redis restart heals (Nest's own
 * Redis transport, which reads the same options, gives up unless retries are set on both sides:
 * nestjs/nest#2246, #14044). No auto-pipelining: requests and replies already go out in frames, a
 * message for many (frames.ts), and a pipeline of them copied each frame's bytes once more and cost the
 * catalogue a quarter of its CPU.
 */
export function transportOptions(redisUrl: string): TransportOptions {
  return {
    ...redisOptionsFromUrl(redisUrl),
    retryAttempts: Number.MAX_SAFE_INTEGER,
    retryDelay: 500,
    maxRetriesPerRequest: null,
    enableOfflineQueue: true,
  };
}

/** One connection of a transport server or client, connected by its owner (`connect()`). */
export function transportConnection(options: TransportOptions): Redis {
  const { retryAttempts = 0, retryDelay = 5000, ...redisOptions } = options;
  return new Redis({
    ...(redisOptions as Record<string, unknown>),
    lazyConnect: true,
    retryStrategy: (attempt) => (attempt > retryAttempts ? null : retryDelay),
  });
}
