import { Module, type DynamicModule, type OnApplicationBootstrap, Inject } from '@nestjs/common';
import type { CatalogueEnv } from '@tracker/config';
import { ServiceCoreModule } from '@tracker/microservice';

import { AnimeController } from './anime/anime.controller.js';
import { AnimeService } from './anime/anime.service.js';
import { catalogueDataSourceOptions } from './database/data-source.js';
import { SeedService } from './seed/seed.service.js';

export const CATALOGUE_ENV = Symbol('CATALOGUE_ENV');

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
      controllers: [AnimeController],
      providers: [{ provide: CATALOGUE_ENV, useValue: env }, AnimeService, SeedService],
    };
  }

  /** First start of a fresh install: the catalogue fills itself from the bundled seed. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.env.SEED_ON_START) await this.seedService.seedIfEmpty();
  }
}
