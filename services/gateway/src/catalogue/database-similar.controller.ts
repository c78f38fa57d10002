import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ApiEnvelope, CATALOGUE_SIMILAR, type SimilarAnime } from '@tracker/contracts';
import { animeIdParam, similarAnime, similarLimitParam } from '@tracker/contracts/schemas';

import { ApiData } from '../envelope/api-answer.js';
import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

/** Spec §7 similar titles of the catalogue. */
@ApiTags('catalogue')
@Controller('database')
export class DatabaseSimilarController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Get('similar/:id')
  @ApiOperation({
    summary:
      "Similar titles: up to 20 ranked over six strategies ('enhanced'), or up to 12 by shared genres ('basic') when fewer than 10 complete ones are found; limit 1–20; partial: true when the title's recommendations could not be loaded in time.",
  })
  @ApiData(similarAnime)
  async similar(
    @Param('id', { schema: animeIdParam }) id: number,
    @Query('limit', { schema: similarLimitParam }) limit: number,
  ): Promise<ApiEnvelope<SimilarAnime>> {
    return ok(await this.services.send(CATALOGUE_SIMILAR.similar, { id, limit }));
  }
}
