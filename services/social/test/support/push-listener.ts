import { Controller, Module } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { BADGES, SOCIAL_EVENTS, type SocialPeopleChanged, type SocialPush } from '@tracker/contracts';

/** Every push the service emitted, as the gateway would receive it. */
export const pushes: Array<{ pattern: string; push: SocialPush<unknown> }> = [];
/** Whose badge counts each broadcast said had changed, in order. */
export const badgeChanges: string[][] = [];

const {
  messageCreated,
  friendRequested,
  friendAccepted,
  friendRemoved,
  conversationRead,
  notificationCreated,
} = SOCIAL_EVENTS;

@Controller()
class PushListener {
  @EventPattern<string>(messageCreated.pattern)
  messageCreated(@Payload() push: SocialPush<unknown>) {
    pushes.push({ pattern: messageCreated.pattern, push });
  }

  @EventPattern<string>(friendRequested.pattern)
  friendRequested(@Payload() push: SocialPush<unknown>) {
    pushes.push({ pattern: friendRequested.pattern, push });
  }

  @EventPattern<string>(friendAccepted.pattern)
  friendAccepted(@Payload() push: SocialPush<unknown>) {
    pushes.push({ pattern: friendAccepted.pattern, push });
  }

  @EventPattern<string>(friendRemoved.pattern)
  friendRemoved(@Payload() push: SocialPush<unknown>) {
    pushes.push({ pattern: friendRemoved.pattern, push });
  }

  @EventPattern<string>(conversationRead.pattern)
  conversationRead(@Payload() push: SocialPush<unknown>) {
    pushes.push({ pattern: conversationRead.pattern, push });
  }

  @EventPattern<string>(notificationCreated.pattern)
  notificationCreated(@Payload() push: SocialPush<unknown>) {
    pushes.push({ pattern: notificationCreated.pattern, push });
  }

  @EventPattern<string>(BADGES.changed.pattern)
  badgesChanged(@Payload() { userIds }: SocialPeopleChanged) {
    badgeChanges.push(userIds);
  }
}

/** The gateway's side of the social events, standing in for its socket.io pushes. */
@Module({ controllers: [PushListener] })
export class PushListenerModule {}
