import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { SOCIAL_EVENTS, type SocialPush } from '@tracker/contracts';
import { socialPush } from '@tracker/contracts/schemas';

import { RealtimeGateway } from './realtime.gateway.js';

const {
  messageCreated,
  friendRequested,
  friendAccepted,
  friendRemoved,
  conversationRead,
  notificationCreated,
} = SOCIAL_EVENTS;

/**
 * The social service's events, each claimed by one gateway replica, which pushes it to the users' sockets
 * on every replica (the socket.io adapter carries it to the others). The socket event is the pattern.
 */
@Controller()
export class SocialPushesController {
  constructor(@Inject(RealtimeGateway) private readonly realtime: RealtimeGateway) {}

  @EventPattern<string>(messageCreated.pattern)
  messageCreated(@Payload({ schema: socialPush }) push: SocialPush<unknown>): void {
    this.realtime.push(push.userIds, messageCreated.pattern, push.data);
  }

  @EventPattern<string>(friendRequested.pattern)
  friendRequested(@Payload({ schema: socialPush }) push: SocialPush<unknown>): void {
    this.realtime.push(push.userIds, friendRequested.pattern, push.data);
  }

  @EventPattern<string>(friendAccepted.pattern)
  friendAccepted(@Payload({ schema: socialPush }) push: SocialPush<unknown>): void {
    this.realtime.push(push.userIds, friendAccepted.pattern, push.data);
  }

  @EventPattern<string>(friendRemoved.pattern)
  friendRemoved(@Payload({ schema: socialPush }) push: SocialPush<unknown>): void {
    this.realtime.push(push.userIds, friendRemoved.pattern, push.data);
  }

  @EventPattern<string>(conversationRead.pattern)
  conversationRead(@Payload({ schema: socialPush }) push: SocialPush<unknown>): void {
    this.realtime.push(push.userIds, conversationRead.pattern, push.data);
  }

  @EventPattern<string>(notificationCreated.pattern)
  notificationCreated(@Payload({ schema: socialPush }) push: SocialPush<unknown>): void {
    this.realtime.push(push.userIds, notificationCreated.pattern, push.data);
  }
}
