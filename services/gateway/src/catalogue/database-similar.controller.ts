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
  type ApiEnvelope,
  CATALOGUE_SIMILAR,
  type SimilarAnime,
  similarLimitError,
} from '@tracker/contracts';
import { animeIdParam } from '@tracker/contracts/schemas';
import { ENHANCED_SIMILAR_LIMIT, parseWholeNumber } from '@tracker/domain';

import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

/** `?limit=`: 1 to 20, default 20; the catalogue checks the same rule with the same message. */
class SimilarLimitPipe implements PipeTransform<string | string[] | undefined, number> {
  transform(value: string | string[] | undefined): number {
    if (value === undefined || value === '') return ENHANCED_SIMILAR_LIMIT;
    const limit = parseWholeNumber(value, 1, ENHANCED_SIMILAR_LIMIT);
    if (limit === null) throw new BadRequestException(similarLimitError(value, ENHANCED_SIMILAR_LIMIT));
    return limit;
  }
}

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
  async similar(
    @Param('id', { schema: animeIdParam }) id: number,
    @Query('limit', SimilarLimitPipe) limit: number,
  ): Promise<ApiEnvelope<SimilarAnime>> {
    return ok(await this.services.send(CATALOGUE_SIMILAR.similar, { id, limit }));
  }
}
