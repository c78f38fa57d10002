import { Module } from '@nestjs/common';

import { AnimeModule } from '../anime/anime.module.js';
import { CatalogueQueueModule } from '../jobs/catalogue-queue.module.js';
import { SearchController } from './search.controller.js';
import { SearchService } from './search.service.js';

@Module({
  imports: [AnimeModule, CatalogueQueueModule],
  controllers: [SearchController],
  providers: [SearchService],
  exports: [SearchService],
})
export class SearchModule {}
