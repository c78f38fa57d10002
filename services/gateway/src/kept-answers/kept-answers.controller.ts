import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  type AccountChanged,
  AUTH,
  BADGES,
  CATALOGUE,
  OWN_ANSWERS,
  type OwnAnswersChanged,
  type SocialPeopleChanged,
} from '@tracker/contracts';
import { accountChanged, ownAnswersChanged, socialPeopleChanged } from '@tracker/contracts/schemas';

import { KeptAnswers, LIST_KINDS } from './kept-answers.js';

/** The services' broadcasts of changes, heard by every gateway replica: each drops what they changed. */
@Controller()
export class KeptAnswersController {
  constructor(@Inject(KeptAnswers) private readonly answers: KeptAnswers) {}

  @EventPattern<string>(OWN_ANSWERS.changed.pattern)
  ownAnswersChanged(@Payload({ schema: ownAnswersChanged }) { userIds }: OwnAnswersChanged): void {
    this.answers.forgetUsers(userIds, LIST_KINDS);
  }

  @EventPattern<string>(AUTH.accountChanged.pattern)
  accountChanged(@Payload({ schema: accountChanged }) { userId }: AccountChanged): void {
    this.answers.forgetUsers([userId], ['me', 'session']);
  }

  @EventPattern<string>(BADGES.changed.pattern)
  badgesChanged(@Payload({ schema: socialPeopleChanged }) { userIds }: SocialPeopleChanged): void {
    this.answers.forgetUsers(userIds, ['badges']);
  }

  @EventPattern<string>(CATALOGUE.animeChanged.pattern)
  titlesChanged(): void {
    this.answers.forgetLists();
  }
}
