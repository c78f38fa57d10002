import { Module } from '@nestjs/common';

import { NotificationWriter } from './notification-writer.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsService } from './notifications.service.js';

/** The bell: notifications, their read marks, and the writer the other features make them with. */
@Module({
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationWriter],
  exports: [NotificationWriter],
})
export class NotificationsModule {}
