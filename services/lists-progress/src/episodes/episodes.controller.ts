import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type EntryRequest,
  EPISODES,
  type EpisodeUnmark,
  type EpisodeWrite,
  type OwnerRequest,
} from '@tracker/contracts';
import {
  type EpisodePlaybackBody,
  episodePlaybackBody,
  type MarkAllEpisodesBody,
  markAllEpisodesBody,
  type MarkEpisodeBody,
  markEpisodeBody,
} from '@tracker/contracts/schemas';

import { writeKeyOf } from '../idempotency/idempotent-writes.js';
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
  mark(
    @Payload() write: EpisodeWrite<MarkEpisodeBody>,
    @Payload('body', { schema: markEpisodeBody }) body: MarkEpisodeBody,
  ) {
    return this.episodes.mark(write.userId, body, writeKeyOf(EPISODES.mark.pattern, write));
  }

  @MessagePattern(EPISODES.unmark.pattern)
  unmark(@Payload() unmark: EpisodeUnmark) {
    const { userId, animeId, episodeNumber } = unmark;
    return this.episodes.unmark(userId, animeId, episodeNumber, writeKeyOf(EPISODES.unmark.pattern, unmark));
  }

  @MessagePattern(EPISODES.markAll.pattern)
  markAll(
    @Payload() write: EpisodeWrite<MarkAllEpisodesBody>,
    @Payload('body', { schema: markAllEpisodesBody }) body: MarkAllEpisodesBody,
  ) {
    return this.episodes.markAll(write.userId, body, writeKeyOf(EPISODES.markAll.pattern, write));
  }

  @MessagePattern(EPISODES.count.pattern)
  count(@Payload() { userId, animeId }: EntryRequest) {
    return this.episodes.count(userId, animeId);
  }

  @MessagePattern(EPISODES.playback.pattern)
  playback(
    @Payload() write: EpisodeWrite<EpisodePlaybackBody>,
    @Payload('body', { schema: episodePlaybackBody }) body: EpisodePlaybackBody,
  ) {
    return this.episodes.playback(write.userId, body, writeKeyOf(EPISODES.playback.pattern, write));
  }
}
