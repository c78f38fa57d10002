import {
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ADMIN_CATALOGUE,
  type AdminCatalogue,
  type AdminJob,
  type AdminQueued,
  type ApiEnvelope,
} from '@tracker/contracts';
import {
  adminCatalogue,
  adminJob,
  adminQueued,
  animeIdParam,
  jobIdParam,
  noData,
} from '@tracker/contracts/schemas';

import { AdminGuard } from '../authentication/admin.guard.js';
import { AuthGuard, CurrentUser } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ApiData } from '../envelope/api-answer.js';
import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

/**
 * The admin panel's catalogue tab: the job queue and the public API. The catalogue owns its queue, so every
 * route is a message it answers (checking again that the caller is an admin now), not a board over Redis
 * mounted here.
 */
@ApiTags('admin')
@Controller('admin/catalogue')
@UseGuards(AuthGuard, AdminGuard)
export class AdminCatalogueController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Get()
  @ApiOperation({
    summary:
      'data { counts, active, failed, upstream }: jobs by state, the running ones, the newest 50 failed ones, and the public API (reachable, waiting, recent429s in the last hour, the use of the limiter every replica shares, secondaryAvailable).',
  })
  @ApiData(adminCatalogue)
  async overview(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<AdminCatalogue>> {
    return ok(await this.services.send(ADMIN_CATALOGUE.overview, { actorId: user.id }));
  }

  @Post('jobs/:jobId/retry')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "data.job, run again with fresh attempts. 404 'Job not found', 409 'Only a failed job can be retried.'",
  })
  @ApiData({ job: adminJob })
  async retry(
    @CurrentUser() user: AuthUser,
    @Param('jobId', { schema: jobIdParam }) jobId: string,
  ): Promise<ApiEnvelope<{ job: AdminJob }>> {
    return ok({ job: await this.services.send(ADMIN_CATALOGUE.retry, { actorId: user.id, jobId }) });
  }

  @Delete('jobs/:jobId')
  @ApiOperation({ summary: "data null. 404 'Job not found', 409 'A running job cannot be removed.'" })
  @ApiData(noData)
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('jobId', { schema: jobIdParam }) jobId: string,
  ): Promise<ApiEnvelope<null>> {
    return ok(await this.services.send(ADMIN_CATALOGUE.remove, { actorId: user.id, jobId }));
  }

  @Post('warm')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'data { queued: true }: the warm jobs (season, top, schedule pages) queued now.' })
  @ApiData(adminQueued, HttpStatus.ACCEPTED)
  async warm(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<AdminQueued>> {
    return ok(await this.services.send(ADMIN_CATALOGUE.warm, { actorId: user.id }));
  }

  @Post('reseed')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary:
      'data { queued: true }: a seed from the bundled bangumi-data queued, as on first start (titles enriched since are kept).',
  })
  @ApiData(adminQueued, HttpStatus.ACCEPTED)
  async reseed(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<AdminQueued>> {
    return ok(await this.services.send(ADMIN_CATALOGUE.reseed, { actorId: user.id }));
  }

  @Post('enrich/:animeId')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary:
      "data { queued: true }: the title's fetch from the public API queued first in line. 404 'Anime not found'.",
  })
  @ApiData(adminQueued, HttpStatus.ACCEPTED)
  async enrich(
    @CurrentUser() user: AuthUser,
    @Param('animeId', { schema: animeIdParam }) animeId: number,
  ): Promise<ApiEnvelope<AdminQueued>> {
    return ok(await this.services.send(ADMIN_CATALOGUE.enrich, { actorId: user.id, animeId }));
  }
}
