import { Module } from '@nestjs/common';

import { AnimeModule } from '../anime/anime.module.js';
import { DetailsModule } from '../details/details.module.js';
import { CatalogueProcessor } from './catalogue.processor.js';
import { CatalogueQueueModule } from './catalogue-queue.module.js';

@Module({
  imports: [CatalogueQueueModule, AnimeModule, DetailsModule],
  providers: [CatalogueProcessor],
})
export class JobsModule {}
