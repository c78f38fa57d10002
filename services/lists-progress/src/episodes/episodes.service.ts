import { Inject, Injectable } from '@nestjs/common';
import { type EpisodeMark, type EpisodeProgressResult, LIST_EVENTS } from '@tracker/contracts';
import type { EpisodePlaybackBody, MarkAllEpisodesBody, MarkEpisodeBody } from '@tracker/contracts/schemas';
import { notFound, type SerializedJson } from '@tracker/redis';
import type { EntityManager } from 'typeorm';

import { ActivityLog } from '../activity/activity-log.js';
import type { EpisodeRun } from '../activity/episode-runs.js';
import { IdempotentWrites, type WriteKey } from '../idempotency/idempotent-writes.js';
import { ListEntriesStore, type StoredEntry } from '../lists/list-entries.store.js';
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
    @Inject(ActivityLog) private readonly activity: ActivityLog,
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
      return this.written(db, userId, animeId, total, newly > 0 ? range : null);
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
      return this.written(db, userId, animeId, total, null);
    });
  }

  /** Marks 1..total watched, keeping the time of the episodes already watched. */
  async markAll(userId: string, body: MarkAllEpisodesBody, key?: WriteKey): Promise<EpisodeProgressResult> {
    const { animeId } = body;
    const total = await this.rules.totalOf(animeId, body.totalEpisodes);
    return this.writes.once(key, async (db) => {
      const all = { from: 1, to: total };
      const newly = await this.progress.complete(userId, animeId, all, db);
      return this.written(db, userId, animeId, total, newly > 0 ? all : null);
    });
  }

  /** POST /api/episode/progress: how much of an episode was watched (0–100); 100 marks it watched. */
  async playback(userId: string, body: EpisodePlaybackBody, key?: WriteKey): Promise<EpisodeProgressResult> {
    const { animeId, progress } = body;
    const { episodeNumber, total } = await this.rules.episodeOf(animeId, body.episodeNumber);
    return this.writes.once(key, async (db) => {
      const { newlyCompleted } = await this.progress.report(userId, animeId, episodeNumber, progress, db);
      const range = { from: episodeNumber, to: episodeNumber };
      return this.written(db, userId, animeId, total, newlyCompleted ? range : null);
    });
  }

  /**
   * The title's progress after a write, with the episodes it newly completed logged as activity; once
   * committed, the owner's kept answers are dropped (the lists count episodes too) and those episodes
   * are announced.
   */
  private async written(
    db: EntityManager,
    userId: string,
    animeId: number,
    total: number | null,
    newlyWatched: EpisodeRun | null,
  ) {
    const entry = await this.entries.one(userId, animeId, db);
    if (newlyWatched) {
      await this.activity.episodesWatched(db, userId, animeId, newlyWatched, entry?.isPrivate ?? false);
    }
    return {
      result: await this.result(userId, animeId, total, entry, db),
      announce: async () => {
        await this.answers.changed([userId]);
        if (newlyWatched) await this.watched(userId, animeId, numbersOf(newlyWatched));
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
    entry: StoredEntry | null,
    db: EntityManager,
  ): Promise<EpisodeProgressResult> {
    const progress = await this.progress.forAnime(userId, animeId, db);
    const episodesWatched = progress.filter((mark) => mark.completed).length;
    return {
      animeId,
      progress,
      episodesWatched,
      totalEpisodes: total,
      offerCompleted: entry?.status === 'watching' && total !== null && episodesWatched >= total,
    };
  }
}

function numbersOf({ from, to }: EpisodeRun): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
