import { Global, Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { AuthUserEnv } from '@tracker/config';
import { AdminAccess } from '@tracker/microservice';
import { DataSource } from 'typeorm';

import { AUTH_USER_ENV } from '../common/auth-user-env.js';
import { AdminAuditController } from './admin-audit.controller.js';
import { AdminAudit } from './admin-audit.js';
import { promoteEmail } from './admin-promotion.js';

/** Who is an admin and the audit log: global, as every admin feature of auth-user checks and records. */
@Global()
@Module({
  controllers: [AdminAuditController],
  providers: [AdminAudit, { provide: AdminAccess, useExisting: AdminAudit }],
  exports: [AdminAudit, AdminAccess],
})
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
