import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type EntryRequest,
  type EpisodeMarkAllWrite,
  type EpisodeMarkWrite,
  type EpisodePlaybackWrite,
  EPISODES,
  type EpisodeUnmark,
  type OwnerRequest,
} from '@tracker/contracts';
import {
  entryRequest,
  episodeMarkAllPayload,
  episodeMarkPayload,
  episodePlaybackPayload,
  episodeUnmarkPayload,
  ownerRequest,
} from '@tracker/contracts/schemas';

import { writeKeyOf } from '../idempotency/idempotent-writes.js';
import { EpisodesService } from './episodes.service.js';

@Controller()
export class EpisodesController {
  constructor(@Inject(EpisodesService) private readonly episodes: EpisodesService) {}

  @MessagePattern(EPISODES.all.pattern)
  all(@Payload({ schema: ownerRequest }) { userId }: OwnerRequest) {
    return this.episodes.all(userId);
  }

  @MessagePattern(EPISODES.forAnime.pattern)
  forAnime(@Payload({ schema: entryRequest }) { userId, animeId }: EntryRequest) {
    return this.episodes.forAnime(userId, animeId);
  }

  @MessagePattern(EPISODES.mark.pattern)
  mark(@Payload({ schema: episodeMarkPayload }) write: EpisodeMarkWrite) {
    return this.episodes.mark(write.userId, write.body, writeKeyOf(EPISODES.mark.pattern, write));
  }

  @MessagePattern(EPISODES.unmark.pattern)
  unmark(@Payload({ schema: episodeUnmarkPayload }) unmark: EpisodeUnmark) {
    const key = writeKeyOf(EPISODES.unmark.pattern, unmark);
    return this.episodes.unmark(unmark.userId, unmark.animeId, unmark.episodeNumber, key);
  }

  @MessagePattern(EPISODES.markAll.pattern)
  markAll(@Payload({ schema: episodeMarkAllPayload }) write: EpisodeMarkAllWrite) {
    return this.episodes.markAll(write.userId, write.body, writeKeyOf(EPISODES.markAll.pattern, write));
  }

  @MessagePattern(EPISODES.count.pattern)
  count(@Payload({ schema: entryRequest }) { userId, animeId }: EntryRequest) {
    return this.episodes.count(userId, animeId);
  }

  @MessagePattern(EPISODES.playback.pattern)
  playback(@Payload({ schema: episodePlaybackPayload }) write: EpisodePlaybackWrite) {
    return this.episodes.playback(write.userId, write.body, writeKeyOf(EPISODES.playback.pattern, write));
  }
}
