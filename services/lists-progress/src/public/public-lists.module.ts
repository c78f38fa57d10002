import { Module } from '@nestjs/common';

import { ListStoresModule } from '../database/list-stores.module.js';
import { StatisticsModule } from '../statistics/statistics.module.js';
import { PublicListsController } from './public-lists.controller.js';
import { PublicListsService } from './public-lists.service.js';
import { WatchersCache } from './watchers-cache.js';

/** Other users' lists and a title's watchers; exports the watchers cache that every entry write clears. */
@Module({
  imports: [ListStoresModule, StatisticsModule],
  controllers: [PublicListsController],
  providers: [PublicListsService, WatchersCache],
  exports: [WatchersCache],
})
export class PublicListsModule {}
