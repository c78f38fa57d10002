import { Inject, Module, type DynamicModule, type OnApplicationBootstrap } from '@nestjs/common';
import type { AuthUserEnv } from '@tracker/config';
import { ServiceCoreModule } from '@tracker/microservice';
import { DataSource } from 'typeorm';

import { AccountCache } from './accounts/account-cache.js';
import { AccountChanges } from './accounts/account-changes.js';
import { AccountsController } from './accounts/accounts.controller.js';
import { AccountsService } from './accounts/accounts.service.js';
import { TokenIssuer, tokenSigning } from './accounts/token-issuer.js';
import { promoteEmail } from './admin/admin-promotion.js';
import { AUTH_USER_ENV } from './common/auth-user-env.js';
import { authUserDataSourceOptions } from './database/data-source.js';
import { MediaController } from './media/media.controller.js';
import { MediaService } from './media/media.service.js';
import { MEDIA_STORE, PostgresMediaStore } from './media/media.store.js';
import { ProfilesController } from './profiles/profiles.controller.js';
import { ProfilesService } from './profiles/profiles.service.js';
import { SessionsController } from './sessions/sessions.controller.js';
import { SessionsService } from './sessions/sessions.service.js';

@Module({})
export class AppModule implements OnApplicationBootstrap {
  constructor(
    @Inject(AUTH_USER_ENV) private readonly env: AuthUserEnv,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  static register(env: AuthUserEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.register('auth-user', authUserDataSourceOptions(env.DATABASE_URL)),
        tokenSigning(env.JWT_SECRET),
      ],
      controllers: [AccountsController, SessionsController, ProfilesController, MediaController],
      providers: [
        { provide: AUTH_USER_ENV, useValue: env },
        TokenIssuer,
        { provide: AccountCache, useValue: new AccountCache() },
        AccountChanges,
        { provide: MEDIA_STORE, useClass: PostgresMediaStore },
        SessionsService,
        AccountsService,
        ProfilesService,
        MediaService,
      ],
    };
  }

  /** The first admin: ADMIN_EMAIL's account, when it registered before the variable was set. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.env.ADMIN_EMAIL) await promoteEmail(this.dataSource, this.env.ADMIN_EMAIL);
  }
}
