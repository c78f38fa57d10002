import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { GatewayEnv } from '@tracker/config';
import type { TokenClaims } from '@tracker/contracts';
import { KEY_AREAS, redisKey } from '@tracker/redis';
import type { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';

import { GATEWAY_ENV } from '../services/service-clients.js';
import { AUTH_REDIS, withAuthRedis } from './auth-redis.js';

/** Spec §8 'Not authenticated': a missing, forged or revoked token. */
export const NOT_AUTHENTICATED = 'Not authenticated';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** Who a verified token names. */
export interface AuthUser {
  id: string;
  username: string;
  isAdmin: boolean;
  jti: string;
  /** Seconds since the epoch. */
  exp: number;
}

/**
 * Verifies the HS256 tokens auth-user issues, and keeps the revocation list: a revoked token's id stays in
 * Redis until the token would have expired anyway, so every gateway replica refuses it and the list never
 * grows past the live tokens.
 */
@Injectable()
export class TokenVerifier {
  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(AUTH_REDIS) private readonly redis: Redis,
  ) {}

  async verify(token: string): Promise<AuthUser> {
    let claims: TokenClaims;
    try {
      claims = jwt.verify(token, this.env.JWT_SECRET, { algorithms: ['HS256'] }) as TokenClaims;
    } catch (error) {
      throw new UnauthorizedException(
        error instanceof jwt.TokenExpiredError ? SESSION_EXPIRED : NOT_AUTHENTICATED,
      );
    }
    if (typeof claims.jti !== 'string' || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') {
      throw new UnauthorizedException(NOT_AUTHENTICATED);
    }
    if (await withAuthRedis(() => this.redis.exists(this.revokedKey(claims.jti))))
      throw new UnauthorizedException(NOT_AUTHENTICATED);
    return {
      id: claims.sub,
      username: claims.username,
      isAdmin: claims.isAdmin === true,
      jti: claims.jti,
      exp: claims.exp,
    };
  }

  async revoke(user: AuthUser, now = Date.now()): Promise<void> {
    const remainingMs = user.exp * 1000 - now;
    if (remainingMs > 0)
      await withAuthRedis(() => this.redis.set(this.revokedKey(user.jti), '1', 'PX', remainingMs));
  }

  private revokedKey(jti: string): string {
    return redisKey(this.env.REDIS_PREFIX, KEY_AREAS.cache, 'revoked-token', jti);
  }
}
