import { Module } from '@nestjs/common';

import { AdminCountsController } from './admin-counts.controller.js';
import { AdminCountsService } from './admin-counts.service.js';

/** The admin panel's share of lists-progress: a user's counts beside their account. */
@Module({
  controllers: [AdminCountsController],
  providers: [AdminCountsService],
})
export class AdminCountsModule {}
