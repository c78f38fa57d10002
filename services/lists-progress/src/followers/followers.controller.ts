import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type AnimeFollowers, type AnimeFollowersRequest, LISTS } from '@tracker/contracts';
import { animeFollowersRequest } from '@tracker/contracts/schemas';
import { DataSource } from 'typeorm';

/**
 * Who follows each title (watching or plan_to_watch), for the social service's new-episode
 * notifications: one read along `list_entries_anime_idx`, private entries included, since each
 * notification goes to its own user only.
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
}
