import { Module } from '@nestjs/common';

import { OwnAnswersModule } from '../own-answers/own-answers.module.js';
import { PublicListsModule } from '../public/public-lists.module.js';
import { UserEraseController } from './user-erase.controller.js';
import { UserEraseService } from './user-erase.service.js';

/** A deleted account's rows erased from every table, for auth-user's deletion job. */
@Module({
  imports: [OwnAnswersModule, PublicListsModule],
  controllers: [UserEraseController],
  providers: [UserEraseService],
})
export class UserEraseModule {}
