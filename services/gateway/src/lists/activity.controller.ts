import { Controller, Get, Header, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACTIVITY, type ActivityPage } from '@tracker/contracts';
import {
  activityPage,
  type ActivityPageQuery,
  activityPageQuery,
  friendActivityPage,
} from '@tracker/contracts/schemas';

import { AuthGuard, CurrentUser, Public } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ApiData } from '../envelope/api-answer.js';
import { JSON_CONTENT_TYPE, ok } from '../envelope/envelope.js';
import { KeptPages, type PageRead } from '../kept-answers/kept-pages.js';
import { ServiceClients } from '../transport/service-clients.js';

/**
 * The activity lists-progress logs of its own writes (issue 19): a user's, as the profile's privacy
 * allows (404 alike for unknown and private profiles, private entries only to the owner), and the
 * signed-in user's friends' public activity. Pages by ?cursor= (the previous page's nextCursor), newest first.
 * First pages, the ones the profile and the home page read, are kept ({@link KeptPages}); later ones
 * are read afresh.
 */
@ApiTags('lists')
@Controller()
@UseGuards(AuthGuard)
export class ActivityController {
  constructor(
    @Inject(ServiceClients) private readonly services: ServiceClients,
    @Inject(KeptPages) private readonly kept: KeptPages,
  ) {}

  @Get('users/:username/activity')
  @Public()
  @Header('Content-Type', JSON_CONTENT_TYPE)
  @ApiOperation({
    summary:
      "data { items, nextCursor }: a visible profile's activity, newest first; ?cursor= the previous page's nextCursor, ?limit= 1–50 (20).",
  })
  @ApiData(activityPage)
  async user(
    @Param('username') username: string,
    @CurrentUser() viewer: AuthUser | undefined,
    @Query({ schema: activityPageQuery }) query: ActivityPageQuery,
  ): Promise<Buffer> {
    // Usernames never change: a token naming this one is its owner's (checked against the answer).
    const asOwner = viewer?.username.toLowerCase() === username.toLowerCase();
    const read = async (): Promise<PageRead> => {
      const { page, ownerId } = await this.services.send(ACTIVITY.user, {
        username,
        viewerId: viewer?.id,
        query,
      });
      return { ...readOf(page), userIds: [ownerId], keep: asOwner === (viewer?.id === ownerId) };
    };
    if (query.cursor !== undefined) return (await read()).bytes;
    return this.kept.serveUser(username, asOwner, query.limit, read);
  }

  @Get('auth/activity/friends')
  @Header('Content-Type', JSON_CONTENT_TYPE)
  @ApiOperation({
    summary:
      "data { items, nextCursor }: your friends' public activity, newest first, each with its user; ?cursor=, ?limit= 1–50 (20).",
  })
  @ApiData(friendActivityPage)
  async friends(
    @CurrentUser() user: AuthUser,
    @Query({ schema: activityPageQuery }) query: ActivityPageQuery,
  ): Promise<Buffer> {
    const read = async (): Promise<PageRead> => {
      const { page, friendIds } = await this.services.send(ACTIVITY.friends, { userId: user.id, query });
      // The reader too: their own friend set changing changes the feed.
      return { ...readOf(page), userIds: [user.id, ...friendIds] };
    };
    if (query.cursor !== undefined) return (await read()).bytes;
    return this.kept.serveFriends(user.id, query.limit, read);
  }
}

/** The page enveloped, with the titles on it. */
function readOf(page: ActivityPage) {
  return {
    bytes: Buffer.from(JSON.stringify(ok(page))),
    animeIds: page.items.map((item) => item.anime.id),
  };
}
