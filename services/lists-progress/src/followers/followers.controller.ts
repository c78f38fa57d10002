import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AnimeFollowers,
  type AnimeFollowersRequest,
  LISTERS_PAGE_SIZE,
  type ListersPage,
  type ListersPageRequest,
  LISTS,
} from '@tracker/contracts';
import { animeFollowersRequest, listersPageRequest } from '@tracker/contracts/schemas';
import { DataSource } from 'typeorm';

/**
 * For the social service's notifications, each to its own user only (so private entries count): who
 * follows each title (watching or plan_to_watch), read along `list_entries_anime_idx`, for the new
 * episodes; and who keeps lists at all, for the weekly 'watch next'.
 */
@Controller()
export class FollowersController {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  @MessagePattern(LISTS.followers.pattern)
  async followers(
    @Payload({ schema: animeFollowersRequest }) { animeIds }: AnimeFollowersRequest,
  ): Promise<AnimeFollowers[]> {
    if (animeIds.length === 0) return [];
    const rows = await this.dataSource.query<Array<{ anime_id: number; user_ids: string[] }>>(
      `SELECT anime_id, array_agg(user_id ORDER BY user_id) AS user_ids FROM list_entries
        WHERE anime_id = ANY($1::int[]) AND status IN ('watching', 'plan_to_watch')
        GROUP BY anime_id ORDER BY anime_id`,
      [animeIds],
    );
    return rows.map((row) => ({ animeId: row.anime_id, userIds: row.user_ids }));
  }

  /** The users with any title on a list (a status or the favorite flag), by id, a page after `after`. */
  @MessagePattern(LISTS.listers.pattern)
  async listers(
    @Payload({ schema: listersPageRequest }) { after }: ListersPageRequest,
  ): Promise<ListersPage> {
    const rows = await this.dataSource.query<Array<{ user_id: string }>>(
      `SELECT DISTINCT user_id FROM list_entries
        WHERE (status IS NOT NULL OR is_favorite) AND ($1::uuid IS NULL OR user_id > $1::uuid)
        ORDER BY user_id LIMIT $2`,
      [after ?? null, LISTERS_PAGE_SIZE + 1],
    );
    const userIds = rows.slice(0, LISTERS_PAGE_SIZE).map((row) => row.user_id);
    return { userIds, next: rows.length > LISTERS_PAGE_SIZE ? userIds[userIds.length - 1] : null };
  }
}
