import { Module } from '@nestjs/common';

import { OwnAnswersModule } from '../own-answers/own-answers.module.js';
import { IdempotentWrites } from './idempotent-writes.js';

@Module({
  imports: [OwnAnswersModule],
  providers: [IdempotentWrites],
  exports: [IdempotentWrites],
})
export class IdempotencyModule {}
