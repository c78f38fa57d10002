import { Inject, Injectable } from '@nestjs/common';
import type { GatewayEnv } from '@tracker/config';

import { GATEWAY_ENV } from '../transport/service-clients.js';
import { AnswerKeeper, type KeptRead } from './answer-keeper.js';
import type { BroadcastFeed } from './followed-broadcasts.js';

/**
 * The signed-in reads of one's own whose bytes each gateway replica keeps: the enveloped answers of the
 * four routes, and two parts of the session read (its account, lists and watching titles; the badges).
 */
export const KEPT_ANSWER_KINDS = ['lists', 'statistics', 'episodes', 'me', 'session', 'badges'] as const;
export type KeptAnswerKind = (typeof KEPT_ANSWER_KINDS)[number];
/** The kinds built from lists-progress's answers, which show the catalogue's titles. */
export const LIST_KINDS: readonly KeptAnswerKind[] = ['lists', 'statistics', 'episodes', 'session'];

/**
 * Each user's own lists, statistics, episode progress and account as the enveloped bytes this replica last
 * answered, so a repeated read costs neither a service round trip nor an envelope. The services broadcast
 * every change before the write answers ({@link KeptAnswersController} drops the owners' answers); how a
 * read is kept, shared and read ahead: {@link AnswerKeeper}.
 */
@Injectable()
export class KeptAnswers {
  private readonly keeper: AnswerKeeper;

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    this.keeper = new AnswerKeeper(env.KEPT_ANSWERS_MB * 1024 * 1024, env.KEPT_ANSWERS_TTL_MS);
  }

  /** Where the broadcasts come from: nothing is kept before it is given. */
  follow(feed: BroadcastFeed): void {
    this.keeper.follow(feed);
  }

  /** The kept answer, or `read`'s. */
  serve(kind: KeptAnswerKind, userId: string, read: () => Promise<Buffer>): Promise<Buffer> {
    return this.serveWhole(kind, userId, async () => ({ bytes: await read() }));
  }

  /** {@link serve} for a read that may come back partial (`keep: false`): only a whole answer is kept. */
  serveWhole(kind: KeptAnswerKind, userId: string, read: () => Promise<KeptRead>): Promise<Buffer> {
    return this.keeper.serve(keyOf(kind, userId), read);
  }

  /** The users' answers changed (a write answered here, or a service's broadcast). */
  forgetUsers(userIds: readonly string[], kinds: readonly KeptAnswerKind[] = KEPT_ANSWER_KINDS): void {
    this.keeper.forget(userIds.flatMap((userId) => kinds.map((kind) => keyOf(kind, userId))));
  }

  /** Titles changed in the catalogue: which lists show them is not known here, so all of them go. */
  forgetLists(): void {
    this.keeper.forgetWhere((key) => LIST_KINDS.some((kind) => key.startsWith(`${kind}:`)));
  }
}

const keyOf = (kind: KeptAnswerKind, userId: string) => `${kind}:${userId}`;
