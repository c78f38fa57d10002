import { Module } from '@nestjs/common';

import { DashboardConfigsController } from './dashboard-configs.controller.js';
import { DashboardConfigsService } from './dashboard-configs.service.js';
import { DashboardConfigsStore } from './dashboard-configs.store.js';

/** Spec §3 dashboard configs: one per user, read by visitors as privacy allows, written by the owner. */
@Module({
  controllers: [DashboardConfigsController],
  providers: [DashboardConfigsService, DashboardConfigsStore],
})
export class DashboardConfigsModule {}
