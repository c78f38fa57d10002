import {
  BadRequestException,
  Controller,
  Get,
  Inject,
  Param,
  type PipeTransform,
  Query,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type Anime,
  type AnimeSeason,
  type ApiEnvelope,
  CATALOGUE_PROXY,
  type Checked,
  checkMalLimit,
  checkMalQuery,
  checkMalRankingType,
  checkMalSeason,
  checkMalYear,
  MAL_PROXY_TIMEOUT_MS,
  type MalRankingType,
} from '@tracker/contracts';
import { animeIdParam } from '@tracker/contracts/schemas';

import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

/** The catalogue may spend the proxy's whole timeout on MAL: wait a little longer than that. */
const PROXY_REPLY_TIMEOUT_MS = MAL_PROXY_TIMEOUT_MS + 2_000;

/** A parameter checked by its contract rule; 400 with the rule's message otherwise. */
class CheckPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly check: (value: unknown) => Checked<T>) {}

  transform(value: unknown): T {
    const checked = this.check(value);
    if (!checked.ok) throw new BadRequestException(checked.error);
    return checked.value;
  }
}

/** Spec §7 proxy for the public anime database (MAL v2), answered in the anime shape. */
@ApiTags('mal')
@Controller('mal/anime')
export class MalController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Get()
  @ApiOperation({ summary: 'Searches MAL: q of at least 3 characters, limit 1–100 (default 25).' })
  async search(
    @Query('q', new CheckPipe(checkMalQuery)) q: string,
    @Query('limit', new CheckPipe(checkMalLimit)) limit: number,
  ): Promise<ApiEnvelope<Anime[]>> {
    return ok(await this.services.send(CATALOGUE_PROXY.search, { q, limit }, PROXY_REPLY_TIMEOUT_MS));
  }

  @Get('season/:year/:season')
  @ApiOperation({ summary: "One season's titles from MAL, most members first; limit 1–100 (default 25)." })
  async season(
    @Param('year', new CheckPipe(checkMalYear)) year: number,
    @Param('season', new CheckPipe(checkMalSeason)) season: AnimeSeason,
    @Query('limit', new CheckPipe(checkMalLimit)) limit: number,
  ): Promise<ApiEnvelope<Anime[]>> {
    return ok(
      await this.services.send(CATALOGUE_PROXY.season, { year, season, limit }, PROXY_REPLY_TIMEOUT_MS),
    );
  }

  @Get('ranking')
  @ApiOperation({ summary: "MAL's ranking of ranking_type (default all); limit 1–100 (default 25)." })
  async ranking(
    @Query('ranking_type', new CheckPipe(checkMalRankingType)) rankingType: MalRankingType,
    @Query('limit', new CheckPipe(checkMalLimit)) limit: number,
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
  async anime(@Param('id', { schema: animeIdParam }) id: number): Promise<ApiEnvelope<Anime>> {
    return ok(await this.services.send(CATALOGUE_PROXY.anime, { id }, PROXY_REPLY_TIMEOUT_MS));
  }
}
