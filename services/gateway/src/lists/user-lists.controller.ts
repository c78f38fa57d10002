import {
  BadRequestException,
  Controller,
  Get,
  Inject,
  Param,
  type PipeTransform,
  Query,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AnimeWatcher,
  type ApiEnvelope,
  LISTS,
  type PublicLists,
  type PublicStatistics,
  WATCHERS_DEFAULT_LIMIT,
  WATCHERS_MAX_LIMIT,
} from '@tracker/contracts';
import { parseWholeNumber } from '@tracker/domain';

import { AuthGuard, CurrentUser, Public } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ok } from '../envelope/envelope.js';
import { AnimeIdPipe } from '../http/query-pipes.js';
import { ServiceClients } from '../transport/service-clients.js';

/** `?limit=`: 1–50, default 10. */
class WatchersLimitPipe implements PipeTransform<string | undefined, number> {
  transform(value: string | undefined): number {
    if (value === undefined || value === '') return WATCHERS_DEFAULT_LIMIT;
    const limit = parseWholeNumber(value, 1, WATCHERS_MAX_LIMIT);
    if (limit === null) {
      throw new BadRequestException(
        `limit must be a whole number from 1 to ${WATCHERS_MAX_LIMIT}, got '${value}'.`,
      );
    }
    return limit;
  }
}

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
  async watchers(
    @Param('animeId', AnimeIdPipe) animeId: number,
    @Query('limit', WatchersLimitPipe) limit: number,
  ): Promise<ApiEnvelope<{ users: AnimeWatcher[] }>> {
    return ok({ users: await this.services.send(LISTS.usersByAnime, { animeId, limit }) });
  }

  @Get(':username/anime-lists')
  @Public()
  @ApiOperation({ summary: "data { user, lists }: a visible profile's lists." })
  async lists(
    @Param('username') username: string,
    @CurrentUser() viewer: AuthUser | undefined,
  ): Promise<ApiEnvelope<PublicLists>> {
    return ok(await this.services.send(LISTS.userLists, { username, viewerId: viewer?.id }));
  }

  @Get(':username/statistics')
  @Public()
  @ApiOperation({ summary: "data { user, statistics }: a visible profile's statistics." })
  async statistics(
    @Param('username') username: string,
    @CurrentUser() viewer: AuthUser | undefined,
  ): Promise<ApiEnvelope<PublicStatistics>> {
    return ok(await this.services.send(LISTS.userStatistics, { username, viewerId: viewer?.id }));
  }
}
