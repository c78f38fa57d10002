import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  type AccessEnded,
  type AccountChanged,
  ADMIN,
  type AnimeChanged,
  AUTH,
  BADGES,
  CATALOGUE,
  FRIENDSHIPS,
  OWN_ANSWERS,
  type OwnAnswersChanged,
  type SocialPeopleChanged,
} from '@tracker/contracts';
import {
  accessEnded,
  accountChanged,
  animeChanged,
  ownAnswersChanged,
  socialPeopleChanged,
} from '@tracker/contracts/schemas';

import { KeptPages } from './kept-pages.js';

/**
 * The broadcasts that change activity and notification pages, heard by every gateway replica: each drops
 * the pages built from the users or titles named ({@link KeptPages}).
 */
@Controller()
export class KeptPagesController {
  constructor(@Inject(KeptPages) private readonly pages: KeptPages) {}

  /** Their writes, the ones the activity log records among them. */
  @EventPattern<string>(OWN_ANSWERS.changed.pattern)
  listsChanged(@Payload({ schema: ownAnswersChanged }) { userIds }: OwnAnswersChanged): void {
    this.pages.forgetUsers(userIds);
  }

  /** A profile's privacy, shown favorites, name or avatar. */
  @EventPattern<string>(AUTH.accountChanged.pattern)
  accountChanged(@Payload({ schema: accountChanged }) { userId }: AccountChanged): void {
    this.pages.forgetUsers([userId]);
  }

  /** An account disabled or being deleted: others no longer see it. */
  @EventPattern<string>(ADMIN.accessEnded.pattern)
  accessEnded(@Payload({ schema: accessEnded }) { userId }: AccessEnded): void {
    this.pages.forgetUsers([userId]);
  }

  /** A friendship made or ended: both friends' feeds. */
  @EventPattern<string>(FRIENDSHIPS.changed.pattern)
  friendsChanged(@Payload({ schema: socialPeopleChanged }) { userIds }: SocialPeopleChanged): void {
    this.pages.forgetUsers(userIds);
  }

  /** Their notifications came, or were read (with their badge counts). */
  @EventPattern<string>(BADGES.changed.pattern)
  notificationsChanged(@Payload({ schema: socialPeopleChanged }) { userIds }: SocialPeopleChanged): void {
    this.pages.forgetUsers(userIds);
  }

  @EventPattern<string>(CATALOGUE.animeChanged.pattern)
  titlesChanged(@Payload({ schema: animeChanged }) { ids }: AnimeChanged): void {
    this.pages.forgetTitles(ids);
  }
}
