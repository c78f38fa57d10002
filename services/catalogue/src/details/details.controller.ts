import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type AnimeResourceRequest, CATALOGUE_DETAILS } from '@tracker/contracts';

import { DetailsService } from './details.service.js';

@Controller()
export class DetailsController {
  constructor(private readonly details: DetailsService) {}

  @MessagePattern(CATALOGUE_DETAILS.resource.pattern)
  resource(@Payload() request: AnimeResourceRequest) {
    return this.details.resource(request);
  }

  @MessagePattern(CATALOGUE_DETAILS.franchise.pattern)
  franchise(@Payload() { id }: { id: number }) {
    return this.details.franchise(id);
  }
}
