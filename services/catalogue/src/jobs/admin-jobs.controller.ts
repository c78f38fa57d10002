import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ADMIN_CATALOGUE,
  type AdminActor,
  type AdminEnrichRequest,
  type AdminJobRequest,
} from '@tracker/contracts';
import { adminActor, adminEnrichRequest, adminJobRequest } from '@tracker/contracts/schemas';

import { AdminJobsService } from './admin-jobs.service.js';

/**
 * The admin panel's hand on the catalogue's queue. Issue 20 welcomes @bull-board/nestjs, but a board
 * mounted in the gateway would read and change the queue in Redis directly: the gateway does not own the
 * catalogue's queue, and the admin check must happen in the service that owns the data (auth-user is
 * asked afresh here, so a demoted admin's token opens nothing). So the queue is exposed through these
 * messages instead, each checked and recorded here, and the web draws the panel.
 */
@Controller()
export class AdminJobsController {
  constructor(@Inject(AdminJobsService) private readonly jobs: AdminJobsService) {}

  @MessagePattern(ADMIN_CATALOGUE.overview.pattern)
  overview(@Payload({ schema: adminActor }) { actorId }: AdminActor) {
    return this.jobs.overview(actorId);
  }

  @MessagePattern(ADMIN_CATALOGUE.retry.pattern)
  retry(@Payload({ schema: adminJobRequest }) { actorId, jobId }: AdminJobRequest) {
    return this.jobs.retry(actorId, jobId);
  }

  @MessagePattern(ADMIN_CATALOGUE.remove.pattern)
  remove(@Payload({ schema: adminJobRequest }) { actorId, jobId }: AdminJobRequest) {
    return this.jobs.remove(actorId, jobId);
  }

  @MessagePattern(ADMIN_CATALOGUE.warm.pattern)
  warm(@Payload({ schema: adminActor }) { actorId }: AdminActor) {
    return this.jobs.warm(actorId);
  }

  @MessagePattern(ADMIN_CATALOGUE.reseed.pattern)
  reseed(@Payload({ schema: adminActor }) { actorId }: AdminActor) {
    return this.jobs.reseed(actorId);
  }

  @MessagePattern(ADMIN_CATALOGUE.enrich.pattern)
  enrich(@Payload({ schema: adminEnrichRequest }) { actorId, animeId }: AdminEnrichRequest) {
    return this.jobs.enrich(actorId, animeId);
  }
}
