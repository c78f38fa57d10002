import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type NotificationRecipientsRequest, type UserCard, USERS } from '@tracker/contracts';

/** The accounts the stand-in auth-user knows, and every id list it was asked for. */
export const accounts = new Map<string, UserCard>();
export const cardRequests: string[][] = [];
/** Accounts that switched new-episode or 'watch next' notifications off. */
export const newEpisodesOff = new Set<string>();
export const recommendationsOff = new Set<string>();
/** While set, the stand-in never answers, as a stopped auth-user would not. */
export const authUser = { down: false };

@Controller()
class FakeAuthUserController {
  @MessagePattern(USERS.cards.pattern)
  cards(@Payload() { ids }: { ids: string[] }) {
    cardRequests.push(ids);
    if (authUser.down) return new Promise(() => undefined);
    return ids.flatMap((id) => accounts.get(id) ?? []);
  }

  @MessagePattern(USERS.notificationRecipients.pattern)
  notificationRecipients(@Payload() { ids, kind }: NotificationRecipientsRequest) {
    const off = kind === 'recommendations' ? recommendationsOff : newEpisodesOff;
    return ids.filter((id) => accounts.has(id) && !off.has(id));
  }
}

/** auth-user as the social service sees it over the transport: names and avatars by id, who wants which notifications. */
@Module({ controllers: [FakeAuthUserController] })
export class FakeAuthUserModule {}
