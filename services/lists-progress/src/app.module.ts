import { type DynamicModule, Module } from '@nestjs/common';
import type { BaseEnv } from '@tracker/config';
import { ServiceCoreModule } from '@tracker/microservice';

import { ActivityModule } from './activity/activity.module.js';
import { AdminCountsModule } from './admin-counts/admin-counts.module.js';
import { CatalogueChangesModule } from './catalogue-changes/catalogue-changes.module.js';
import { listsProgressDataSourceOptions } from './database/data-source.js';
import { EpisodesModule } from './episodes/episodes.module.js';
import { FavoriteCharactersModule } from './favorite-characters/favorite-characters.module.js';
import { FollowersModule } from './followers/followers.module.js';
import { IdempotencyModule } from './idempotency/idempotency.module.js';
import { ListsModule } from './lists/lists.module.js';
import { OwnAnswersModule } from './own-answers/own-answers.module.js';
import { PeerServicesModule } from './peers/peers.module.js';
import { PublicListsModule } from './public/public-lists.module.js';
import { RecommendationsModule } from './recommendations/recommendations.module.js';
import { StatisticsModule } from './statistics/statistics.module.js';
import { TransferModule } from './transfer/transfer.module.js';
import { UserEraseModule } from './user-erase/user-erase.module.js';

@Module({})
export class AppModule {
  static register(env: BaseEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.register('lists-progress', listsProgressDataSourceOptions(env.DATABASE_URL)),
        PeerServicesModule.register(env),
        OwnAnswersModule,
        IdempotencyModule,
        ListsModule,
        EpisodesModule,
        StatisticsModule,
        PublicListsModule,
        RecommendationsModule,
        TransferModule,
        CatalogueChangesModule,
        FavoriteCharactersModule,
        ActivityModule,
        AdminCountsModule,
        FollowersModule,
        UserEraseModule,
      ],
    };
  }
}
