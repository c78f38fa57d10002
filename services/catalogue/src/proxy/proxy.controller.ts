import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATALOGUE_PROXY } from '@tracker/contracts';

import { ProxyService } from './proxy.service.js';

@Controller()
export class ProxyController {
  constructor(private readonly proxyService: ProxyService) {}

  @MessagePattern(CATALOGUE_PROXY.search.pattern)
  search(@Payload() payload: unknown) {
    return this.proxyService.search(payload);
  }

  @MessagePattern(CATALOGUE_PROXY.anime.pattern)
  anime(@Payload() payload: unknown) {
    return this.proxyService.anime(payload);
  }

  @MessagePattern(CATALOGUE_PROXY.season.pattern)
  season(@Payload() payload: unknown) {
    return this.proxyService.season(payload);
  }

  @MessagePattern(CATALOGUE_PROXY.ranking.pattern)
  ranking(@Payload() payload: unknown) {
    return this.proxyService.ranking(payload);
  }
}
