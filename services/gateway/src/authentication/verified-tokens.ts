import type { TokenClaims } from '@tracker/contracts';

/** Most tokens one gateway remembers: the users signed in at a busy moment, ~5 MB. */
export const VERIFIED_TOKENS_MAX = 10_000;

/**
 * Tokens whose signature this process has verified, with their claims, so a client's next request with
 * the same token skips decoding and the HMAC (two thirds of verifying, ~20 µs). The key is the whole
 * token, header and signature included: another algorithm or a forged signature is another key, verified
 * afresh. Expiry is checked on every read; the session check (revocation) runs on every request anyway.
 */
export class VerifiedTokens {
  private readonly claims = new Map<string, TokenClaims>();

  constructor(
    private readonly max = VERIFIED_TOKENS_MAX,
    private readonly now: () => number = Date.now,
  ) {}

  /** The claims of a token verified before; undefined once it has expired, so it is verified to say so. */
  get(token: string): TokenClaims | undefined {
    const claims = this.claims.get(token);
    if (claims === undefined) return undefined;
    // jsonwebtoken's own rule: expired from the second of exp on.
    if (Math.floor(this.now() / 1000) < claims.exp) return claims;
    this.claims.delete(token);
    return undefined;
  }

  /** Only for a token whose signature was just verified; oldest out first when full. */
  remember(token: string, claims: TokenClaims): void {
    if (typeof claims.exp !== 'number') return;
    if (this.claims.size >= this.max) this.claims.delete(this.claims.keys().next().value as string);
    this.claims.set(token, claims);
  }
}
