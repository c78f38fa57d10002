import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATALOGUE_SIMILAR } from '@tracker/contracts';
import { type SimilarQuery, similarRequest } from '@tracker/contracts/schemas';

import { SimilarService } from './similar.service.js';

@Controller()
export class SimilarController {
  constructor(private readonly similarService: SimilarService) {}

  @MessagePattern(CATALOGUE_SIMILAR.similar.pattern)
  similar(@Payload({ schema: similarRequest }) query: SimilarQuery) {
    return this.similarService.similar(query);
  }
}
