import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AnimeById,
  type AnimeChanged,
  type AnimeIds,
  CATALOGUE,
  type PageRequest,
} from '@tracker/contracts';
import { animeByIdRequest, animeChanged, animeIdsRequest, pageRequest } from '@tracker/contracts/schemas';

import { AnimeService } from './anime.service.js';
import { AnimeCache } from './anime-cache.js';

@Controller()
export class AnimeController {
  constructor(
    private readonly animeService: AnimeService,
    private readonly cache: AnimeCache,
  ) {}

  @MessagePattern(CATALOGUE.animeGet.pattern)
  getById(@Payload({ schema: animeByIdRequest }) { id, openedWaitUntil }: AnimeById) {
    return this.animeService.getSerializedById(id, openedWaitUntil);
  }

  @MessagePattern(CATALOGUE.animeFetchLater.pattern)
  fetchLater(@Payload({ schema: animeIdsRequest }) { ids }: AnimeIds) {
    return this.animeService.fetchLater(ids);
  }

  @MessagePattern(CATALOGUE.currentSeason.pattern)
  currentSeason(@Payload({ schema: pageRequest }) { page }: PageRequest) {
    return this.animeService.currentSeason(page);
  }

  /** Every replica receives this broadcast, the one that stored the titles included. */
  @EventPattern<string>(CATALOGUE.animeChanged.pattern)
  changed(@Payload({ schema: animeChanged }) { ids }: AnimeChanged) {
    this.cache.invalidate(ids);
  }
}
