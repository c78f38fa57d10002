import { Module } from '@nestjs/common';

import { ActivityModule } from '../activity/activity.module.js';
import { ListStoresModule } from '../database/list-stores.module.js';
import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { OwnAnswersModule } from '../own-answers/own-answers.module.js';
import { EpisodeRules } from './episode-rules.js';
import { EpisodesController } from './episodes.controller.js';
import { EpisodesService } from './episodes.service.js';

/** Episode marks and playback; exports the episode rules a list update's watched count is checked by. */
@Module({
  imports: [ActivityModule, ListStoresModule, IdempotencyModule, OwnAnswersModule],
  controllers: [EpisodesController],
  providers: [EpisodesService, EpisodeRules],
  exports: [EpisodeRules],
})
export class EpisodesModule {}
