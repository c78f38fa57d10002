import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACTIVITY, type ActivityPage, type ApiEnvelope, type FriendActivityPage } from '@tracker/contracts';
import {
  activityPage,
  type ActivityPageQuery,
  activityPageQuery,
  friendActivityPage,
} from '@tracker/contracts/schemas';

import { AuthGuard, CurrentUser, Public } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ApiData } from '../envelope/api-answer.js';
import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

/**
 * The activity lists-progress logs of its own writes (issue 19): a user's, as the profile's privacy
 * allows (404 alike for unknown and private profiles, private entries only to the owner), and the
 * signed-in user's friends' public activity. Pages by ?cursor= (the previous page's nextCursor), newest first.
 */
@ApiTags('lists')
@Controller()
@UseGuards(AuthGuard)
export class ActivityController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Get('users/:username/activity')
  @Public()
  @ApiOperation({
    summary:
      "data { items, nextCursor }: a visible profile's activity, newest first; ?cursor= the previous page's nextCursor, ?limit= 1–50 (20).",
  })
  @ApiData(activityPage)
  async user(
    @Param('username') username: string,
    @CurrentUser() viewer: AuthUser | undefined,
    @Query({ schema: activityPageQuery }) query: ActivityPageQuery,
  ): Promise<ApiEnvelope<ActivityPage>> {
    return ok(await this.services.send(ACTIVITY.user, { username, viewerId: viewer?.id, query }));
  }

  @Get('auth/activity/friends')
  @ApiOperation({
    summary:
      "data { items, nextCursor }: your friends' public activity, newest first, each with its user; ?cursor=, ?limit= 1–50 (20).",
  })
  @ApiData(friendActivityPage)
  async friends(
    @CurrentUser() user: AuthUser,
    @Query({ schema: activityPageQuery }) query: ActivityPageQuery,
  ): Promise<ApiEnvelope<FriendActivityPage>> {
    return ok(await this.services.send(ACTIVITY.friends, { userId: user.id, query }));
  }
}
