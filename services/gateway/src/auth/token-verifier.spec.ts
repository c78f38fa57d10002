import { randomUUID } from 'node:crypto';

import { ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import type { GatewayEnv } from '@tracker/config';
import { SESSIONS, type SessionState, type TokenClaims } from '@tracker/contracts';
import jwt from 'jsonwebtoken';

import type { ServiceClients } from '../services/service-clients';
import { isActive, type SessionCache, type SessionVerdict } from './session-cache';
import { NOT_AUTHENTICATED, SESSION_EXPIRED, SESSION_END_UNFINISHED, TokenVerifier } from './token-verifier';

const SECRET = 'a-secret-for-these-tests-only';
const USER_ID = randomUUID();
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0, 400);

function token(
  claims: Partial<TokenClaims> = {},
  { secret = SECRET, algorithm = 'HS256' as jwt.Algorithm } = {},
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

/** The cache as a map of verdicts, and auth-user as one durable state: the edges the verifier talks to. */
function verifierWith({
  cached = 'unknown' as SessionVerdict,
  durable = { validAfter: 0, revoked: [] } as SessionState,
} = {}) {
  const cache = {
    check: jest.fn(async () => cached),
    beginFill: jest.fn(async () => 'fill:marker'),
    fill: jest.fn(async () => undefined),
    add: jest.fn(async () => undefined),
  };
  const services = { send: jest.fn(async () => durable) };
  const verifier = new TokenVerifier(
    { JWT_SECRET: SECRET } as GatewayEnv,
    cache as unknown as SessionCache,
    services as unknown as ServiceClients,
  );
  return { verifier, cache, services };
}

const refusedWith = (message: string) =>
  expect.objectContaining({ constructor: UnauthorizedException, message });

describe(TokenVerifier.name, () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW + 1000 }));
  afterEach(() => jest.useRealTimers());

  describe('verify', () => {
    it('answers who a valid token names when the cache knows its session is active, with one cache read', async () => {
      const { verifier, cache, services } = verifierWith({ cached: 'active' });
      const valid = token();
      const { jti } = jwt.decode(valid) as TokenClaims;
      await expect(verifier.verify(valid)).resolves.toEqual({
        id: USER_ID,
        username: 'spike',
        isAdmin: false,
        jti,
        exp: Math.floor(NOW / 1000) + 3600,
      });
      expect(cache.check).toHaveBeenCalledWith(USER_ID, jti, NOW);
      expect(services.send).not.toHaveBeenCalled();
    });

    it('refuses an expired token with the session-expired message', async () => {
      const { verifier } = verifierWith({ cached: 'active' });
      const expired = token({ exp: Math.floor(NOW / 1000) - 1 });
      await expect(verifier.verify(expired)).rejects.toEqual(refusedWith(SESSION_EXPIRED));
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
      const { verifier, cache } = verifierWith({ cached: 'active' });
      await expect(verifier.verify(make())).rejects.toEqual(refusedWith(NOT_AUTHENTICATED));
      expect(cache.check).not.toHaveBeenCalled();
    });

    it('refuses a token the cache says has ended (revoked, or issued before validAfter)', async () => {
      const { verifier, services } = verifierWith({ cached: 'ended' });
      await expect(verifier.verify(token())).rejects.toEqual(refusedWith(NOT_AUTHENTICATED));
      expect(services.send).not.toHaveBeenCalled();
    });

    it('on a miss reads the state from auth-user, fills the cache under its marker, and decides by it', async () => {
      const revoked = token();
      const { jti } = jwt.decode(revoked) as TokenClaims;
      const durable = { validAfter: 0, revoked: [jti] };
      const { verifier, cache, services } = verifierWith({ durable });
      await expect(verifier.verify(revoked)).rejects.toEqual(refusedWith(NOT_AUTHENTICATED));
      expect(services.send).toHaveBeenCalledWith(SESSIONS.state, { userId: USER_ID });
      expect(cache.beginFill.mock.invocationCallOrder[0]).toBeLessThan(
        services.send.mock.invocationCallOrder[0],
      );
      expect(cache.fill).toHaveBeenCalledWith(USER_ID, 'fill:marker', durable);
      await expect(verifier.verify(token())).resolves.toMatchObject({ id: USER_ID });
    });

    it('refuses a token issued before validAfter, to the ms, and accepts one issued in the same second after it', async () => {
      const { verifier } = verifierWith({ durable: { validAfter: NOW, revoked: [] } });
      await expect(verifier.verify(token({ iatMs: NOW - 1 }))).rejects.toEqual(
        refusedWith(NOT_AUTHENTICATED),
      );
      await expect(verifier.verify(token({ iatMs: NOW }))).resolves.toMatchObject({ id: USER_ID });
    });

    it("counts a token without iatMs from its second's start, so one from the second of an end is refused", async () => {
      const { verifier } = verifierWith({ durable: { validAfter: NOW, revoked: [] } });
      await expect(verifier.verify(token({ iatMs: undefined }))).rejects.toEqual(
        refusedWith(NOT_AUTHENTICATED),
      );
    });

    it('still answers from the state it read when the fill fails', async () => {
      const { verifier, cache } = verifierWith();
      cache.fill.mockRejectedValue(new Error('Connection lost'));
      await expect(verifier.verify(token())).resolves.toMatchObject({ id: USER_ID });
    });

    it('answers 503 while Redis is down rather than letting the token through unchecked', async () => {
      const { verifier, cache, services } = verifierWith();
      cache.check.mockRejectedValue(new Error('Connection is closed.'));
      await expect(verifier.verify(token())).rejects.toBeInstanceOf(ServiceUnavailableException);
      expect(services.send).not.toHaveBeenCalled();
    });
  });

  describe('revoke and endAll', () => {
    it('make the end durable in auth-user first, then add it to the cache', async () => {
      const durable = { validAfter: NOW, revoked: [] };
      const { verifier, cache, services } = verifierWith({ durable });
      await verifier.endAll(USER_ID);
      expect(services.send).toHaveBeenCalledWith(SESSIONS.endAll, { userId: USER_ID });
      expect(cache.add).toHaveBeenCalledWith(USER_ID, durable);
      const user = { id: USER_ID, username: 'spike', isAdmin: false, jti: randomUUID(), exp: 2e9 };
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
