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
  animeIdParam,
  episodeNumberParam,
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
  forAnime(
    @Payload() { userId }: EntryRequest,
    @Payload('animeId', { schema: animeIdParam }) animeId: number,
  ) {
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
  unmark(
    @Payload() unmark: EpisodeUnmark,
    @Payload('episodeNumber', { schema: episodeNumberParam }) episodeNumber: number,
    // Nest checks the parameters from the last: the id before the episode, as before.
    @Payload('animeId', { schema: animeIdParam }) animeId: number,
  ) {
    const key = writeKeyOf(EPISODES.unmark.pattern, unmark);
    return this.episodes.unmark(unmark.userId, animeId, episodeNumber, key);
  }

  @MessagePattern(EPISODES.markAll.pattern)
  markAll(
    @Payload() write: EpisodeWrite<MarkAllEpisodesBody>,
    @Payload('body', { schema: markAllEpisodesBody }) body: MarkAllEpisodesBody,
  ) {
    return this.episodes.markAll(write.userId, body, writeKeyOf(EPISODES.markAll.pattern, write));
  }

  @MessagePattern(EPISODES.count.pattern)
  count(@Payload() { userId }: EntryRequest, @Payload('animeId', { schema: animeIdParam }) animeId: number) {
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
