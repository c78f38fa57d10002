import { randomUUID } from 'node:crypto';

import { UnauthorizedException } from '@nestjs/common';
import { API_TOKENS, type ApiTokenVerdict } from '@tracker/contracts';

import type { ServiceClients } from '../transport/service-clients.js';
import { apiTokenHash, ApiTokenVerifier } from './api-token-verifier.js';

const USER_ID = randomUUID();
const TOKEN = `at_${'b'.repeat(43)}`;
const verdict: ApiTokenVerdict = {
  id: randomUUID(),
  userId: USER_ID,
  username: 'jet',
  scope: 'read',
  createdAtMs: 1,
};

/** The verifier over auth-user as a function of the hash and a feed that is caught up unless told. */
function verifierWith(answer: ApiTokenVerdict = verdict) {
  const services = { send: jest.fn(async () => answer) };
  const feed = { broadcastsCaughtUp: jest.fn(async () => true), subscriptionLosses: 0 };
  const verifier = new ApiTokenVerifier(services as unknown as ServiceClients);
  verifier.follow(feed);
  const asked = () => services.send.mock.calls.length;
  return { verifier, services, feed, asked };
}

describe('ApiTokenVerifier', () => {
  it('asks auth-user once for a token used again and again', async () => {
    const { verifier, services, asked } = verifierWith();
    for (let i = 0; i < 3; i += 1)
      await expect(verifier.check(TOKEN)).resolves.toMatchObject({ id: USER_ID });
    expect(asked()).toBe(1);
    expect(services.send).toHaveBeenCalledWith(API_TOKENS.verify, { tokenHash: apiTokenHash(TOKEN) });
  });

  it('keeps a refusal too, so a bad token repeated does not reach auth-user each time', async () => {
    const { verifier, asked } = verifierWith(null);
    await expect(verifier.check(TOKEN)).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(verifier.check(TOKEN)).rejects.toBeInstanceOf(UnauthorizedException);
    expect(asked()).toBe(1);
  });

  it('asks again once the token was revoked, and once its account’s access ended', async () => {
    const { verifier, asked } = verifierWith();
    await verifier.check(TOKEN);
    verifier.forgetToken(apiTokenHash(TOKEN));
    await verifier.check(TOKEN);
    expect(asked()).toBe(2);
    verifier.forgetUser(randomUUID());
    await verifier.check(TOKEN);
    expect(asked()).toBe(2);
    verifier.forgetUser(USER_ID);
    await verifier.check(TOKEN);
    expect(asked()).toBe(3);
  });

  it('keeps nothing a revocation overtook while auth-user was asked', async () => {
    const { verifier, services, asked } = verifierWith();
    services.send.mockImplementationOnce(async () => {
      verifier.forgetToken(apiTokenHash(TOKEN));
      return verdict;
    });
    await verifier.check(TOKEN);
    await verifier.check(TOKEN);
    expect(asked()).toBe(2);
  });

  it('trusts nothing it kept while the broadcasts are not caught up, and forgets all after a lost subscription', async () => {
    const { verifier, feed, asked } = verifierWith();
    await verifier.check(TOKEN);
    feed.broadcastsCaughtUp.mockResolvedValueOnce(false);
    await verifier.check(TOKEN);
    expect(asked()).toBe(2);
    await verifier.check(TOKEN);
    expect(asked()).toBe(2);
    feed.subscriptionLosses = 1;
    await verifier.check(TOKEN);
    expect(asked()).toBe(3);
  });

  it('keeps nothing before it follows the broadcasts', async () => {
    const services = { send: jest.fn(async () => verdict) };
    const verifier = new ApiTokenVerifier(services as unknown as ServiceClients);
    await verifier.check(TOKEN);
    await verifier.check(TOKEN);
    expect(services.send).toHaveBeenCalledTimes(2);
  });
});
