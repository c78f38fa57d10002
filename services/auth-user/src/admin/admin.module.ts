import { Global, Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { AuthUserEnv } from '@tracker/config';
import { AdminAccess } from '@tracker/microservice';
import { DataSource } from 'typeorm';

import { AccountsModule } from '../accounts/accounts.module.js';
import { AUTH_USER_ENV } from '../common/auth-user-env.js';
import { DeletionModule } from '../deletion/deletion.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { AccountAccess } from './account-access.js';
import { AdminAuditController } from './admin-audit.controller.js';
import { AdminAudit } from './admin-audit.js';
import { promoteEmail } from './admin-promotion.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersService } from './admin-users.service.js';

/**
 * Who is an admin, the audit log and the Users panel: global, as every admin feature of auth-user checks
 * and records. Exports {@link AccountAccess}, which the account deletion disables an account through.
 */
@Global()
@Module({
  imports: [AccountsModule, SessionsModule, DeletionModule],
  controllers: [AdminAuditController, AdminUsersController],
  providers: [
    AdminAudit,
    { provide: AdminAccess, useExisting: AdminAudit },
    AccountAccess,
    AdminUsersService,
  ],
  exports: [AdminAudit, AdminAccess, AccountAccess],
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
