import type { Redis } from 'ioredis';

import { KEY_AREAS, redisKey } from '../keys.js';

/** How often a replica renews its membership, and how long an entry lives without renewal. */
const HEARTBEAT_MS = 1000;
const MEMBERSHIP_TTL_MS = 3000;

/** FNV-1a with murmur3's finaliser: fast, and well spread even when inputs differ in one character. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** The heartbeat set of one group of replicas (a service's name, or 'gateway'). */
export function replicaSetKey(prefix: string, group: string): string {
  return redisKey(prefix, KEY_AREAS.replicas, group);
}

/**
 * The members of a group's heartbeat set that renewed their entry lately, as the heartbeats read them:
 * one name per running replica (`<pid>-<random>`). Read-only: the replicas prune the set themselves.
 */
export function liveReplicas(redis: Redis, key: string, now = Date.now()): Promise<string[]> {
  return redis.zrangebyscore(key, now, '+inf');
}

/**
 * The live replicas of one service, kept in a Redis sorted set scored by expiry. Rendezvous hashing picks
 * one preferred replica per message among them, so work spreads evenly without any coordination.
 */
export class ReplicaMembership {
  private members: string[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly key: string,
    readonly self: string,
  ) {}

  start(redis: Redis): Promise<void> {
    this.timer = setInterval(() => void this.heartbeat(redis), HEARTBEAT_MS);
    this.timer.unref();
    return this.heartbeat(redis);
  }

  async stop(redis: Redis): Promise<void> {
    clearInterval(this.timer);
    await redis.zrem(this.key, this.self).catch(() => undefined);
  }

  /** Whether this replica ranks first for the message; true while the member list is still unknown. */
  isPreferred(messageId: string): boolean {
    if (this.members.length === 0) return true;
    let best = this.self;
    let bestScore = -1;
    for (const member of this.members) {
      const score = hash32(`${messageId}:${member}`);
      if (score > bestScore || (score === bestScore && member < best)) {
        best = member;
        bestScore = score;
      }
    }
    return best === this.self;
  }

  private async heartbeat(redis: Redis): Promise<void> {
    const now = Date.now();
    try {
      const [, , [, members]] = (await redis
        .multi()
        .zadd(this.key, now + MEMBERSHIP_TTL_MS, this.self)
        .zremrangebyscore(this.key, '-inf', now)
        .zrangebyscore(this.key, now, '+inf')
        .exec()) as [unknown, unknown, [unknown, string[]]];
      this.members = members.includes(this.self) ? members : [...members, this.self];
    } catch {
      // Redis is away: keep the last known members; the claim still guarantees exactly once.
    }
  }
}
