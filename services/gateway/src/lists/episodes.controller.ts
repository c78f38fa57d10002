import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Inject,
  Param,
  Post,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ApiEnvelope, type EpisodeMark, type EpisodeProgressResult, EPISODES } from '@tracker/contracts';
import {
  animeIdParam,
  arrayOf,
  episodeCount,
  episodeMark,
  episodeNumberParam,
  type EpisodePlaybackBody,
  episodePlaybackBody,
  episodeProgressMap,
  episodeProgressResult,
  type MarkAllEpisodesBody,
  markAllEpisodesBody,
  type MarkEpisodeBody,
  markEpisodeBody,
} from '@tracker/contracts/schemas';

import { AuthGuard, CurrentUser } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ApiData } from '../envelope/api-answer.js';
import { JSON_CONTENT_TYPE, ok, okJsonField } from '../envelope/envelope.js';
import { KeptAnswers } from '../kept-answers/kept-answers.js';
import { ServiceClients } from '../transport/service-clients.js';
import { IdempotencyKey } from './list-route-params.js';

const progressEnvelope = okJsonField('episodeProgress');

/** Spec §7 episode progress of the signed-in user. */
@ApiTags('lists')
@Controller()
@UseGuards(AuthGuard)
export class EpisodesController {
  constructor(
    @Inject(ServiceClients) private readonly services: ServiceClients,
    @Inject(KeptAnswers) private readonly kept: KeptAnswers,
  ) {}

  /** The service's serialised answer goes out inside the envelope as bytes, never parsed here. */
  @Get('auth/episode-progress')
  @Header('Content-Type', JSON_CONTENT_TYPE)
  @ApiOperation({ summary: 'data.episodeProgress: per anime id, per episode number.' })
  @ApiData({ episodeProgress: episodeProgressMap })
  async all(@CurrentUser() user: AuthUser): Promise<Buffer> {
    return this.kept.serve('episodes', user.id, async () =>
      progressEnvelope(await this.services.sendJson(EPISODES.all, { userId: user.id })),
    );
  }

  @Get('auth/episode-progress/:animeId')
  @ApiOperation({ summary: 'data.progress: the episodes of one title, with episodeNumber.' })
  @ApiData({ progress: arrayOf(episodeMark) })
  async forAnime(
    @CurrentUser() user: AuthUser,
    @Param('animeId', { schema: animeIdParam }) animeId: number,
  ): Promise<ApiEnvelope<{ progress: EpisodeMark[] }>> {
    return ok({ progress: await this.services.send(EPISODES.forAnime, { userId: user.id, animeId }) });
  }

  @Post('auth/episode-progress')
  @HttpCode(200)
  @ApiOperation({
    summary: "body animeId, episodeNumber (within the title's episode count): marks it watched.",
  })
  @ApiData(episodeProgressResult)
  async mark(
    @CurrentUser() user: AuthUser,
    @Body({ schema: markEpisodeBody }) body: MarkEpisodeBody,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ): Promise<ApiEnvelope<EpisodeProgressResult>> {
    return ok(await this.services.send(EPISODES.mark, { userId: user.id, body, idempotencyKey }));
  }

  @Delete('auth/episode-progress/:animeId/:episodeNumber')
  @ApiOperation({ summary: 'Marks the episode unwatched; 404 when it was not watched.' })
  @ApiData(episodeProgressResult)
  async unmark(
    @CurrentUser() user: AuthUser,
    @Param('animeId', { schema: animeIdParam }) animeId: number,
    @Param('episodeNumber', { schema: episodeNumberParam }) episodeNumber: number,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ): Promise<ApiEnvelope<EpisodeProgressResult>> {
    const unmark = { userId: user.id, animeId, episodeNumber, idempotencyKey };
    return ok(await this.services.send(EPISODES.unmark, unmark));
  }

  @Post('auth/mark-all-episodes-watched')
  @HttpCode(200)
  @ApiOperation({ summary: 'body animeId, totalEpisodes: marks episodes 1 to the total watched.' })
  @ApiData(episodeProgressResult)
  async markAll(
    @CurrentUser() user: AuthUser,
    @Body({ schema: markAllEpisodesBody }) body: MarkAllEpisodesBody,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ): Promise<ApiEnvelope<EpisodeProgressResult>> {
    return ok(await this.services.send(EPISODES.markAll, { userId: user.id, body, idempotencyKey }));
  }

  @Get('auth/episode-count/:animeId')
  @ApiOperation({ summary: 'data.episodeCount: episodes of the title the user watched.' })
  @ApiData(episodeCount)
  async count(
    @CurrentUser() user: AuthUser,
    @Param('animeId', { schema: animeIdParam }) animeId: number,
  ): Promise<ApiEnvelope<{ episodeCount: number }>> {
    return ok({ episodeCount: await this.services.send(EPISODES.count, { userId: user.id, animeId }) });
  }

  @Post('episode/progress')
  @HttpCode(200)
  @ApiOperation({
    summary: 'body animeId, episodeNumber, progress (0–100 percent watched); 100 marks it watched.',
  })
  @ApiData(episodeProgressResult)
  async playback(
    @CurrentUser() user: AuthUser,
    @Body({ schema: episodePlaybackBody }) body: EpisodePlaybackBody,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ): Promise<ApiEnvelope<EpisodeProgressResult>> {
    return ok(await this.services.send(EPISODES.playback, { userId: user.id, body, idempotencyKey }));
  }
}
