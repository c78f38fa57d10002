import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATALOGUE_PROXY } from '@tracker/contracts';
import {
  type MalAnime,
  malAnimeRequest,
  type MalRanking,
  malRankingRequest,
  type MalSearch,
  malSearchRequest,
  type MalSeason,
  malSeasonRequest,
} from '@tracker/contracts/schemas';

import { ProxyService } from './proxy.service.js';

@Controller()
export class ProxyController {
  constructor(private readonly proxyService: ProxyService) {}

  @MessagePattern(CATALOGUE_PROXY.search.pattern)
  search(@Payload({ schema: malSearchRequest }) payload: MalSearch) {
    return this.proxyService.search(payload);
  }

  @MessagePattern(CATALOGUE_PROXY.anime.pattern)
  anime(@Payload({ schema: malAnimeRequest }) payload: MalAnime) {
    return this.proxyService.anime(payload);
  }

  @MessagePattern(CATALOGUE_PROXY.season.pattern)
  season(@Payload({ schema: malSeasonRequest }) payload: MalSeason) {
    return this.proxyService.season(payload);
  }

  @MessagePattern(CATALOGUE_PROXY.ranking.pattern)
  ranking(@Payload({ schema: malRankingRequest }) payload: MalRanking) {
    return this.proxyService.ranking(payload);
  }
}
