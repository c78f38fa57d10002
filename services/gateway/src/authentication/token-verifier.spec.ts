import { randomUUID } from 'node:crypto';

import {
  type ExecutionContext,
  ForbiddenException,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { GatewayEnv } from '@tracker/config';
import {
  API_TOKEN_MESSAGES,
  API_TOKENS,
  type ApiTokenVerdict,
  type MessageContract,
  SESSIONS,
  type SessionState,
  type TokenClaims,
} from '@tracker/contracts';
import jwt from 'jsonwebtoken';

import type { ServiceClients } from '../transport/service-clients.js';
import { ApiTokenRateLimit, ApiTokenRateLimitedException } from './api-token-rate-limit.js';
import { apiTokenHash, ApiTokenVerifier } from './api-token-verifier.js';
import { AuthGuard } from './auth.guard.js';
import { JwtStrategy } from './jwt.strategy.js';
import { isActive, type SessionCache, type SessionVerdict } from './session-cache.js';
import {
  type AuthUser,
  NOT_AUTHENTICATED,
  SESSION_END_UNFINISHED,
  SESSION_EXPIRED,
  TokenVerifier,
} from './token-verifier.js';

const SECRET = 'a-secret-for-these-tests-only';
const USER_ID = randomUUID();
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0, 400);

function token(
  claims: Partial<TokenClaims> = {},
  { secret = SECRET, algorithm = 'HS256' }: { secret?: string; algorithm?: jwt.Algorithm } = {},
): string {
  const iat = Math.floor(NOW / 1000);
  return jwt.sign(
    {
      sub: USER_ID,
      username: 'spike',
      isAdmin: false,
      jti: randomUUID(),
      iat,
      iatMs: NOW,
      exp: iat + 3600,
      ...claims,
    },
    secret,
    { algorithm },
  );
}

/** A request carrying `token` through the guard of a route, public or not, as Nest would run it. */
async function guardRoute(guard: AuthGuard, token: string | undefined, method = 'GET') {
  const request: { method: string; headers: Record<string, string>; user?: AuthUser } = {
    method,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  };
  const reply = { header: jest.fn() };
  const context = {
    getHandler: () => guardRoute,
    getClass: () => AuthGuard,
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => reply }),
  } as unknown as ExecutionContext;
  await guard.canActivate(context);
  return request.user;
}

/**
 * The real strategy and guard over the cache as a map of verdicts and auth-user as one durable state:
 * the edges the verifier talks to. `verify` runs a token through a guarded route, `visit` a public one.
 */
function verifierWith({
  cached = 'unknown',
  durable = { validAfter: 0, revoked: [] },
  verdict = null,
}: { cached?: SessionVerdict; durable?: SessionState; verdict?: ApiTokenVerdict } = {}) {
  const cache = {
    check: jest.fn(async () => cached),
    beginFill: jest.fn(async () => 'fill:marker'),
    fill: jest.fn(async () => undefined),
    add: jest.fn(async () => undefined),
  };
  const services = {
    send: jest.fn(async (contract: MessageContract<unknown, unknown>) =>
      contract === API_TOKENS.verify ? verdict : durable,
    ),
  };
  const verifier = new TokenVerifier(cache as unknown as SessionCache, services as unknown as ServiceClients);
  const apiTokens = new ApiTokenVerifier(services as unknown as ServiceClients);
  const rateLimit = { take: jest.fn(async (_tokenId: string) => undefined) };
  // Registers itself with passport under 'jwt', replacing the strategy of the test before.
  const strategy = new JwtStrategy({ JWT_SECRET: SECRET } as GatewayEnv, verifier, apiTokens);
  const guardFor = (isPublic: boolean, sessionOnly = false) =>
    new AuthGuard(
      {
        getAllAndOverride: (key: string) => (key === 'auth:public' ? isPublic : sessionOnly),
      } as unknown as Reflector,
      rateLimit as unknown as ApiTokenRateLimit,
    );
  return {
    verifier,
    cache,
    services,
    rateLimit,
    verify: (token: string | undefined, method?: string) => guardRoute(guardFor(false), token, method),
    /** A route only a signed-in session may use (the tokens' own, the password, sign-out, uploads). */
    verifySessionOnly: (token: string | undefined) => guardRoute(guardFor(false, true), token),
    visit: (token: string | undefined, method?: string) => guardRoute(guardFor(true), token, method),
    /** A token without a request, as a socket's handshake brings it. */
    handshake: (token: string) => strategy.verify(token),
  };
}

const refusedWith = (message: string) =>
  expect.objectContaining({ constructor: UnauthorizedException, message });

describe('verifying a bearer token (JwtStrategy, AuthGuard, TokenVerifier)', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW + 1000 }));
  afterEach(() => jest.useRealTimers());

  describe("a socket's handshake", () => {
    it('gets the verdicts a bearer token gets', async () => {
      const { handshake } = verifierWith({ cached: 'active' });
      await expect(handshake(token())).resolves.toMatchObject({ id: USER_ID, issuedAtMs: NOW });
      await expect(handshake(token({ exp: Math.floor(NOW / 1000) - 1 }))).rejects.toEqual(
        refusedWith(SESSION_EXPIRED),
      );
      for (const refused of [
        token({}, { algorithm: 'HS512' }),
        token({}, { algorithm: 'none' }),
        token({}, { secret: 'someone-elses-secret' }),
        'not-a-token',
      ]) {
        await expect(handshake(refused)).rejects.toEqual(refusedWith(NOT_AUTHENTICATED));
      }
    });

    it('refuses a token whose session has ended', async () => {
      const { handshake } = verifierWith({ cached: 'ended' });
      await expect(handshake(token())).rejects.toEqual(refusedWith(NOT_AUTHENTICATED));
    });
  });

  describe('verify', () => {
    it('answers who a valid token names when the cache knows its session is active, with one cache read', async () => {
      const { verify, cache, services } = verifierWith({ cached: 'active' });
      const valid = token();
      const { jti } = jwt.decode(valid) as TokenClaims;
      await expect(verify(valid)).resolves.toEqual({
        id: USER_ID,
        username: 'spike',
        isAdmin: false,
        jti,
        exp: Math.floor(NOW / 1000) + 3600,
        issuedAtMs: NOW,
        via: 'session',
        scope: null,
      });
      expect(cache.check).toHaveBeenCalledWith(USER_ID, jti, NOW);
      expect(services.send).not.toHaveBeenCalled();
    });

    it('refuses an expired token with the session-expired message', async () => {
      const { verify } = verifierWith({ cached: 'active' });
      const expired = token({ exp: Math.floor(NOW / 1000) - 1 });
      await expect(verify(expired)).rejects.toEqual(refusedWith(SESSION_EXPIRED));
    });

    it.each([
      ['another algorithm (HS512)', () => token({}, { algorithm: 'HS512' })],
      ['no signature (alg none)', () => token({}, { algorithm: 'none' })],
      ['another secret', () => token({}, { secret: 'someone-elses-secret' })],
      ['no token id', () => token({ jti: undefined })],
      [
        'no issue time',
        () => jwt.sign({ sub: USER_ID, jti: randomUUID(), exp: 2e9 }, SECRET, { noTimestamp: true }),
      ],
    ])('refuses a token with %s before asking the cache', async (_what, make) => {
      const { verify, cache } = verifierWith({ cached: 'active' });
      await expect(verify(make())).rejects.toEqual(refusedWith(NOT_AUTHENTICATED));
      expect(cache.check).not.toHaveBeenCalled();
    });

    it('refuses a token the cache says has ended (revoked, or issued before validAfter)', async () => {
      const { verify, services } = verifierWith({ cached: 'ended' });
      await expect(verify(token())).rejects.toEqual(refusedWith(NOT_AUTHENTICATED));
      expect(services.send).not.toHaveBeenCalled();
    });

    it('on a miss reads the state from auth-user, fills the cache under its marker, and decides by it', async () => {
      const revoked = token();
      const { jti } = jwt.decode(revoked) as TokenClaims;
      const durable = { validAfter: 0, revoked: [jti] };
      const { verify, cache, services } = verifierWith({ durable });
      await expect(verify(revoked)).rejects.toEqual(refusedWith(NOT_AUTHENTICATED));
      expect(services.send).toHaveBeenCalledWith(SESSIONS.state, { userId: USER_ID });
      expect(cache.beginFill.mock.invocationCallOrder[0]).toBeLessThan(
        services.send.mock.invocationCallOrder[0],
      );
      expect(cache.fill).toHaveBeenCalledWith(USER_ID, 'fill:marker', durable);
      await expect(verify(token())).resolves.toMatchObject({ id: USER_ID });
    });

    it('refuses a token issued before validAfter, to the ms, and accepts one issued in the same second after it', async () => {
      const { verify } = verifierWith({ durable: { validAfter: NOW, revoked: [] } });
      await expect(verify(token({ iatMs: NOW - 1 }))).rejects.toEqual(refusedWith(NOT_AUTHENTICATED));
      await expect(verify(token({ iatMs: NOW }))).resolves.toMatchObject({ id: USER_ID });
    });

    it("counts a token without iatMs from its second's start, so one from the second of an end is refused", async () => {
      const { verify } = verifierWith({ durable: { validAfter: NOW, revoked: [] } });
      await expect(verify(token({ iatMs: undefined }))).rejects.toEqual(refusedWith(NOT_AUTHENTICATED));
    });

    it('still answers from the state it read when the fill fails', async () => {
      const { verify, cache } = verifierWith();
      cache.fill.mockRejectedValue(new Error('Connection lost'));
      await expect(verify(token())).resolves.toMatchObject({ id: USER_ID });
    });

    it('answers 503 while Redis is down rather than letting the token through unchecked', async () => {
      const { verify, cache, services } = verifierWith();
      cache.check.mockRejectedValue(new Error('Connection is closed.'));
      await expect(verify(token())).rejects.toBeInstanceOf(ServiceUnavailableException);
      expect(services.send).not.toHaveBeenCalled();
    });

    it.each([
      ['no Authorization header', undefined],
      ['an empty bearer token', ''],
    ])('refuses a request with %s', async (_what, missing) => {
      const { verify, cache } = verifierWith({ cached: 'active' });
      await expect(verify(missing)).rejects.toEqual(refusedWith(NOT_AUTHENTICATED));
      expect(cache.check).not.toHaveBeenCalled();
    });
  });

  describe('a token verified before', () => {
    it('skips jsonwebtoken on a repeat, and still checks the session every time', async () => {
      const { verify, cache } = verifierWith({ cached: 'active' });
      const valid = token();
      await verify(valid);
      const jwtVerify = jest.spyOn(jwt, 'verify');
      try {
        await expect(verify(valid)).resolves.toMatchObject({ id: USER_ID });
        expect(jwtVerify).not.toHaveBeenCalled();
        expect(cache.check).toHaveBeenCalledTimes(2);
      } finally {
        jwtVerify.mockRestore();
      }
    });

    it('is refused once its session has ended', async () => {
      const { verify, cache } = verifierWith({ cached: 'active' });
      const valid = token();
      await verify(valid);
      cache.check.mockResolvedValue('ended');
      await expect(verify(valid)).rejects.toEqual(refusedWith(NOT_AUTHENTICATED));
    });

    it('is refused with the session-expired message once it expires', async () => {
      const { verify } = verifierWith({ cached: 'active' });
      const shortLived = token({ exp: Math.floor(NOW / 1000) + 60 });
      await verify(shortLived);
      jest.setSystemTime(NOW + 60_000);
      await expect(verify(shortLived)).rejects.toEqual(refusedWith(SESSION_EXPIRED));
    });

    it('does not vouch for the same claims under another signature', async () => {
      const { verify } = verifierWith({ cached: 'active' });
      const valid = token();
      await verify(valid);
      const [header, payload] = valid.split('.');
      const forged = `${header}.${payload}.${jwt.sign('x', 'someone-elses-secret').split('.')[2]}`;
      await expect(verify(forged)).rejects.toEqual(refusedWith(NOT_AUTHENTICATED));
    });

    it('while Redis is down answers 503 rather than letting it through', async () => {
      const { verify, cache } = verifierWith({ cached: 'active' });
      const valid = token();
      await verify(valid);
      cache.check.mockRejectedValue(new Error('Connection is closed.'));
      await expect(verify(valid)).rejects.toBeInstanceOf(ServiceUnavailableException);
    });
  });

  describe('on a public route', () => {
    it('tells the route who a valid token names', async () => {
      const { visit } = verifierWith({ cached: 'active' });
      await expect(visit(token())).resolves.toMatchObject({ id: USER_ID, username: 'spike' });
    });

    it.each([
      ['no token', (): string | undefined => undefined, 'active'],
      ['an expired token', () => token({ exp: Math.floor(NOW / 1000) - 1 }), 'active'],
      ['a token signed with another secret', () => token({}, { secret: 'someone-elses-secret' }), 'active'],
      ['a revoked token', () => token(), 'ended'],
    ] as const)('lets a visitor with %s in anonymously', async (_what, make, cached) => {
      const { visit } = verifierWith({ cached });
      await expect(visit(make())).resolves.toBeUndefined();
    });

    it('lets a visitor in anonymously while Redis is down', async () => {
      const { visit, cache } = verifierWith();
      cache.check.mockRejectedValue(new Error('Connection is closed.'));
      await expect(visit(token())).resolves.toBeUndefined();
    });
  });

  describe('a personal API token (at_…)', () => {
    const API_TOKEN = `at_${'A'.repeat(43)}`;
    const TOKEN_ID = randomUUID();
    const verdictOf = (scope: 'read' | 'write'): ApiTokenVerdict => ({
      id: TOKEN_ID,
      userId: USER_ID,
      username: 'spike',
      scope,
      createdAtMs: NOW,
    });
    const forbiddenWith = (message: string) =>
      expect.objectContaining({ constructor: ForbiddenException, message });

    it('is asked of auth-user by its sha256, never by itself, and skips the JWT and the session cache', async () => {
      const { verify, services, cache } = verifierWith({ verdict: verdictOf('write') });
      await expect(verify(API_TOKEN)).resolves.toEqual({
        id: USER_ID,
        username: 'spike',
        isAdmin: false,
        jti: TOKEN_ID,
        exp: 0,
        issuedAtMs: NOW,
        via: 'api-token',
        scope: 'write',
      });
      expect(services.send).toHaveBeenCalledWith(API_TOKENS.verify, { tokenHash: apiTokenHash(API_TOKEN) });
      expect(JSON.stringify(services.send.mock.calls)).not.toContain(API_TOKEN);
      expect(cache.check).not.toHaveBeenCalled();
    });

    it('never sends a JWT to auth-user as an API token', async () => {
      const { verify, services } = verifierWith({ cached: 'active', verdict: verdictOf('write') });
      await expect(verify(token())).resolves.toMatchObject({ via: 'session', scope: null });
      expect(services.send).not.toHaveBeenCalled();
    });

    it('refuses a token auth-user does not know (unknown, revoked, a disabled account’s) with 401', async () => {
      const { verify, visit } = verifierWith({ verdict: null });
      await expect(verify(API_TOKEN)).rejects.toEqual(refusedWith(NOT_AUTHENTICATED));
      await expect(visit(API_TOKEN)).resolves.toBeUndefined();
    });

    it('lets a read token GET and HEAD only: 403 for any write', async () => {
      const { verify, visit } = verifierWith({ verdict: verdictOf('read') });
      await expect(verify(API_TOKEN, 'GET')).resolves.toMatchObject({ scope: 'read' });
      await expect(verify(API_TOKEN, 'HEAD')).resolves.toMatchObject({ scope: 'read' });
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
        await expect(verify(API_TOKEN, method)).rejects.toEqual(forbiddenWith(API_TOKEN_MESSAGES.readOnly));
      await expect(visit(API_TOKEN, 'POST')).rejects.toEqual(forbiddenWith(API_TOKEN_MESSAGES.readOnly));
    });

    it('lets a write token write', async () => {
      const { verify } = verifierWith({ verdict: verdictOf('write') });
      await expect(verify(API_TOKEN, 'DELETE')).resolves.toMatchObject({ scope: 'write' });
    });

    it('keeps every API token off the routes only a signed-in session may use, a JWT not', async () => {
      const { verifySessionOnly } = verifierWith({ cached: 'active', verdict: verdictOf('write') });
      await expect(verifySessionOnly(API_TOKEN)).rejects.toEqual(
        forbiddenWith(API_TOKEN_MESSAGES.sessionOnly),
      );
      await expect(verifySessionOnly(token())).resolves.toMatchObject({ via: 'session' });
    });

    it('counts every request of the token, and answers 429 with Retry-After past the limit', async () => {
      const { verify, rateLimit } = verifierWith({ cached: 'active', verdict: verdictOf('read') });
      await verify(API_TOKEN);
      expect(rateLimit.take).toHaveBeenCalledWith(TOKEN_ID);
      await verify(token());
      expect(rateLimit.take).toHaveBeenCalledTimes(1);
      rateLimit.take.mockRejectedValue(new ApiTokenRateLimitedException(120, 42));
      await expect(verify(API_TOKEN)).rejects.toBeInstanceOf(ApiTokenRateLimitedException);
    });

    it('is refused by a socket’s handshake through the strategy', async () => {
      const { handshake } = verifierWith({ verdict: verdictOf('write') });
      await expect(handshake(API_TOKEN)).rejects.toEqual(refusedWith(NOT_AUTHENTICATED));
    });
  });

  describe('revoke and endAll', () => {
    it('make the end durable in auth-user first, then add it to the cache', async () => {
      const durable = { validAfter: NOW, revoked: [] };
      const { verifier, cache, services } = verifierWith({ durable });
      await verifier.endAll(USER_ID);
      expect(services.send).toHaveBeenCalledWith(SESSIONS.endAll, { userId: USER_ID });
      expect(cache.add).toHaveBeenCalledWith(USER_ID, durable);
      const user = {
        id: USER_ID,
        username: 'spike',
        isAdmin: false,
        jti: randomUUID(),
        exp: 2e9,
        issuedAtMs: NOW,
        via: 'session' as const,
        scope: null,
      };
      await verifier.revoke(user);
      expect(services.send).toHaveBeenLastCalledWith(SESSIONS.revoke, {
        userId: USER_ID,
        jti: user.jti,
        exp: 2e9,
      });
    });

    it('answer 503 "try again" when the cache cannot take the end', async () => {
      const { verifier, cache } = verifierWith();
      cache.add.mockRejectedValue(new Error('Connection lost'));
      await expect(verifier.endAll(USER_ID)).rejects.toEqual(
        expect.objectContaining({
          constructor: ServiceUnavailableException,
          message: SESSION_END_UNFINISHED,
        }),
      );
    });
  });
});

describe('isActive', () => {
  it('is true from validAfter on, for a token not revoked', () => {
    const jti = randomUUID();
    expect(isActive({ validAfter: 1000, revoked: [] }, jti, 1000)).toBe(true);
    expect(isActive({ validAfter: 1000, revoked: [] }, jti, 999)).toBe(false);
    expect(isActive({ validAfter: 0, revoked: [jti] }, jti, 5000)).toBe(false);
  });
});
