import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { OWN_ANSWERS, type OwnAnswersChanged } from '@tracker/contracts';
import { ownAnswersChanged } from '@tracker/contracts/schemas';

import { OwnAnswers } from './own-answers.js';

/** A write on any replica: every replica drops its copies of the owners' answers. */
@Controller()
export class OwnAnswersController {
  constructor(@Inject(OwnAnswers) private readonly answers: OwnAnswers) {}

  @EventPattern<string>(OWN_ANSWERS.changed.pattern)
  changed(@Payload({ schema: ownAnswersChanged }) { userIds }: OwnAnswersChanged): void {
    this.answers.forget(userIds);
  }
}
