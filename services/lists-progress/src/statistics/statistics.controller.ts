import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LISTS, type OwnerRequest } from '@tracker/contracts';
import { ownerRequest } from '@tracker/contracts/schemas';

import { StatisticsService } from './statistics.service.js';

@Controller()
export class StatisticsController {
  constructor(@Inject(StatisticsService) private readonly statistics: StatisticsService) {}

  @MessagePattern(LISTS.statistics.pattern)
  ownStatistics(@Payload({ schema: ownerRequest }) { userId }: OwnerRequest) {
    return this.statistics.own(userId);
  }
}
