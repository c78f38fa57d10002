import { Module } from '@nestjs/common';

import { UpstreamStatusController } from '../upstream/upstream-status.controller.js';
import { CatalogueQueue } from './catalogue-queue.js';
import { EnrichmentRequests } from './enrichment.requests.js';

/**
 * The job queue, below the features that enqueue (anime, search, details, similar) and above none; the
 * processor that runs the jobs needs those features, so it has its own module ({@link JobsModule}).
 * The upstream status answer sits here because it reports the queue beside the public API's state.
 */
@Module({
  controllers: [UpstreamStatusController],
  providers: [CatalogueQueue, EnrichmentRequests],
  exports: [CatalogueQueue, EnrichmentRequests],
})
export class CatalogueQueueModule {}
