import { type DynamicModule, Module } from '@nestjs/common';
import type { ServiceName } from '@tracker/contracts';
import type { ServiceDataSourceOptions } from '@tracker/database';

import { DatabaseModule } from './database.module.js';
import { createHealthController } from './health.controller.js';

/**
 * The frame every service shares: its migrated data source and its health pattern. A service module
 * imports it and adds its own controllers and providers.
 */
@Module({})
export class ServiceCoreModule {
  static register(service: ServiceName, database: ServiceDataSourceOptions): DynamicModule {
    return {
      module: ServiceCoreModule,
      imports: [DatabaseModule.forService(database)],
      controllers: [createHealthController(service)],
    };
  }
}
