import { Inject, Injectable } from '@nestjs/common';
import type { AdminUserCounts } from '@tracker/contracts';
import { AdminAccess } from '@tracker/microservice';
import { DataSource, IsNull, Not } from 'typeorm';

import { EpisodeProgressEntity } from '../episodes/episode-progress.entity.js';
import { ListEntryEntity } from '../lists/list-entry.entity.js';

/** What the admin panel shows of a user's lists beside their account (issue 20). */
@Injectable()
export class AdminCountsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(AdminAccess) private readonly admins: AdminAccess,
  ) {}

  /**
   * The titles on the user's lists (a status set; a favorite-only title is on none) and the episodes they
   * watched to the end; zeros for an account with none, or none at all. FORBIDDEN unless the actor is an
   * enabled admin now.
   */
  async counts(actorId: string, userId: string): Promise<AdminUserCounts> {
    await this.admins.require(actorId);
    const [listCount, episodeCount] = await Promise.all([
      this.dataSource.getRepository(ListEntryEntity).countBy({ userId, status: Not(IsNull()) }),
      this.dataSource.getRepository(EpisodeProgressEntity).countBy({ userId, completed: true }),
    ]);
    return { listCount, episodeCount };
  }
}
