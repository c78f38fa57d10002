import { createSecretKey, randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { JwtModule, JwtService } from '@nestjs/jwt';
import type { AuthUserEnv } from '@tracker/config';
import type { TokenClaims } from '@tracker/contracts';

import { AUTH_USER_ENV } from '../common/auth-user-env.js';
import type { UserEntity } from '../users/user.entity.js';

/** The signer the issuer uses: HS256 with the shared secret, which the gateway's JwtStrategy verifies. */
export function tokenSigning(secret: string) {
  // A key object made once: from a string, jsonwebtoken builds a key on every call (~3.7 ms a token
  // here). @nestjs/jwt hands it to jsonwebtoken as is.
  return JwtModule.register({
    // Global: the app module imports it once (it has the secret), the accounts module's issuer uses it.
    global: true,
    secret: createSecretKey(Buffer.from(secret)),
    signOptions: { algorithm: 'HS256' },
  });
}

/**
 * Issues the HS256 bearer tokens the gateway verifies; each has its own id so logout can revoke it, and
 * its issue time in ms so that 'log out everywhere' ends the tokens before it and none after it.
 */
@Injectable()
export class TokenIssuer {
  constructor(
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(AUTH_USER_ENV) private readonly env: AuthUserEnv,
  ) {}

  issue(user: UserEntity, now = Date.now()): string {
    const iat = Math.floor(now / 1000);
    const claims: TokenClaims = {
      sub: user.id,
      username: user.username,
      isAdmin: user.isAdmin,
      jti: randomUUID(),
      iat,
      iatMs: now,
      exp: iat + this.env.JWT_TTL_SECONDS,
    };
    return this.jwt.sign(claims);
  }
}
