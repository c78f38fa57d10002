import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ANIME_RESOURCES,
  type AnimeResource,
  type AnimeResourceResponse,
  type ApiEnvelope,
  CATALOGUE_DETAILS,
  type FranchiseView,
} from '@tracker/contracts';
import {
  animeIdParam,
  animeResourceParam,
  animeResourceResponse,
  franchiseView,
  pageParam,
} from '@tracker/contracts/schemas';

import { ApiData } from '../envelope/api-answer.js';
import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

@ApiTags('catalogue')
@Controller('anime')
export class AnimeController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Get(':id/franchise')
  @ApiOperation({
    summary:
      'The franchise: Sequel, Prequel, Alternative version and Side story links, at most 20 anime; partial: true when some relations could not be loaded in time.',
  })
  @ApiData(franchiseView)
  async franchise(@Param('id', { schema: animeIdParam }) id: number): Promise<ApiEnvelope<FranchiseView>> {
    return ok(await this.services.send(CATALOGUE_DETAILS.franchise, { id }));
  }

  @Get(':id/:resource')
  @ApiOperation({
    summary: `A detail sub-resource (${ANIME_RESOURCES.join(', ')}); episodes take ?page= and are synthesised for titles with none. When the public API does not answer within 1.5 s: what the catalogue holds, with partial: true.`,
  })
  @ApiData(animeResourceResponse)
  async resource(
    @Param('id', { schema: animeIdParam }) id: number,
    @Query('page', { schema: pageParam }) page: number,
    // Nest checks the parameters from the last: the resource's refusal answers first, as before.
    @Param('resource', { schema: animeResourceParam }) resource: AnimeResource,
  ): Promise<ApiEnvelope<AnimeResourceResponse>> {
    return ok(await this.services.send(CATALOGUE_DETAILS.resource, { id, resource, page }));
  }
}
