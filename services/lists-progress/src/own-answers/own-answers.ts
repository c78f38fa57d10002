import { Inject, Injectable } from '@nestjs/common';
import { OWN_ANSWERS } from '@tracker/contracts';
import { AnswerCache, SerializedJson } from '@tracker/redis';

import { PeerServices } from '../peers/peer-services.js';

/** The signed-in reads of one's own that this replica keeps serialised. */
export const OWN_ANSWER_KINDS = ['lists', 'statistics', 'episodes'] as const;
export type OwnAnswerKind = (typeof OWN_ANSWER_KINDS)[number];

/** The bytes kept: the three answers of ~500 users with 200 titles each (~170 KB together). */
export const OWN_ANSWERS_MAX_BYTES = 64 * 1024 * 1024;
/**
 * Every change is announced to every replica at once; the lifetime only bounds a lost announcement (Redis
 * down) and the statistics of the year's turn, which count 'this year' as of when they were computed.
 */
export const OWN_ANSWERS_TTL_MS = 60_000;

/** An answer as it was built: its JSON, and the titles whose catalogue data it took (durations). */
export interface BuiltAnswer {
  value: unknown;
  titles?: readonly number[];
}

interface KeptAnswer {
  json: SerializedJson;
  titles: ReadonlySet<number>;
}

/**
 * Each user's own lists, statistics and episode progress, kept serialised in this replica (the pattern of
 * the catalogue's titles): a hit costs no query and no JSON. Every write that changes them calls
 * {@link changed} once committed and before it answers, which drops them here and broadcasts the change to
 * the other replicas before the write's answer goes out, so the writer's next read, whichever replica
 * takes it, sees the write. A read that raced a write does not keep its answer.
 */
@Injectable()
export class OwnAnswers {
  private readonly cache = new AnswerCache<string, KeptAnswer>({
    capacity: OWN_ANSWERS_MAX_BYTES,
    ttlMs: OWN_ANSWERS_TTL_MS,
    weigh: ({ json }) => json.bytes.length,
  });

  constructor(@Inject(PeerServices) private readonly peers: PeerServices) {}

  async serve(
    kind: OwnAnswerKind,
    userId: string,
    build: () => Promise<BuiltAnswer>,
  ): Promise<SerializedJson> {
    const key = keyOf(kind, userId);
    const kept = this.cache.get(key);
    if (kept) return kept.json;
    const ticket = this.cache.ticket();
    const { value, titles = [] } = await build();
    const json = new SerializedJson(value);
    this.cache.set(key, { json, titles: new Set(titles) }, ticket);
    return json;
  }

  /** After a committed write: dropped here at once, and in the other replicas before the write answers. */
  async changed(userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    const unique = [...new Set(userIds)];
    this.forget(unique);
    await this.peers.emit(OWN_ANSWERS.changed, { userIds: unique });
  }

  /** Another replica's write (or this one's, back from the broadcast). */
  forget(userIds: readonly string[]): void {
    this.cache.invalidate(userIds.flatMap((userId) => OWN_ANSWER_KINDS.map((kind) => keyOf(kind, userId))));
  }

  /** The catalogue stored these titles anew: answers built from their old data are dropped. */
  titlesChanged(animeIds: readonly number[]): void {
    this.cache.invalidateWhere(({ titles }) => animeIds.some((id) => titles.has(id)));
  }
}

const keyOf = (kind: OwnAnswerKind, userId: string) => `${kind}:${userId}`;
