import { Module, type DynamicModule, type OnApplicationBootstrap, Inject } from '@nestjs/common';
import type { CatalogueEnv } from '@tracker/config';
import { ServiceCoreModule } from '@tracker/microservice';

import { AnimeCache } from './anime/anime-cache.js';
import { AnimeChanges } from './anime/anime-changes.js';
import { AnimeRows } from './anime/anime-rows.js';
import { AnimeController } from './anime/anime.controller.js';
import { AnimeService } from './anime/anime.service.js';
import { catalogueDataSourceOptions } from './database/data-source.js';
import { AnimeResourcesStore } from './details/anime-resources.store.js';
import { DetailsController } from './details/details.controller.js';
import { DetailsService } from './details/details.service.js';
import { CatalogueProcessor } from './jobs/catalogue.processor.js';
import { CatalogueQueue } from './jobs/catalogue-queue.js';
import { EnrichmentRequests } from './jobs/enrichment.requests.js';
import { ProxyController } from './proxy/proxy.controller.js';
import { ProxyService } from './proxy/proxy.service.js';
import { SearchController } from './search/search.controller.js';
import { SearchService } from './search/search.service.js';
import { SeedService } from './seed/seed.service.js';
import { SimilarController } from './similar/similar.controller.js';
import { SimilarService } from './similar/similar.service.js';
import { UpstreamStatusController } from './upstream/upstream-status.controller.js';
import { CATALOGUE_ENV, upstreamProviders } from './upstream/upstream.providers.js';

@Module({})
export class AppModule implements OnApplicationBootstrap {
  constructor(
    @Inject(CATALOGUE_ENV) private readonly env: CatalogueEnv,
    @Inject(SeedService) private readonly seedService: SeedService,
  ) {}

  static register(env: CatalogueEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceCoreModule.register('catalogue', catalogueDataSourceOptions(env.DATABASE_URL))],
      controllers: [
        AnimeController,
        SearchController,
        DetailsController,
        ProxyController,
        SimilarController,
        UpstreamStatusController,
      ],
      providers: [
        { provide: CATALOGUE_ENV, useValue: env },
        ...upstreamProviders,
        CatalogueQueue,
        EnrichmentRequests,
        CatalogueProcessor,
        AnimeService,
        { provide: AnimeCache, useValue: new AnimeCache() },
        AnimeChanges,
        AnimeRows,
        AnimeResourcesStore,
        DetailsService,
        SearchService,
        SimilarService,
        SeedService,
        ProxyService,
      ],
    };
  }

  /** First start of a fresh install: the catalogue fills itself from the bundled seed. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.env.SEED_ON_START) await this.seedService.seedIfEmpty();
  }
}
