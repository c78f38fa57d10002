import { Inject, Injectable } from '@nestjs/common';
import type { ListStatistics, ListStatus } from '@tracker/contracts';
import { computeStatistics, type TitleActivity } from '@tracker/domain';
import { passOn, type SerializedJson } from '@tracker/redis';
import { DataSource } from 'typeorm';

import { OwnAnswers } from '../own-answers/own-answers.js';
import { PeerServices, type TitleInfo } from '../peers/peer-services.js';

export interface ActivityRow {
  anime_id: number;
  status: ListStatus | null;
  is_favorite: boolean;
  score: number | null;
  watched: number;
  watched_this_year: number;
  completed_this_year: boolean;
  last_change: Date | null;
}

export interface StatisticsScope {
  /** Others never count the owner's private entries (nor the episodes of those titles). */
  includePrivate: boolean;
  /** Others see no favorites when the owner hides them. */
  includeFavorites: boolean;
}

const OWNER_SCOPE: StatisticsScope = { includePrivate: true, includeFavorites: true };

/**
 * Spec §3 statistics, computed from the entries and episode rows themselves (the owner's are kept until a
 * write changes them), so they are consistent after every write. Durations come from the catalogue.
 */
@Injectable()
export class StatisticsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PeerServices) private readonly peers: PeerServices,
    @Inject(OwnAnswers) private readonly answers: OwnAnswers,
  ) {}

  /** The owner's statistics: this replica's serialised copy until a write or a title's duration changes. */
  own(userId: string): Promise<SerializedJson> {
    return this.answers.serve('statistics', userId, async () => {
      const { statistics, titles } = await this.compute(userId, OWNER_SCOPE);
      return { value: statistics, titles };
    });
  }

  /** As another user sees them: computed on each read, since what others may see depends on the viewer. */
  async forUser(userId: string, scope: StatisticsScope): Promise<ListStatistics> {
    return (await this.compute(userId, scope)).statistics;
  }

  /** The statistics, with the titles whose durations they took from the catalogue. */
  private async compute(
    userId: string,
    scope: StatisticsScope,
    now = new Date(),
  ): Promise<{ statistics: ListStatistics; titles: number[] }> {
    // The calendar year in UTC: the service has no viewer time zone to go by.
    const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
    const nextYear = new Date(Date.UTC(now.getUTCFullYear() + 1, 0, 1));
    const rows: ActivityRow[] = await this.dataSource.query(
      `WITH progress AS (
         SELECT anime_id, count(*)::int AS watched,
                count(*) FILTER (WHERE watched_at >= $2 AND watched_at < $3)::int AS watched_this_year,
                max(watched_at) AS last_at
           FROM episode_progress WHERE user_id = $1 AND completed GROUP BY anime_id
       ), entries AS (SELECT * FROM list_entries WHERE user_id = $1)
       SELECT coalesce(e.anime_id, p.anime_id) AS anime_id, e.status, coalesce(e.is_favorite, false) AS is_favorite,
              e.score, coalesce(p.watched, 0) AS watched, coalesce(p.watched_this_year, 0) AS watched_this_year,
              coalesce(e.completed_at >= $2 AND e.completed_at < $3, false) AS completed_this_year,
              greatest(e.updated_at, p.last_at) AS last_change
         FROM entries e FULL JOIN progress p ON p.anime_id = e.anime_id
        WHERE $4 OR e.is_private IS NOT TRUE`,
      [userId, yearStart, nextYear, scope.includePrivate],
    );
    const watchedIds = rows.filter((row) => row.watched > 0).map((row) => row.anime_id);
    const titles = await this.peers.titleInfo(watchedIds).catch(passOn);
    const activity = rows.map((row) => titleActivity(row, titles, scope));
    return { statistics: computeStatistics(activity, now), titles: watchedIds };
  }
}

/** A title's row as the statistics count it: its duration from the catalogue, favorites as `scope` allows. */
export function titleActivity(
  row: ActivityRow,
  titles: ReadonlyMap<number, TitleInfo>,
  scope: StatisticsScope,
): TitleActivity {
  return {
    status: row.status,
    isFavorite: scope.includeFavorites && row.is_favorite,
    score: row.score,
    episodesWatched: row.watched,
    episodesThisYear: row.watched_this_year,
    completedThisYear: row.completed_this_year,
    minutesPerEpisode: titles.get(row.anime_id)?.minutesPerEpisode ?? null,
    lastChange: row.last_change?.toISOString() ?? null,
  };
}
