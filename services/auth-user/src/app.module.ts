import { type DynamicModule, Module } from '@nestjs/common';
import type { AuthUserEnv } from '@tracker/config';
import { ServiceCoreModule } from '@tracker/microservice';

import { AccountsModule } from './accounts/accounts.module.js';
import { tokenSigning } from './accounts/token-issuer.js';
import { AdminModule } from './admin/admin.module.js';
import { AuthUserEnvModule } from './common/auth-user-env.module.js';
import { authUserDataSourceOptions } from './database/data-source.js';
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
        tokenSigning(env.JWT_SECRET),
        SessionsModule,
        AccountsModule,
        MediaModule,
        ProfilesModule,
        AdminModule,
      ],
    };
  }
}
