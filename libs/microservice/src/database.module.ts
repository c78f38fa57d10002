import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import {
  createServiceDataSource,
  ensureDatabase,
  migrate,
  type ServiceDataSourceOptions,
} from '@tracker/database';
import { DataSource } from 'typeorm';

/**
 * Provides the service's DataSource, connected and migrated before the first message is handled,
 * and closed on shutdown.
 */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  static forService(options: ServiceDataSourceOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: DataSource,
          useFactory: async () => {
            await ensureDatabase(options.url);
            const dataSource = await createServiceDataSource(options).initialize();
            await migrate(dataSource);
            return dataSource;
          },
        },
      ],
      exports: [DataSource],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
