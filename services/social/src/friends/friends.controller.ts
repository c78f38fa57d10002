import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type FriendRequestBody, FRIENDS } from '@tracker/contracts';
import { friendIdParam, friendRequestBody, requestIdParam, signedInUserId } from '@tracker/contracts/schemas';

import { FriendsService } from './friends.service.js';

@Controller()
export class FriendsController {
  constructor(@Inject(FriendsService) private readonly friends: FriendsService) {}

  @MessagePattern(FRIENDS.list.pattern)
  list(@Payload('userId', { schema: signedInUserId }) userId: string) {
    return this.friends.list(userId);
  }

  @MessagePattern(FRIENDS.ids.pattern)
  ids(@Payload('userId', { schema: signedInUserId }) userId: string) {
    return this.friends.ids(userId);
  }

  @MessagePattern(FRIENDS.requests.pattern)
  requests(@Payload('userId', { schema: signedInUserId }) userId: string) {
    return this.friends.requests(userId);
  }

  @MessagePattern(FRIENDS.request.pattern)
  request(
    @Payload('userId', { schema: signedInUserId }) userId: string,
    @Payload('body', { schema: friendRequestBody }) body: FriendRequestBody,
  ) {
    return this.friends.send(userId, body.userId);
  }

  @MessagePattern(FRIENDS.accept.pattern)
  accept(
    @Payload('userId', { schema: signedInUserId }) userId: string,
    @Payload('requestId', { schema: requestIdParam }) requestId: string,
  ) {
    return this.friends.respond(userId, requestId, 'accepted');
  }

  @MessagePattern(FRIENDS.reject.pattern)
  reject(
    @Payload('userId', { schema: signedInUserId }) userId: string,
    @Payload('requestId', { schema: requestIdParam }) requestId: string,
  ) {
    return this.friends.respond(userId, requestId, 'rejected');
  }

  @MessagePattern(FRIENDS.remove.pattern)
  remove(
    @Payload('userId', { schema: signedInUserId }) userId: string,
    @Payload('friendId', { schema: friendIdParam }) friendId: string,
  ) {
    return this.friends.remove(userId, friendId);
  }
}
