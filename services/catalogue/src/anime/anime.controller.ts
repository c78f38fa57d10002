import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATALOGUE, type AnimeById, type PageRequest } from '@tracker/contracts';

import { AnimeService } from './anime.service.js';

@Controller()
export class AnimeController {
  constructor(private readonly animeService: AnimeService) {}

  @MessagePattern(CATALOGUE.animeGet.pattern)
  getById(@Payload() { id }: AnimeById) {
    return this.animeService.getById(id);
  }

  @MessagePattern(CATALOGUE.currentSeason.pattern)
  currentSeason(@Payload() { page }: PageRequest) {
    return this.animeService.currentSeason(page);
  }
}
