import { Test } from '@nestjs/testing';
import type { AuthUserEnv } from '@tracker/config';
import type { TokenClaims } from '@tracker/contracts';
import jwt from 'jsonwebtoken';

import { AUTH_USER_ENV } from '../common/auth-user-env.js';
import type { UserEntity } from '../users/user.entity.js';
import { TokenIssuer, tokenSigning } from './token-issuer.js';

const SECRET = 'a-secret-for-these-tests-only';
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0, 400);
const user = { id: 'a3c5e1f0-0000-4000-8000-000000000001', username: 'spike', isAdmin: true } as UserEntity;

async function issuer(): Promise<TokenIssuer> {
  const module = await Test.createTestingModule({
    imports: [tokenSigning(SECRET)],
    providers: [TokenIssuer, { provide: AUTH_USER_ENV, useValue: { JWT_TTL_SECONDS: 3600 } as AuthUserEnv }],
  }).compile();
  return module.get(TokenIssuer);
}

describe(TokenIssuer.name, () => {
  it('signs with HS256 and the shared secret the claims the gateway checks, ms issue time included', async () => {
    const token = (await issuer()).issue(user, NOW);
    expect(jwt.decode(token, { complete: true })?.header.alg).toBe('HS256');
    const claims = jwt.verify(token, SECRET, {
      algorithms: ['HS256'],
      clockTimestamp: NOW / 1000,
    }) as TokenClaims;
    expect(claims).toEqual({
      sub: user.id,
      username: 'spike',
      isAdmin: true,
      jti: expect.any(String),
      iat: Math.floor(NOW / 1000),
      iatMs: NOW,
      exp: Math.floor(NOW / 1000) + 3600,
    });
  });

  it('gives every token its own id', async () => {
    const tokens = await issuer();
    const ids = [tokens.issue(user, NOW), tokens.issue(user, NOW)].map(
      (t) => (jwt.decode(t) as TokenClaims).jti,
    );
    expect(new Set(ids).size).toBe(2);
  });
});
