import { Module, type DynamicModule } from '@nestjs/common';
import type { BaseEnv } from '@tracker/config';
import { ServiceCoreModule } from '@tracker/microservice';

import { LISTS_ENV } from './common/lists-env.js';
import { listsProgressDataSourceOptions } from './database/data-source.js';
import { EpisodeProgressStore } from './episodes/episode-progress.store.js';
import { EpisodeRules } from './episodes/episode-rules.js';
import { EpisodesController } from './episodes/episodes.controller.js';
import { EpisodesService } from './episodes/episodes.service.js';
import { IdempotentWrites } from './idempotency/idempotent-writes.js';
import { ListEntriesStore } from './lists/list-entries.store.js';
import { ListEvents } from './lists/list-events.js';
import { ListsController } from './lists/lists.controller.js';
import { ListsService } from './lists/lists.service.js';
import { OwnAnswersController } from './own-answers/own-answers.controller.js';
import { OwnAnswers } from './own-answers/own-answers.js';
import { CatalogueChangesController } from './peers/catalogue-changes.controller.js';
import { PeerServices } from './peers/peer-services.js';
import { PublicListsService } from './public/public-lists.service.js';
import { WatchersCache } from './public/watchers-cache.js';
import { RecommendationsService } from './recommendations/recommendations.service.js';
import { StatisticsService } from './statistics/statistics.service.js';
import { ListTransferService } from './transfer/list-transfer.service.js';
import { PendingImports } from './transfer/pending-imports.js';

@Module({})
export class AppModule {
  static register(env: BaseEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.register('lists-progress', listsProgressDataSourceOptions(env.DATABASE_URL)),
      ],
      controllers: [ListsController, EpisodesController, OwnAnswersController, CatalogueChangesController],
      providers: [
        { provide: LISTS_ENV, useValue: env },
        PeerServices,
        OwnAnswers,
        WatchersCache,
        IdempotentWrites,
        ListEntriesStore,
        EpisodeProgressStore,
        ListEvents,
        EpisodeRules,
        ListsService,
        EpisodesService,
        StatisticsService,
        PublicListsService,
        RecommendationsService,
        ListTransferService,
        PendingImports,
      ],
    };
  }
}
