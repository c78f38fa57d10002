import { randomUUID } from 'node:crypto';

import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type NotificationRecipientsRequest,
  type SocialProfile,
  type UserCard,
  USERS,
} from '@tracker/contracts';

/** The accounts the stand-in auth-user knows, and every id list it was asked for. */
export const accounts = new Map<string, UserCard>();
export const cardRequests: string[][] = [];
/** Accounts that switched new-episode or 'watch next' notifications off. */
export const newEpisodesOff = new Set<string>();
export const recommendationsOff = new Set<string>();
/**
 * A maker of accounts the stand-in knows, each new: `${username}_1` named `${displayName} 1`, and so on. It
 * answers each as social shows a person.
 */
export function people(username: string, displayName: string): () => SocialProfile {
  let serial = 0;
  return () => {
    serial += 1;
    const id = randomUUID();
    const profile = { id, username: `${username}_${serial}`, displayName: `${displayName} ${serial}` };
    accounts.set(id, { ...profile, avatar_url: null });
    return { ...profile, avatar: null };
  };
}

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
