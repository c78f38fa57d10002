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
  ANIME_RESOURCES,
  type AnimeResource,
  type AnimeResourceResponse,
  type ApiEnvelope,
  CATALOGUE_DETAILS,
  type FranchiseView,
} from '@tracker/contracts';
import { animeIdParam, pageParam } from '@tracker/contracts/schemas';

import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

class AnimeResourcePipe implements PipeTransform<string, AnimeResource> {
  transform(value: string): AnimeResource {
    if ((ANIME_RESOURCES as readonly string[]).includes(value)) return value as AnimeResource;
    throw new BadRequestException(
      `Unknown anime resource '${value}': use one of ${ANIME_RESOURCES.join(', ')}.`,
    );
  }
}

@ApiTags('catalogue')
@Controller('anime')
export class AnimeController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Get(':id/franchise')
  @ApiOperation({
    summary:
      'The franchise: Sequel, Prequel, Alternative version and Side story links, at most 20 anime; partial: true when some relations could not be loaded in time.',
  })
  async franchise(@Param('id', { schema: animeIdParam }) id: number): Promise<ApiEnvelope<FranchiseView>> {
    return ok(await this.services.send(CATALOGUE_DETAILS.franchise, { id }));
  }

  @Get(':id/:resource')
  @ApiOperation({
    summary: `A detail sub-resource (${ANIME_RESOURCES.join(', ')}); episodes take ?page= and are synthesised for titles with none. When the public API does not answer within 1.5 s: what the catalogue holds, with partial: true.`,
  })
  async resource(
    @Param('id', { schema: animeIdParam }) id: number,
    @Param('resource', AnimeResourcePipe) resource: AnimeResource,
    @Query('page', { schema: pageParam }) page: number,
  ): Promise<ApiEnvelope<AnimeResourceResponse>> {
    return ok(await this.services.send(CATALOGUE_DETAILS.resource, { id, resource, page }));
  }
}
