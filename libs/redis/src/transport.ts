import type { RedisOptions } from '@nestjs/microservices';

import { redisOptionsFromUrl } from './redis-client.js';

/**
 * Nest's Redis transport gives up after a Redis restart unless retries are set on both sides
 * (nestjs/nest#2246, #14044): retry for ever, every half second, and let ioredis resubscribe.
 * Auto-pipelining sends the publishes and claims of one event-loop turn in one write: under load it cut
 * Redis's CPU about threefold and the services' write syscalls to a fraction.
 */
export function transportOptions(redisUrl: string): Required<RedisOptions>['options'] {
  return {
    ...redisOptionsFromUrl(redisUrl),
    retryAttempts: Number.MAX_SAFE_INTEGER,
    retryDelay: 500,
    maxRetriesPerRequest: null,
    enableOfflineQueue: true,
    enableAutoPipelining: true,
  } as Required<RedisOptions>['options'];
}
