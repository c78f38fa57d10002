import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AnimeById,
  type AnimeChanged,
  type AnimeIds,
  CATALOGUE,
  type PageRequest,
} from '@tracker/contracts';

import { AnimeService } from './anime.service.js';
import { AnimeCache } from './anime-cache.js';

@Controller()
export class AnimeController {
  constructor(
    private readonly animeService: AnimeService,
    private readonly cache: AnimeCache,
  ) {}

  @MessagePattern(CATALOGUE.animeGet.pattern)
  getById(@Payload() { id, openedWaitUntil }: AnimeById) {
    return this.animeService.getSerializedById(id, openedWaitUntil);
  }

  @MessagePattern(CATALOGUE.animeFetchLater.pattern)
  fetchLater(@Payload() { ids }: AnimeIds) {
    return this.animeService.fetchLater(ids);
  }

  @MessagePattern(CATALOGUE.currentSeason.pattern)
  currentSeason(@Payload() { page }: PageRequest) {
    return this.animeService.currentSeason(page);
  }

  /** Every replica receives this broadcast, the one that stored the titles included. */
  @EventPattern<string>(CATALOGUE.animeChanged.pattern)
  changed(@Payload() { ids }: AnimeChanged) {
    this.cache.invalidate(ids);
  }
}
