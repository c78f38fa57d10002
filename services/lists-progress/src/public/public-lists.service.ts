import { Inject, Injectable } from '@nestjs/common';
import {
  type AnimeWatcher,
  type ListStatus,
  type PublicLists,
  type PublicStatistics,
  type PublicUser,
  type UserListsRequest,
  USERS,
  USERS_VISIBILITY,
  VISIBLE_USERS_MAX_IDS,
} from '@tracker/contracts';
import { passOn } from '@tracker/redis';
import { DataSource } from 'typeorm';

import { ListEntriesStore } from '../lists/list-entries.store.js';
import { groupLists } from '../lists/lists.service.js';
import { PeerServices } from '../peers/peer-services.js';
import { StatisticsService } from '../statistics/statistics.service.js';
import { WatchersCache } from './watchers-cache.js';

interface WatcherRow {
  user_id: string;
  status: ListStatus | null;
  score: number | null;
  is_favorite: boolean;
  updated_at: Date;
}

/**
 * What others may see (spec §6): a user's lists and statistics when the profile is visible to them
 * (auth-user answers NOT_FOUND alike for unknown and private profiles), without private entries, and
 * without favorites when the owner hides them. Owners always see everything of their own.
 */
@Injectable()
export class PublicListsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ListEntriesStore) private readonly entries: ListEntriesStore,
    @Inject(StatisticsService) private readonly statistics: StatisticsService,
    @Inject(PeerServices) private readonly peers: PeerServices,
    @Inject(WatchersCache) private readonly cache: WatchersCache,
  ) {}

  async lists(request: UserListsRequest): Promise<PublicLists> {
    const { user, isOwner } = await this.profile(request);
    const lists: PublicLists['lists'] = groupLists(
      await this.entries.all(user.id, { includePrivate: isOwner }),
    );
    if (!isOwner && !user.showFavorites) delete lists.favorite;
    return { user: summary(user), lists };
  }

  async userStatistics(request: UserListsRequest): Promise<PublicStatistics> {
    const { user, isOwner } = await this.profile(request);
    const statistics = await this.statistics.forUser(user.id, {
      includePrivate: isOwner,
      includeFavorites: isOwner || user.showFavorites,
    });
    return { user: summary(user), statistics };
  }

  /** Public profiles with the title on a list, most recently updated first; cached 5 minutes per limit. */
  async watchers(animeId: number, limit: number): Promise<AnimeWatcher[]> {
    const cached = await this.cache.get(animeId, limit);
    if (cached) return cached;
    const rows: WatcherRow[] = await this.dataSource.query(
      `SELECT user_id, status, score, is_favorite, updated_at FROM list_entries
        WHERE anime_id = $1 AND NOT is_private AND (status IS NOT NULL OR is_favorite)
        ORDER BY updated_at DESC, user_id LIMIT $2`,
      [animeId, VISIBLE_USERS_MAX_IDS],
    );
    const users =
      rows.length === 0
        ? []
        : await this.peers
            .send(USERS_VISIBILITY.visibleByIds, { ids: rows.map((row) => row.user_id) })
            .catch(passOn);
    const byId = new Map(users.map((user) => [user.id, user]));
    const watchers: AnimeWatcher[] = [];
    for (const row of rows) {
      const user = byId.get(row.user_id);
      const isFavorite = row.is_favorite && Boolean(user?.showFavorites);
      // A favorite-only entry of a user who hides favorites says nothing others may see.
      if (!user || (row.status === null && !isFavorite)) continue;
      watchers.push({
        ...summary(user),
        status: row.status,
        score: row.score,
        isFavorite,
        updatedAt: row.updated_at.toISOString(),
      });
      if (watchers.length === limit) break;
    }
    await this.cache.set(animeId, limit, watchers);
    return watchers;
  }

  private async profile({ username, viewerId }: UserListsRequest) {
    const user = await this.peers.send(USERS.byUsername, { username, viewerId }).catch(passOn);
    return { user, isOwner: user.id === viewerId };
  }
}

function summary(user: PublicUser) {
  return { id: user.id, username: user.username, displayName: user.displayName, avatar_url: user.avatar_url };
}
