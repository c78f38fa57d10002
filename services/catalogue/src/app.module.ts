import { type DynamicModule, Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { CatalogueEnv } from '@tracker/config';
import { PeersModule, ServiceCoreModule } from '@tracker/microservice';

import { AnimeModule } from './anime/anime.module.js';
import { CalendarModule } from './calendar/calendar.module.js';
import { catalogueDataSourceOptions } from './database/data-source.js';
import { DetailsModule } from './details/details.module.js';
import { CatalogueQueueModule } from './jobs/catalogue-queue.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { ProxyModule } from './proxy/proxy.module.js';
import { SearchModule } from './search/search.module.js';
import { SeedModule } from './seed/seed.module.js';
import { SeedService } from './seed/seed.service.js';
import { SimilarModule } from './similar/similar.module.js';
import { UpstreamModule } from './upstream/upstream.module.js';
import { CATALOGUE_ENV } from './upstream/upstream.providers.js';

@Module({})
export class AppModule implements OnApplicationBootstrap {
  constructor(
    @Inject(CATALOGUE_ENV) private readonly env: CatalogueEnv,
    @Inject(SeedService) private readonly seedService: SeedService,
  ) {}

  static register(env: CatalogueEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.register('catalogue', catalogueDataSourceOptions(env.DATABASE_URL)),
        // The client to the other services: the admin messages ask auth-user who is an admin.
        PeersModule.register(env),
        UpstreamModule.register(env),
        CatalogueQueueModule,
        AnimeModule,
        SearchModule,
        CalendarModule,
        DetailsModule,
        SimilarModule,
        ProxyModule,
        JobsModule,
        SeedModule,
      ],
    };
  }

  /**
   * First start of a fresh install: the catalogue fills itself from the bundled seed. Kept on the root
   * module, whose start-up hook runs after every feature's (the job processor's included), as before.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (this.env.SEED_ON_START) await this.seedService.seedIfEmpty();
  }
}
