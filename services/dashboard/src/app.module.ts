import { type DynamicModule, Module } from '@nestjs/common';
import type { BaseEnv } from '@tracker/config';
import { PeersModule, ServiceCoreModule } from '@tracker/microservice';

import { DashboardConfigsModule } from './configs/dashboard-configs.module.js';
import { dashboardDataSourceOptions } from './database/data-source.js';

@Module({})
export class AppModule {
  static register(env: BaseEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.register('dashboard', dashboardDataSourceOptions(env.DATABASE_URL)),
        PeersModule.register(env),
        DashboardConfigsModule,
      ],
    };
  }
}
