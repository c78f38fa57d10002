import { Module } from '@nestjs/common';

import { ActivityModule } from '../activity/activity.module.js';
import { ListStoresModule } from '../database/list-stores.module.js';
import { EpisodesModule } from '../episodes/episodes.module.js';
import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { OwnAnswersModule } from '../own-answers/own-answers.module.js';
import { PublicListsModule } from '../public/public-lists.module.js';
import { ListEvents } from './list-events.js';
import { ListsController } from './lists.controller.js';
import { ListsService } from './lists.service.js';

/** The owner's lists; exports the events that follow any entry change, imports included. */
@Module({
  imports: [
    ActivityModule,
    ListStoresModule,
    EpisodesModule,
    IdempotencyModule,
    OwnAnswersModule,
    PublicListsModule,
  ],
  controllers: [ListsController],
  providers: [ListsService, ListEvents],
  exports: [ListEvents],
})
export class ListsModule {}
