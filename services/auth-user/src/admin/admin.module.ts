import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { AuthUserEnv } from '@tracker/config';
import { DataSource } from 'typeorm';

import { AUTH_USER_ENV } from '../common/auth-user-env.js';
import { promoteEmail } from './admin-promotion.js';

@Module({})
export class AdminModule implements OnApplicationBootstrap {
  constructor(
    @Inject(AUTH_USER_ENV) private readonly env: AuthUserEnv,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  /** The first admin: ADMIN_EMAIL's account, when it registered before the variable was set. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.env.ADMIN_EMAIL) await promoteEmail(this.dataSource, this.env.ADMIN_EMAIL);
  }
}
