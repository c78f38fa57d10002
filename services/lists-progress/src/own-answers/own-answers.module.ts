import { Module } from '@nestjs/common';

import { OwnAnswersController } from './own-answers.controller.js';
import { OwnAnswers } from './own-answers.js';

@Module({
  controllers: [OwnAnswersController],
  providers: [OwnAnswers],
  exports: [OwnAnswers],
})
export class OwnAnswersModule {}
