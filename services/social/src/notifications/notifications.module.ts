import { Module } from '@nestjs/common';

import { NewEpisodesJob } from './new-episodes/new-episodes.job.js';
import { NewEpisodes } from './new-episodes/new-episodes.js';
import { NotificationWriter } from './notification-writer.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsService } from './notifications.service.js';
import { WatchNext } from './watch-next/watch-next.js';

/**
 * The bell: notifications, their read marks, the writer the other features make them with, and the
 * notifications job (new episodes, the weekly 'watch next').
 */
@Module({
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationWriter, NewEpisodes, WatchNext, NewEpisodesJob],
  exports: [NotificationWriter],
})
export class NotificationsModule {}
