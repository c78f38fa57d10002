import type { TokenClaims } from '@tracker/contracts';

import { VerifiedTokens } from './verified-tokens.js';

const claimsUntil = (exp: number) => ({ sub: 'user', jti: `jti-${exp}`, iat: 0, exp }) as TokenClaims;

describe(VerifiedTokens.name, () => {
  let now: number;
  const tokens = (max = 2) => new VerifiedTokens(max, () => now);

  beforeEach(() => {
    now = 100_000;
  });

  it('answers the claims of a remembered token until the second of its exp', () => {
    const verified = tokens();
    verified.remember('a.b.c', claimsUntil(200));
    now = 199_999;
    expect(verified.get('a.b.c')).toEqual(claimsUntil(200));
    now = 200_000;
    expect(verified.get('a.b.c')).toBeUndefined();
    now = 100_000;
    expect(verified.get('a.b.c')).toBeUndefined();
  });

  it('knows only the exact token it was given', () => {
    const verified = tokens();
    verified.remember('a.b.c', claimsUntil(200));
    expect(verified.get('a.b.d')).toBeUndefined();
  });

  it('never remembers a token without an expiry', () => {
    const verified = tokens();
    verified.remember('a.b.c', { sub: 'user' } as TokenClaims);
    expect(verified.get('a.b.c')).toBeUndefined();
  });

  it('forgets the oldest token when full', () => {
    const verified = tokens(2);
    for (const token of ['one', 'two', 'three']) verified.remember(token, claimsUntil(200));
    expect(['one', 'two', 'three'].map((token) => verified.get(token) !== undefined)).toEqual([
      false,
      true,
      true,
    ]);
  });
});
