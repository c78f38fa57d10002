import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AnimeWatcher,
  type ApiEnvelope,
  LISTS,
  type PublicLists,
  type PublicStatistics,
} from '@tracker/contracts';
import {
  animeIdParam,
  animeWatcher,
  arrayOf,
  publicLists,
  publicStatistics,
  watchersLimitParam,
} from '@tracker/contracts/schemas';

import { AuthGuard, CurrentUser, Public } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ApiData } from '../envelope/api-answer.js';
import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

/**
 * Others' lists and statistics (spec §6 privacy: 404 alike for unknown and private profiles, private
 * entries and hidden favorites left out), and the public profiles that have a title.
 */
@ApiTags('lists')
@Controller('users')
@UseGuards(AuthGuard)
export class UserListsController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Get('anime/:animeId')
  @Public()
  @ApiOperation({
    summary: 'data.users: public profiles with the title on a list; ?limit= 1–50, default 10.',
  })
  @ApiData({ users: arrayOf(animeWatcher) })
  async watchers(
    @Param('animeId', { schema: animeIdParam }) animeId: number,
    @Query('limit', { schema: watchersLimitParam }) limit: number,
  ): Promise<ApiEnvelope<{ users: AnimeWatcher[] }>> {
    return ok({ users: await this.services.send(LISTS.usersByAnime, { animeId, limit }) });
  }

  @Get(':username/anime-lists')
  @Public()
  @ApiOperation({ summary: "data { user, lists }: a visible profile's lists." })
  @ApiData(publicLists)
  async lists(
    @Param('username') username: string,
    @CurrentUser() viewer: AuthUser | undefined,
  ): Promise<ApiEnvelope<PublicLists>> {
    return ok(await this.services.send(LISTS.userLists, { username, viewerId: viewer?.id }));
  }

  @Get(':username/statistics')
  @Public()
  @ApiOperation({ summary: "data { user, statistics }: a visible profile's statistics." })
  @ApiData(publicStatistics)
  async statistics(
    @Param('username') username: string,
    @CurrentUser() viewer: AuthUser | undefined,
  ): Promise<ApiEnvelope<PublicStatistics>> {
    return ok(await this.services.send(LISTS.userStatistics, { username, viewerId: viewer?.id }));
  }
}
