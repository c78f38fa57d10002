import { createSecretKey, type KeyObject, randomUUID } from 'node:crypto';

import type { TokenClaims } from '@tracker/contracts';
import jwt from 'jsonwebtoken';

import type { UserEntity } from '../users/user.entity.js';

/**
 * Issues the HS256 bearer tokens the gateway verifies; each has its own id so logout can revoke it, and
 * its issue time in ms so that 'log out everywhere' ends the tokens before it and none after it.
 */
export class TokenIssuer {
  /** Made once: from a string, jsonwebtoken builds a key on every call (~3.7 ms a token here). */
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret));
  }

  issue(user: UserEntity, now = Date.now()): string {
    const iat = Math.floor(now / 1000);
    const claims: TokenClaims = {
      sub: user.id,
      username: user.username,
      isAdmin: user.isAdmin,
      jti: randomUUID(),
      iat,
      iatMs: now,
      exp: iat + this.ttlSeconds,
    };
    return jwt.sign(claims, this.key, { algorithm: 'HS256' });
  }
}
