import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import type { GatewayEnv } from '@tracker/config';
import type { SessionState } from '@tracker/contracts';
import { KEY_AREAS, redisKey } from '@tracker/redis';
import type { Redis } from 'ioredis';

import { GATEWAY_ENV } from '../transport/service-clients.js';
import { AUTH_REDIS } from './auth-redis.js';

/** How long a user's cached state lives after its last write: then it is read again, pruned by auth-user. */
export const SESSION_CACHE_TTL_MS = 10 * 60_000;

/** What the cache says of one token: 'unknown' until the user's state has been read from auth-user. */
export type SessionVerdict = 'active' | 'ended' | 'unknown';

/**
 * Merges a session state into a user's hash, monotonically: revoked ids are only added and validAfter
 * only grows, so a fill read from auth-user before a concurrent logout can never undo it. `loaded` is set
 * only by a fill whose marker survived from before its read (a Redis restart in between drops it), so a
 * hash marked loaded never lacks an end committed before that read.
 * KEYS[1] the hash; ARGV: TTL ms, validAfter ms, the fill's marker field or '', then the revoked ids.
 */
const MERGE = `
local after = tonumber(redis.call('HGET', KEYS[1], 'after') or '0')
if tonumber(ARGV[2]) > after then redis.call('HSET', KEYS[1], 'after', ARGV[2]) end
for i = 4, #ARGV do redis.call('HSET', KEYS[1], 'r:' .. ARGV[i], '1') end
if ARGV[3] ~= '' and redis.call('HDEL', KEYS[1], ARGV[3]) == 1 then redis.call('HSET', KEYS[1], 'loaded', '1') end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 0
`;

/**
 * The gateway's cache of auth-user's session state: one hash per user (`loaded`, `after` = validAfter,
 * `r:<jti>` per revoked token), so checking a token costs one HMGET.
 */
@Injectable()
export class SessionCache {
  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(AUTH_REDIS) private readonly redis: Redis,
  ) {}

  async check(userId: string, jti: string, issuedAtMs: number): Promise<SessionVerdict> {
    const [loaded, after, revoked] = await this.redis.hmget(this.key(userId), 'loaded', 'after', `r:${jti}`);
    // What the hash holds is true even before it is complete: ends are only ever added.
    if (revoked !== null || issuedAtMs < Number(after ?? 0)) return 'ended';
    return loaded === null ? 'unknown' : 'active';
  }

  /** Marks a fill before auth-user is asked; pass the marker to {@link fill}. */
  async beginFill(userId: string): Promise<string> {
    const marker = `fill:${randomUUID()}`;
    await this.redis
      .multi()
      .hset(this.key(userId), marker, '1')
      .pexpire(this.key(userId), SESSION_CACHE_TTL_MS)
      .exec();
    return marker;
  }

  /** The user's whole state, as read from auth-user after {@link beginFill}. */
  async fill(userId: string, marker: string, state: SessionState): Promise<void> {
    await this.merge(userId, state, marker);
  }

  /** Adds ends just made durable; leaves completeness to the fills. */
  async add(userId: string, state: SessionState): Promise<void> {
    await this.merge(userId, state, '');
  }

  private async merge(userId: string, state: SessionState, marker: string): Promise<void> {
    await this.redis.eval(
      MERGE,
      1,
      this.key(userId),
      SESSION_CACHE_TTL_MS,
      state.validAfter,
      marker,
      ...state.revoked,
    );
  }

  private key(userId: string): string {
    return redisKey(this.env.REDIS_PREFIX, KEY_AREAS.cache, 'sessions', userId);
  }
}

/** The same verdict from a state read from auth-user. */
export function isActive(state: SessionState, jti: string, issuedAtMs: number): boolean {
  return issuedAtMs >= state.validAfter && !state.revoked.includes(jti);
}
