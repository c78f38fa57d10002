import { createHash } from 'node:crypto';

import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { API_TOKENS, type ApiTokenVerdict } from '@tracker/contracts';
import { AnswerCache } from '@tracker/redis';

import { type BroadcastFeed, FollowedBroadcasts } from '../kept-answers/followed-broadcasts.js';
import { ServiceClients } from '../transport/service-clients.js';
import { type AuthUser, NOT_AUTHENTICATED } from './token-verifier.js';

/** Verdicts one replica keeps: the tokens in use at a busy moment, a few hundred bytes each. */
export const API_TOKEN_VERDICTS_MAX = 10_000;
/** How long a verdict is kept: bounds its staleness only when a revocation's broadcast is lost. */
export const API_TOKEN_VERDICT_TTL_MS = 30_000;

/** sha256 of a token in lower-case hex, as auth-user keeps it. */
export const apiTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Verifies personal API tokens (`at_…`) by asking auth-user whom their sha256 names, and keeps each
 * verdict in memory for a short while, so a script's burst costs auth-user one question. auth-user
 * broadcasts every revocation before it answers, and an account's ended access as well: every replica
 * drops the verdicts they touch ({@link forgetToken}, {@link forgetUser}). A kept verdict is trusted only
 * once every broadcast already delivered to this replica is handled, so a revocation answered by another
 * replica is refused here from the client's next request on; without the subscription nothing is kept.
 */
@Injectable()
export class ApiTokenVerifier {
  private readonly verdicts = new AnswerCache<string, ApiTokenVerdict>({
    capacity: API_TOKEN_VERDICTS_MAX,
    ttlMs: API_TOKEN_VERDICT_TTL_MS,
  });
  private readonly broadcasts = new FollowedBroadcasts(() => this.verdicts.invalidateWhere(() => true));

  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  /** Where the broadcasts come from: no verdict is kept before it is given. */
  follow(feed: BroadcastFeed): void {
    this.broadcasts.follow(feed);
  }

  /** Who the token names, or 401 'Not authenticated' for an unknown, revoked or disabled account's token. */
  async check(token: string): Promise<AuthUser> {
    const verdict = await this.verdictOf(apiTokenHash(token));
    if (verdict === null) throw new UnauthorizedException(NOT_AUTHENTICATED);
    return {
      id: verdict.userId,
      username: verdict.username,
      isAdmin: false,
      jti: verdict.id,
      exp: 0,
      issuedAtMs: verdict.createdAtMs,
      via: 'api-token',
      scope: verdict.scope,
    };
  }

  /** A revoked token: refused from now on. */
  forgetToken(tokenHash: string): void {
    this.verdicts.invalidate([tokenHash]);
  }

  /** An account whose access ended (disabled, or being deleted): its tokens are asked about afresh. */
  forgetUser(userId: string): void {
    this.verdicts.invalidateWhere((verdict) => verdict?.userId === userId);
  }

  private async verdictOf(tokenHash: string): Promise<ApiTokenVerdict> {
    const keeping = await this.broadcasts.caughtUp();
    if (keeping) {
      const kept = this.verdicts.get(tokenHash);
      if (kept !== undefined) return kept;
    }
    const ticket = this.verdicts.ticket();
    const verdict = await this.services.send(API_TOKENS.verify, { tokenHash });
    if (keeping) this.verdicts.set(tokenHash, verdict, ticket);
    return verdict;
  }
}
