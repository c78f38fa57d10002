import { Controller, Get, Header, HttpStatus, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CATALOGUE, HEALTH, type ApiEnvelope, type SeasonPage } from '@tracker/contracts';
import type { FastifyReply } from 'fastify';

import { ok, okJson } from '../common/envelope.js';
import { AnimeIdPipe, PagePipe } from '../common/query-pipes.js';
import { ServiceClients } from '../services/service-clients.js';

/** Spec §7: the catalogue backend's health answers within 3 s. */
const DATABASE_HEALTH_TIMEOUT_MS = 3000;

@ApiTags('catalogue')
@Controller('database')
export class DatabaseController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Get('health')
  @ApiOperation({ summary: "The catalogue backend: { success: true, status: 'healthy' }, else 503." })
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    try {
      await this.services.send(HEALTH.catalogue, {}, DATABASE_HEALTH_TIMEOUT_MS);
      return { success: true, status: 'healthy' };
    } catch (error) {
      void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { success: false, status: 'unhealthy', error: (error as Error).message };
    }
  }

  @Get('current-season')
  @ApiOperation({
    summary:
      "The current season's anime, 25 a page (the latest seeded season while the current one is empty).",
  })
  async currentSeason(@Query('page', PagePipe) page: number): Promise<ApiEnvelope<SeasonPage>> {
    return ok(await this.services.send(CATALOGUE.currentSeason, { page }));
  }

  /** The hottest read: the catalogue's serialised title goes out inside the envelope without a parse. */
  @Get('anime/:id')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'One anime by MyAnimeList id: 400 for a non-numeric id, 404 when unknown.' })
  @ApiOkResponse({ description: '{ success: true, data: Anime, error: null }' })
  async anime(@Param('id', AnimeIdPipe) id: number): Promise<string> {
    return okJson(await this.services.sendJson(CATALOGUE.animeGet, { id }));
  }
}
