import {
  Body,
  Controller,
  Delete,
  Get,
  HttpStatus,
  Inject,
  Param,
  Post,
  Put,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ApiEnvelope,
  type BlockedUser,
  BLOCKS,
  type FriendOnline,
  type FriendRequest,
  type FriendRequests,
  FRIENDS,
} from '@tracker/contracts';
import {
  arrayOf,
  blockedIdParam,
  blockedUser,
  friendIdParam,
  friendOnline,
  friendRemoved,
  friendRequest,
  type FriendRequestBody,
  friendRequestBody,
  friendRequests,
  requestIdParam,
  unblocked,
} from '@tracker/contracts/schemas';
import type { FastifyReply } from 'fastify';

import { AuthGuard, CurrentUser } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ApiData } from '../envelope/api-answer.js';
import { ok } from '../envelope/envelope.js';
import { Presence } from '../realtime/presence.js';
import { ServiceClients } from '../transport/service-clients.js';

/** Spec §7 friends calls, and blocks; the social service owns every rule. Another user's ids get 404. */
@ApiTags('friends')
@Controller('friends')
@UseGuards(AuthGuard)
export class FriendsController {
  constructor(
    @Inject(ServiceClients) private readonly services: ServiceClients,
    @Inject(Presence) private readonly presence: Presence,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'data.friends: each friend (id, displayName, username, avatar), since, conversationId, online (a page open now).',
  })
  @ApiData({ friends: arrayOf(friendOnline) })
  async list(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<{ friends: FriendOnline[] }>> {
    const friends = await this.services.send(FRIENDS.list, { userId: user.id });
    const online = await this.presence.onlineAmong(friends.map(({ friend }) => friend.id));
    return ok({ friends: friends.map((friend) => ({ ...friend, online: online.has(friend.friend.id) })) });
  }

  @Get('requests')
  @ApiOperation({
    summary:
      'data.incoming: pending requests to you (id, sender); data.outgoing: your latest to each person, with status.',
  })
  @ApiData(friendRequests)
  async requests(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<FriendRequests>> {
    return ok(await this.services.send(FRIENDS.requests, { userId: user.id }));
  }

  @Post('request')
  @ApiOperation({
    summary:
      "body userId: asks them (201); when they already asked you, accepts theirs instead (200, status 'accepted'). 400 to yourself, 404 unknown user, 403 between blocked users, 409 when friends or already asked.",
  })
  @ApiData({ request: friendRequest }, HttpStatus.CREATED)
  @ApiData({ request: friendRequest })
  async request(
    @CurrentUser() user: AuthUser,
    @Body({ schema: friendRequestBody }) body: FriendRequestBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiEnvelope<{ request: FriendRequest }>> {
    const request = await this.services.send(FRIENDS.request, { userId: user.id, body });
    if (request.status === 'accepted') void reply.status(200);
    return ok({ request });
  }

  @Put('requests/:requestId/accept')
  @ApiOperation({ summary: 'Only its receiver: you become friends. 404 for anyone else, 409 once answered.' })
  @ApiData({ request: friendRequest })
  async accept(
    @CurrentUser() user: AuthUser,
    @Param('requestId', { schema: requestIdParam }) requestId: string,
  ): Promise<ApiEnvelope<{ request: FriendRequest }>> {
    return ok({ request: await this.services.send(FRIENDS.accept, { userId: user.id, requestId }) });
  }

  @Put('requests/:requestId/reject')
  @ApiOperation({ summary: 'Only its receiver. 404 for anyone else, 409 once answered.' })
  @ApiData({ request: friendRequest })
  async reject(
    @CurrentUser() user: AuthUser,
    @Param('requestId', { schema: requestIdParam }) requestId: string,
  ): Promise<ApiEnvelope<{ request: FriendRequest }>> {
    return ok({ request: await this.services.send(FRIENDS.reject, { userId: user.id, requestId }) });
  }

  @Get('blocked')
  @ApiOperation({ summary: 'data.blocked: the users you blocked (user, blockedAt).' })
  @ApiData({ blocked: arrayOf(blockedUser) })
  async blocked(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<{ blocked: BlockedUser[] }>> {
    return ok({ blocked: await this.services.send(BLOCKS.list, { userId: user.id }) });
  }

  @Post('blocked')
  @ApiOperation({
    summary:
      'body userId: blocks them. The friendship and requests between you end; neither can ask or message the other, nor find them in search. Blocking again changes nothing.',
  })
  @ApiData({ blocked: blockedUser }, HttpStatus.CREATED)
  async block(
    @CurrentUser() user: AuthUser,
    @Body({ schema: friendRequestBody }) body: FriendRequestBody,
  ): Promise<ApiEnvelope<{ blocked: BlockedUser }>> {
    return ok({ blocked: await this.services.send(BLOCKS.block, { userId: user.id, body }) });
  }

  @Delete('blocked/:userId')
  @ApiOperation({ summary: 'Unblocks them; 404 when you had not blocked them.' })
  @ApiData(unblocked)
  async unblock(
    @CurrentUser() user: AuthUser,
    @Param('userId', { schema: blockedIdParam }) blockedId: string,
  ): Promise<ApiEnvelope<{ userId: string }>> {
    return ok(await this.services.send(BLOCKS.unblock, { userId: user.id, blockedId }));
  }

  @Delete(':friendId')
  @ApiOperation({ summary: 'Ends the friendship on both sides; 404 when you are not friends.' })
  @ApiData(friendRemoved)
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('friendId', { schema: friendIdParam }) friendId: string,
  ): Promise<ApiEnvelope<{ friendId: string }>> {
    return ok(await this.services.send(FRIENDS.remove, { userId: user.id, friendId }));
  }
}
