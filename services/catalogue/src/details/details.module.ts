import { Module } from '@nestjs/common';

import { AnimeModule } from '../anime/anime.module.js';
import { CatalogueQueueModule } from '../jobs/catalogue-queue.module.js';
import { DetailsController } from './details.controller.js';
import { DetailsService } from './details.service.js';

@Module({
  imports: [AnimeModule, CatalogueQueueModule],
  controllers: [DetailsController],
  providers: [DetailsService],
  exports: [DetailsService],
})
export class DetailsModule {}
