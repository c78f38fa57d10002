import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type ActivityEntry,
  FRIENDS,
  type FriendsActivityAnswer,
  type PublicUser,
  type UserActivityAnswer,
  USERS,
  USERS_VISIBILITY,
  VISIBLE_USERS_MAX_IDS,
} from '@tracker/contracts';
import {
  type ActivityPageQuery,
  decodeActivityCursor,
  encodeActivityCursor,
  type FriendsActivityQuery,
  type UserActivityQuery,
} from '@tracker/contracts/schemas';
import { passOn } from '@tracker/redis';

import { PeerServices, type TitleInfo } from '../peers/peer-services.js';
import { ActivityEntriesStore, type ActivityFilter, type ActivityRow } from './activity-entries.store.js';

/**
 * The activity log as others may see it (spec §6): a user's page when the profile is visible to the
 * reader (auth-user answers NOT_FOUND alike for unknown and private profiles), and a user's friends'
 * feed from their public profiles only. Others never see entries about a private list entry, nor a
 * favorite added by someone who hides favorites; owners see all of their own.
 */
@Injectable()
export class ActivityService {
  private readonly logger = new Logger(ActivityService.name);

  constructor(
    @Inject(ActivityEntriesStore) private readonly store: ActivityEntriesStore,
    @Inject(PeerServices) private readonly peers: PeerServices,
  ) {}

  /** With whose activity it is, which the gateway keeps the page by. */
  async user({ username, viewerId, query }: UserActivityQuery): Promise<UserActivityAnswer> {
    const user = await this.peers.send(USERS.byUsername, { username, viewerId }).catch(passOn);
    const isOwner = user.id === viewerId;
    const filter: ActivityFilter = {
      userIds: [user.id],
      includePrivate: isOwner,
      favoritesOf: isOwner || user.showFavorites ? [user.id] : [],
    };
    const { rows, nextCursor } = await this.page(filter, query);
    const titles = await this.titles(rows);
    return { page: { items: rows.map((row) => entryOf(row, titles)), nextCursor }, ownerId: user.id };
  }

  /** With every friend's id (those hidden too, whose privacy may change): the gateway keeps the page by them. */
  async friends({ userId, query }: FriendsActivityQuery): Promise<FriendsActivityAnswer> {
    const friendIds = await this.peers.send(FRIENDS.ids, { userId }).catch(passOn);
    const users = await this.visible(friendIds);
    if (users.size === 0) return { page: { items: [], nextCursor: null }, friendIds };
    const visible = [...users.values()];
    const filter: ActivityFilter = {
      userIds: visible.map((user) => user.id),
      includePrivate: false,
      favoritesOf: visible.filter((user) => user.showFavorites).map((user) => user.id),
    };
    const { rows, nextCursor } = await this.page(filter, query);
    const titles = await this.titles(rows);
    const items = rows.map((row) => {
      const { id, username, displayName, avatar_url } = users.get(row.user_id)!;
      return { ...entryOf(row, titles), user: { id, username, displayName, avatar_url } };
    });
    return { page: { items, nextCursor }, friendIds };
  }

  /** One more row than asked tells whether a next page exists. */
  private async page(filter: ActivityFilter, { cursor, limit }: ActivityPageQuery) {
    const after = cursor === undefined ? null : decodeActivityCursor(cursor);
    const rows = await this.store.page(filter, after, limit + 1);
    if (rows.length <= limit) return { rows, nextCursor: null };
    const last = rows[limit - 1];
    return {
      rows: rows.slice(0, limit),
      nextCursor: encodeActivityCursor({ at: last.cursor_at, id: last.id }),
    };
  }

  /** The public profiles among these users, by id. */
  private async visible(ids: string[]): Promise<Map<string, PublicUser>> {
    const users = new Map<string, PublicUser>();
    for (let start = 0; start < ids.length; start += VISIBLE_USERS_MAX_IDS) {
      const batch = ids.slice(start, start + VISIBLE_USERS_MAX_IDS);
      const found = await this.peers.send(USERS_VISIBILITY.visibleByIds, { ids: batch }).catch(passOn);
      for (const user of found) users.set(user.id, user);
    }
    return users;
  }

  /** Titles and images from the catalogue; an entry shows null for them while it cannot answer. */
  private async titles(rows: readonly ActivityRow[]): Promise<Map<number, TitleInfo>> {
    if (rows.length === 0) return new Map();
    try {
      return await this.peers.titleInfo(rows.map((row) => row.anime_id));
    } catch (error) {
      this.logger.warn(`Activity titles unknown, catalogue unreachable: ${String(error)}`);
      return new Map();
    }
  }
}

function entryOf(row: ActivityRow, titles: ReadonlyMap<number, TitleInfo>): ActivityEntry {
  const title = titles.get(row.anime_id);
  return {
    id: row.id,
    kind: row.kind,
    anime: { id: row.anime_id, title: title?.title ?? null, image: title?.image ?? null },
    status: row.status,
    score: row.score,
    episodes:
      row.episode_from === null || row.episode_to === null
        ? null
        : { from: row.episode_from, to: row.episode_to },
    at: row.at,
  };
}
