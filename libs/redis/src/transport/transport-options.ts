import type { RedisOptions } from '@nestjs/microservices';

import { redisOptionsFromUrl } from '../redis-client.js';

/**
 * Nest's Redis transport gives up after a Redis restart unless retries are set on both sides
 * (nestjs/nest#2246, #14044): retry for ever, every half second, and let ioredis resubscribe.
 * No auto-pipelining: requests and replies already go out in frames, a message for many (frames.ts),
 * and a pipeline of them copied each frame's bytes once more and cost the catalogue a quarter of its CPU.
 */
export function transportOptions(redisUrl: string): Required<RedisOptions>['options'] {
  return {
    ...redisOptionsFromUrl(redisUrl),
    retryAttempts: Number.MAX_SAFE_INTEGER,
    retryDelay: 500,
    maxRetriesPerRequest: null,
    enableOfflineQueue: true,
  } as Required<RedisOptions>['options'];
}
