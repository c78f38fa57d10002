import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATALOGUE_DETAILS, type FranchiseRequest } from '@tracker/contracts';
import { type AnimeResourceQuery, animeResourceRequest, franchiseRequest } from '@tracker/contracts/schemas';

import { DetailsService } from './details.service.js';

@Controller()
export class DetailsController {
  constructor(private readonly details: DetailsService) {}

  @MessagePattern(CATALOGUE_DETAILS.resource.pattern)
  resource(@Payload({ schema: animeResourceRequest }) request: AnimeResourceQuery) {
    return this.details.resource(request);
  }

  @MessagePattern(CATALOGUE_DETAILS.franchise.pattern)
  franchise(@Payload({ schema: franchiseRequest }) { id }: FranchiseRequest) {
    return this.details.franchise(id);
  }
}
