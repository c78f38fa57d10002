import { Module } from '@nestjs/common';

import { AnimeResourcesStore } from '../details/anime-resources.store.js';
import { CatalogueQueueModule } from '../jobs/catalogue-queue.module.js';
import { AnimeController } from './anime.controller.js';
import { AnimeService } from './anime.service.js';
import { AnimeCache } from './anime-cache.js';
import { AnimeChanges } from './anime-changes.js';
import { AnimeRows } from './anime-rows.js';

/**
 * One title by id, stored or fetched. Exports what search, details and similar build on; it also holds
 * the details' resources store, which a fetched title writes, so details can import it without a cycle.
 */
@Module({
  imports: [CatalogueQueueModule],
  controllers: [AnimeController],
  providers: [
    AnimeService,
    // Made per application (a factory), never shared by two apps one process starts.
    { provide: AnimeCache, useFactory: () => new AnimeCache() },
    AnimeChanges,
    AnimeRows,
    AnimeResourcesStore,
  ],
  exports: [AnimeService, AnimeCache, AnimeRows, AnimeResourcesStore],
})
export class AnimeModule {}
