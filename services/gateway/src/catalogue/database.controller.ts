import { Controller, Get, HttpStatus, Inject, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ApiEnvelope,
  CATALOGUE,
  type CatalogueBackendHealth,
  HEALTH,
  type SeasonPage,
} from '@tracker/contracts';
import { catalogueBackendHealth, pageParam, seasonPage } from '@tracker/contracts/schemas';
import type { FastifyReply } from 'fastify';

import { ApiAnswer, ApiData } from '../envelope/api-answer.js';
import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

/** Spec §7: the catalogue backend's health answers within 3 s. */
const DATABASE_HEALTH_TIMEOUT_MS = 3000;

@ApiTags('catalogue')
@Controller('database')
export class DatabaseController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Get('health')
  @ApiOperation({
    summary:
      "The catalogue backend: { success: true, status: 'healthy', upstream: { reachable, waiting } }, else 503.",
  })
  @ApiAnswer(catalogueBackendHealth)
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<CatalogueBackendHealth> {
    try {
      const [, upstream] = await Promise.all([
        this.services.send(HEALTH.catalogue, {}, DATABASE_HEALTH_TIMEOUT_MS),
        // Whether the public API answers says what the catalogue can complete, not whether it is healthy.
        this.services.send(CATALOGUE.upstreamStatus, {}, DATABASE_HEALTH_TIMEOUT_MS).catch(() => null),
      ]);
      return { success: true, status: 'healthy', upstream };
    } catch (error) {
      void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { success: false, status: 'unhealthy', upstream: null, error: (error as Error).message };
    }
  }

  @Get('current-season')
  @ApiOperation({
    summary:
      "The current season's anime, 25 a page (the latest seeded season while the current one is empty).",
  })
  @ApiData(seasonPage)
  async currentSeason(@Query('page', { schema: pageParam }) page: number): Promise<ApiEnvelope<SeasonPage>> {
    return ok(await this.services.send(CATALOGUE.currentSeason, { page }));
  }
}
