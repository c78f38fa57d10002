import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  EPISODES,
  type EntryRequest,
  type EpisodeUnmark,
  type EpisodeWrite,
  type OwnerRequest,
} from '@tracker/contracts';

import { EpisodesService } from './episodes.service.js';

@Controller()
export class EpisodesController {
  constructor(@Inject(EpisodesService) private readonly episodes: EpisodesService) {}

  @MessagePattern(EPISODES.all.pattern)
  all(@Payload() { userId }: OwnerRequest) {
    return this.episodes.all(userId);
  }

  @MessagePattern(EPISODES.forAnime.pattern)
  forAnime(@Payload() { userId, animeId }: EntryRequest) {
    return this.episodes.forAnime(userId, animeId);
  }

  @MessagePattern(EPISODES.mark.pattern)
  mark(@Payload() { userId, body }: EpisodeWrite) {
    return this.episodes.mark(userId, body);
  }

  @MessagePattern(EPISODES.unmark.pattern)
  unmark(@Payload() { userId, animeId, episodeNumber }: EpisodeUnmark) {
    return this.episodes.unmark(userId, animeId, episodeNumber);
  }

  @MessagePattern(EPISODES.markAll.pattern)
  markAll(@Payload() { userId, body }: EpisodeWrite) {
    return this.episodes.markAll(userId, body);
  }

  @MessagePattern(EPISODES.count.pattern)
  count(@Payload() { userId, animeId }: EntryRequest) {
    return this.episodes.count(userId, animeId);
  }

  @MessagePattern(EPISODES.playback.pattern)
  playback(@Payload() { userId, body }: EpisodeWrite) {
    return this.episodes.playback(userId, body);
  }
}
