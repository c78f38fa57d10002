import { Module } from '@nestjs/common';

import { AnimeModule } from '../anime/anime.module.js';
import { DetailsModule } from '../details/details.module.js';
import { SeedModule } from '../seed/seed.module.js';
import { AdminJobsController } from './admin-jobs.controller.js';
import { AdminJobsService } from './admin-jobs.service.js';
import { CatalogueProcessor } from './catalogue.processor.js';
import { CatalogueQueueModule } from './catalogue-queue.module.js';

/** The jobs' processor, and the admin panel's view of the queue and hand on it. */
@Module({
  imports: [CatalogueQueueModule, AnimeModule, DetailsModule, SeedModule],
  controllers: [AdminJobsController],
  providers: [CatalogueProcessor, AdminJobsService],
})
export class JobsModule {}
