import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LISTS, type RecommendationsRequest } from '@tracker/contracts';
import { recommendationsRequest } from '@tracker/contracts/schemas';

import { RecommendationsService } from './recommendations.service.js';

@Controller()
export class RecommendationsController {
  constructor(@Inject(RecommendationsService) private readonly recommendations: RecommendationsService) {}

  @MessagePattern(LISTS.recommendations.pattern)
  recommend(@Payload({ schema: recommendationsRequest }) request: RecommendationsRequest) {
    return this.recommendations.forUser(request);
  }
}
