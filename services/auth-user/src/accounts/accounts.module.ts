import { Module } from '@nestjs/common';

import { SessionsModule } from '../sessions/sessions.module.js';
import { AccountCache } from './account-cache.js';
import { AccountChanges } from './account-changes.js';
import { AccountsController } from './accounts.controller.js';
import { AccountsService } from './accounts.service.js';
import { TokenIssuer } from './token-issuer.js';

/** Sign-up, sign-in and the account; exports the account lookups and change broadcasts profiles use. */
@Module({
  imports: [SessionsModule],
  controllers: [AccountsController],
  providers: [
    TokenIssuer,
    // Made per application (a factory), never shared by two apps one process starts.
    { provide: AccountCache, useFactory: () => new AccountCache() },
    AccountChanges,
    AccountsService,
  ],
  exports: [AccountsService, AccountChanges],
})
export class AccountsModule {}
