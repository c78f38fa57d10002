import { Module } from '@nestjs/common';

import { ActivityModule } from '../activity/activity.module.js';
import { ListStoresModule } from '../database/list-stores.module.js';
import { ListsModule } from '../lists/lists.module.js';
import { ListTransferController } from './list-transfer.controller.js';
import { ListTransferService } from './list-transfer.service.js';
import { PendingImports } from './pending-imports.js';

/** MAL export and import; exports the pending imports the catalogue's announcements complete. */
@Module({
  imports: [ActivityModule, ListStoresModule, ListsModule],
  controllers: [ListTransferController],
  providers: [ListTransferService, PendingImports],
  exports: [PendingImports],
})
export class TransferModule {}
