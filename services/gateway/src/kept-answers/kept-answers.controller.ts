import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  type AccountChanged,
  AUTH,
  CATALOGUE,
  OWN_ANSWERS,
  type OwnAnswersChanged,
} from '@tracker/contracts';
import { accountChanged, ownAnswersChanged } from '@tracker/contracts/schemas';

import { KeptAnswers } from './kept-answers.js';

/** The services' broadcasts of changes, heard by every gateway replica: each drops what they changed. */
@Controller()
export class KeptAnswersController {
  constructor(@Inject(KeptAnswers) private readonly answers: KeptAnswers) {}

  @EventPattern<string>(OWN_ANSWERS.changed.pattern)
  ownAnswersChanged(@Payload({ schema: ownAnswersChanged }) { userIds }: OwnAnswersChanged): void {
    this.answers.forgetUsers(userIds, ['lists', 'statistics', 'episodes']);
  }

  @EventPattern<string>(AUTH.accountChanged.pattern)
  accountChanged(@Payload({ schema: accountChanged }) { userId }: AccountChanged): void {
    this.answers.forgetUsers([userId], ['me']);
  }

  @EventPattern<string>(CATALOGUE.animeChanged.pattern)
  titlesChanged(): void {
    this.answers.forgetLists();
  }
}
