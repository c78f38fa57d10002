import { Inject, Injectable } from '@nestjs/common';
import { type EpisodeMark, type EpisodeProgressResult, LIST_EVENTS } from '@tracker/contracts';
import type { EpisodePlaybackBody, MarkAllEpisodesBody, MarkEpisodeBody } from '@tracker/contracts/schemas';
import { notFound, type SerializedJson } from '@tracker/redis';
import type { EntityManager } from 'typeorm';

import { IdempotentWrites, type WriteKey } from '../idempotency/idempotent-writes.js';
import { ListEntriesStore } from '../lists/list-entries.store.js';
import { OwnAnswers } from '../own-answers/own-answers.js';
import { PeerServices } from '../peers/peer-services.js';
import { EpisodeProgressStore } from './episode-progress.store.js';
import { EpisodeRules } from './episode-rules.js';

/** Spec §4 episodes: marked watched or unwatched one at a time, or all of them; never a status change. */
@Injectable()
export class EpisodesService {
  constructor(
    @Inject(EpisodeProgressStore) private readonly progress: EpisodeProgressStore,
    @Inject(ListEntriesStore) private readonly entries: ListEntriesStore,
    @Inject(EpisodeRules) private readonly rules: EpisodeRules,
    @Inject(PeerServices) private readonly peers: PeerServices,
    @Inject(IdempotentWrites) private readonly writes: IdempotentWrites,
    @Inject(OwnAnswers) private readonly answers: OwnAnswers,
  ) {}

  /** Every title's progress: this replica's serialised copy until a write changes it. */
  all(userId: string): Promise<SerializedJson> {
    return this.answers.serve('episodes', userId, async () => ({ value: await this.progress.all(userId) }));
  }

  forAnime(userId: string, animeId: number): Promise<EpisodeMark[]> {
    return this.progress.forAnime(userId, animeId);
  }

  count(userId: string, animeId: number): Promise<number> {
    return this.progress.watchedCount(userId, animeId);
  }

  async mark(userId: string, body: MarkEpisodeBody, key?: WriteKey): Promise<EpisodeProgressResult> {
    const { animeId } = body;
    const { episodeNumber, total } = await this.rules.episodeOf(animeId, body.episodeNumber);
    return this.writes.once(key, async (db) => {
      const range = { from: episodeNumber, to: episodeNumber };
      const newly = await this.progress.complete(userId, animeId, range, db);
      return this.written(db, userId, animeId, total, newly > 0 ? [episodeNumber] : []);
    });
  }

  async unmark(
    userId: string,
    animeId: number,
    episodeNumber: number,
    key?: WriteKey,
  ): Promise<EpisodeProgressResult> {
    const total = await this.peers.episodeCount(animeId);
    return this.writes.once(key, async (db) => {
      if (!(await this.progress.remove(userId, animeId, episodeNumber, db))) {
        throw notFound(`Episode ${episodeNumber} of anime ${animeId} is not marked watched.`);
      }
      return this.written(db, userId, animeId, total, []);
    });
  }

  /** Marks 1..total watched, keeping the time of the episodes already watched. */
  async markAll(userId: string, body: MarkAllEpisodesBody, key?: WriteKey): Promise<EpisodeProgressResult> {
    const { animeId } = body;
    const total = await this.rules.totalOf(animeId, body.totalEpisodes);
    return this.writes.once(key, async (db) => {
      const newly = await this.progress.complete(userId, animeId, { from: 1, to: total }, db);
      const all = Array.from({ length: total }, (_, index) => index + 1);
      return this.written(db, userId, animeId, total, newly > 0 ? all : []);
    });
  }

  /** POST /api/episode/progress: how much of an episode was watched (0–100); 100 marks it watched. */
  async playback(userId: string, body: EpisodePlaybackBody, key?: WriteKey): Promise<EpisodeProgressResult> {
    const { animeId, progress } = body;
    const { episodeNumber, total } = await this.rules.episodeOf(animeId, body.episodeNumber);
    return this.writes.once(key, async (db) => {
      const { newlyCompleted } = await this.progress.report(userId, animeId, episodeNumber, progress, db);
      return this.written(db, userId, animeId, total, newlyCompleted ? [episodeNumber] : []);
    });
  }

  /**
   * The title's progress after a write; once committed, the owner's kept answers are dropped (the lists
   * count episodes too) and the episodes it newly completed are announced.
   */
  private async written(
    db: EntityManager,
    userId: string,
    animeId: number,
    total: number | null,
    newlyWatched: number[],
  ) {
    return {
      result: await this.result(userId, animeId, total, db),
      announce: async () => {
        await this.answers.changed([userId]);
        if (newlyWatched.length > 0) await this.watched(userId, animeId, newlyWatched);
      },
    };
  }

  private async watched(userId: string, animeId: number, episodeNumbers: number[]) {
    await this.peers.emit(LIST_EVENTS.episodeWatched, {
      userId,
      animeId,
      at: new Date().toISOString(),
      episodeNumbers,
    });
  }

  private async result(
    userId: string,
    animeId: number,
    total: number | null,
    db: EntityManager,
  ): Promise<EpisodeProgressResult> {
    const progress = await this.progress.forAnime(userId, animeId, db);
    const episodesWatched = progress.filter((mark) => mark.completed).length;
    const entry = await this.entries.one(userId, animeId, db);
    return {
      animeId,
      progress,
      episodesWatched,
      totalEpisodes: total,
      offerCompleted: entry?.status === 'watching' && total !== null && episodesWatched >= total,
    };
  }
}
