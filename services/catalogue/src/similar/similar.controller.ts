import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATALOGUE_SIMILAR } from '@tracker/contracts';

import { SimilarService } from './similar.service.js';

/** The payload reaches the service unparsed: it validates whatever a caller on the transport sends. */
@Controller()
export class SimilarController {
  constructor(private readonly similarService: SimilarService) {}

  @MessagePattern(CATALOGUE_SIMILAR.similar.pattern)
  similar(@Payload() payload: unknown) {
    return this.similarService.similar(payload);
  }
}
