import { type DynamicModule, Module } from '@nestjs/common';
import type { SocialEnv } from '@tracker/config';
import { ServiceCoreModule } from '@tracker/microservice';

import { BadgesModule } from './badges/badges.module.js';
import { SocialCoreModule } from './common/social-core.module.js';
import { ConversationsModule } from './conversations/conversations.module.js';
import { socialDataSourceOptions } from './database/data-source.js';
import { FriendsModule } from './friends/friends.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { UserEraseModule } from './user-erase/user-erase.module.js';

@Module({})
export class AppModule {
  static register(env: SocialEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.register('social', socialDataSourceOptions(env.DATABASE_URL)),
        SocialCoreModule.register(env),
        FriendsModule,
        ConversationsModule,
        ReportsModule,
        BadgesModule,
        NotificationsModule,
        UserEraseModule,
      ],
    };
  }
}
