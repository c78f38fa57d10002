import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type Anime,
  type AnimeSeason,
  type ApiEnvelope,
  CATALOGUE_PROXY,
  MAL_PROXY_TIMEOUT_MS,
  type MalRankingType,
} from '@tracker/contracts';
import {
  anime,
  animeIdParam,
  arrayOf,
  malLimit,
  malRankingType,
  malSeason,
  malText,
  malYear,
} from '@tracker/contracts/schemas';

import { ApiData } from '../envelope/api-answer.js';
import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

/** The catalogue may spend the proxy's whole timeout on MAL: wait a little longer than that. */
const PROXY_REPLY_TIMEOUT_MS = MAL_PROXY_TIMEOUT_MS + 2_000;

/** Spec §7 proxy for the public anime database (MAL v2), answered in the anime shape. */
@ApiTags('mal')
@Controller('mal/anime')
export class MalController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Get()
  @ApiOperation({ summary: 'Searches MAL: q of at least 3 characters, limit 1–100 (default 25).' })
  @ApiData(arrayOf(anime))
  async search(
    @Query('q', { schema: malText }) q: string,
    @Query('limit', { schema: malLimit }) limit: number,
  ): Promise<ApiEnvelope<Anime[]>> {
    return ok(await this.services.send(CATALOGUE_PROXY.search, { q, limit }, PROXY_REPLY_TIMEOUT_MS));
  }

  @Get('season/:year/:season')
  @ApiOperation({ summary: "One season's titles from MAL, most members first; limit 1–100 (default 25)." })
  @ApiData(arrayOf(anime))
  async season(
    @Param('year', { schema: malYear }) year: number,
    @Param('season', { schema: malSeason }) season: AnimeSeason,
    @Query('limit', { schema: malLimit }) limit: number,
  ): Promise<ApiEnvelope<Anime[]>> {
    return ok(
      await this.services.send(CATALOGUE_PROXY.season, { year, season, limit }, PROXY_REPLY_TIMEOUT_MS),
    );
  }

  @Get('ranking')
  @ApiOperation({ summary: "MAL's ranking of ranking_type (default all); limit 1–100 (default 25)." })
  @ApiData(arrayOf(anime))
  async ranking(
    @Query('ranking_type', { schema: malRankingType }) rankingType: MalRankingType,
    @Query('limit', { schema: malLimit }) limit: number,
  ): Promise<ApiEnvelope<Anime[]>> {
    return ok(
      await this.services.send(
        CATALOGUE_PROXY.ranking,
        { ranking_type: rankingType, limit },
        PROXY_REPLY_TIMEOUT_MS,
      ),
    );
  }

  @Get(':id')
  @ApiOperation({ summary: 'One title from MAL.' })
  @ApiData(anime)
  async anime(@Param('id', { schema: animeIdParam }) id: number): Promise<ApiEnvelope<Anime>> {
    return ok(await this.services.send(CATALOGUE_PROXY.anime, { id }, PROXY_REPLY_TIMEOUT_MS));
  }
}
