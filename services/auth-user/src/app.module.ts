import { Module, type DynamicModule } from '@nestjs/common';
import type { BaseEnv } from '@tracker/config';
import { ServiceCoreModule } from '@tracker/microservice';

import { authUserDataSourceOptions } from './database/data-source.js';

@Module({})
export class AppModule {
  static register(env: BaseEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceCoreModule.register('auth-user', authUserDataSourceOptions(env.DATABASE_URL))],
    };
  }
}
