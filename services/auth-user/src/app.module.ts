import { type DynamicModule, Module } from '@nestjs/common';
import type { AuthUserEnv } from '@tracker/config';
import { ServiceCoreModule } from '@tracker/microservice';

import { AccountsModule } from './accounts/accounts.module.js';
import { tokenSigning } from './accounts/token-issuer.js';
import { AdminModule } from './admin/admin.module.js';
import { ApiTokensModule } from './api-tokens/api-tokens.module.js';
import { CalendarFeedsModule } from './calendar-feeds/calendar-feeds.module.js';
import { AuthUserEnvModule } from './common/auth-user-env.module.js';
import { authUserPeers } from './common/auth-user-peers.js';
import { authUserDataSourceOptions } from './database/data-source.js';
import { DeletionModule } from './deletion/deletion.module.js';
import { MediaModule } from './media/media.module.js';
import { ProfilesModule } from './profiles/profiles.module.js';
import { SessionsModule } from './sessions/sessions.module.js';

@Module({})
export class AppModule {
  static register(env: AuthUserEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.register('auth-user', authUserDataSourceOptions(env.DATABASE_URL)),
        AuthUserEnvModule.register(env),
        authUserPeers(env),
        tokenSigning(env.JWT_SECRET),
        SessionsModule,
        AccountsModule,
        MediaModule,
        ProfilesModule,
        AdminModule,
        DeletionModule,
        ApiTokensModule,
        CalendarFeedsModule,
      ],
    };
  }
}
