import { Module } from '@nestjs/common';

import { AccountsModule } from '../accounts/accounts.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { AccountDeletionProcessor } from './account-deletion.processor.js';
import { AccountDeletionQueue } from './account-deletion-queue.js';
import { AccountDeletionsController } from './account-deletions.controller.js';
import { AccountDeletionsService } from './account-deletions.service.js';
import { AccountDeletionsStore } from './account-deletions.store.js';

/**
 * Deleting an account everywhere (issue 20): the requests, the job queue and its worker; exports the store
 * the users admin reads each account's deletion from.
 */
@Module({
  imports: [SessionsModule, AccountsModule],
  controllers: [AccountDeletionsController],
  providers: [AccountDeletionsStore, AccountDeletionQueue, AccountDeletionProcessor, AccountDeletionsService],
  exports: [AccountDeletionsStore],
})
export class DeletionModule {}
