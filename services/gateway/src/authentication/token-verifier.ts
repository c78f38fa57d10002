import { Inject, Injectable, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { type ApiTokenScope, SESSIONS, type SessionState, type TokenClaims } from '@tracker/contracts';
import { UUID_PATTERN } from '@tracker/contracts/schemas';
import { Subject } from 'rxjs';

import { ServiceClients } from '../transport/service-clients.js';
import { withAuthRedis } from './auth-redis.js';
import { isActive, SessionCache } from './session-cache.js';

/** Spec §8 'Not authenticated': a missing, forged or revoked token. */
export const NOT_AUTHENTICATED = 'Not authenticated';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
/** The end is durable, but not every gateway replica may know it yet: the same call again finishes it. */
export const SESSION_END_UNFINISHED = 'Signing out did not finish. Please try again in a moment.';

/** A user's sessions as auth-user keeps them after an end. */
export interface SessionEnd {
  userId: string;
  state: SessionState;
}

/** Who a verified token names. */
export interface AuthUser {
  id: string;
  username: string;
  /** Never for an API token: no API token reaches an admin route. */
  isAdmin: boolean;
  /** The session token's id, or the API token's. */
  jti: string;
  /** Seconds since the epoch; 0 for an API token, which lives until it is revoked. */
  exp: number;
  /** When the token was issued, in ms: a session end applies to the tokens issued before it. */
  issuedAtMs: number;
  /** How the request proved who it is: a signed-in session's JWT, or a personal API token. */
  via: 'session' | 'api-token';
  /** What an API token may do; null for a session, which may do all its user may. */
  scope: ApiTokenScope | null;
}

/**
 * Checks the claims of a token whose signature and expiry {@link JwtStrategy} has verified, and refuses
 * those whose session has ended. auth-user keeps the ends in Postgres; Redis caches them per user, so a
 * signed-in request costs one round trip, and a miss (a user not seen for a while, or a Redis restart)
 * reads them from auth-user again.
 *
 * While Redis is down this answers 503 rather than letting a token through unchecked: auth-user is only
 * reachable over the Redis transport, so there is no slower path to ask it by.
 */
@Injectable()
export class TokenVerifier {
  /** Every session end this replica made durable, for what else must end with it (open sockets). */
  readonly ends = new Subject<SessionEnd>();

  constructor(
    @Inject(SessionCache) private readonly cache: SessionCache,
    @Inject(ServiceClients) private readonly services: ServiceClients,
  ) {}

  /** Who the verified claims name, if they are complete and their session has not ended. */
  async check(claims: TokenClaims): Promise<AuthUser> {
    const { sub, jti, iat, iatMs, exp } = claims;
    if (
      typeof jti !== 'string' ||
      // auth-user names accounts by UUID, which its messages check: any other subject names no one.
      typeof sub !== 'string' ||
      !UUID_PATTERN.test(sub) ||
      typeof exp !== 'number' ||
      typeof iat !== 'number'
    ) {
      throw new UnauthorizedException(NOT_AUTHENTICATED);
    }
    // Tokens from before iatMs existed: their whole second, so one issued in the second of an end is refused.
    const issuedAtMs = typeof iatMs === 'number' ? iatMs : iat * 1000;
    if (!(await this.isSessionActive(sub, jti, issuedAtMs)))
      throw new UnauthorizedException(NOT_AUTHENTICATED);
    return {
      id: sub,
      username: claims.username,
      isAdmin: claims.isAdmin === true,
      jti,
      exp,
      issuedAtMs,
      via: 'session',
      scope: null,
    };
  }

  /** Logout: this token only, on every replica, until it would have expired. */
  async revoke(user: AuthUser): Promise<void> {
    const state = await this.services.send(SESSIONS.revoke, {
      userId: user.id,
      jti: user.jti,
      exp: user.exp,
    });
    await this.remember(user.id, state);
  }

  /** 'Log out everywhere': every token of the user issued until now, this one included. */
  async endAll(userId: string): Promise<void> {
    await this.remember(userId, await this.services.send(SESSIONS.endAll, { userId }));
  }

  /**
   * Puts ends auth-user has just made durable into the cache. If that fails, replicas could still accept
   * an ended token from a cache filled earlier: the caller answers 503, and the same call again (whose
   * durable part changes nothing the second time) finishes the job.
   */
  async remember(userId: string, state: SessionState, unfinished = SESSION_END_UNFINISHED): Promise<void> {
    this.ends.next({ userId, state });
    try {
      await this.cache.add(userId, state);
    } catch {
      throw new ServiceUnavailableException(unfinished);
    }
  }

  /**
   * Ends another process made durable and broadcast to every replica (an admin disabled the account):
   * cached as this replica's own are. The sockets they end are closed by each replica that heard them.
   */
  async learn(userId: string, state: SessionState): Promise<void> {
    await withAuthRedis(() => this.cache.add(userId, state));
  }

  private async isSessionActive(userId: string, jti: string, issuedAtMs: number): Promise<boolean> {
    const verdict = await withAuthRedis(() => this.cache.check(userId, jti, issuedAtMs));
    if (verdict !== 'unknown') return verdict === 'active';
    const marker = await withAuthRedis(() => this.cache.beginFill(userId));
    const state = await this.services.send(SESSIONS.state, { userId });
    // A fill that fails only costs the next request another read from auth-user.
    await this.cache.fill(userId, marker, state).catch(() => undefined);
    return isActive(state, jti, issuedAtMs);
  }
}
