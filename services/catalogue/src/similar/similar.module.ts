import { Module } from '@nestjs/common';

import { AnimeModule } from '../anime/anime.module.js';
import { DetailsModule } from '../details/details.module.js';
import { CatalogueQueueModule } from '../jobs/catalogue-queue.module.js';
import { SimilarController } from './similar.controller.js';
import { SimilarService } from './similar.service.js';

@Module({
  imports: [AnimeModule, DetailsModule, CatalogueQueueModule],
  controllers: [SimilarController],
  providers: [SimilarService],
})
export class SimilarModule {}
