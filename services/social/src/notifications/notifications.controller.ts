import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { NOTIFICATIONS, type NotificationsPageQuery } from '@tracker/contracts';
import { notificationIdParam, notificationsPageQuery, signedInUserId } from '@tracker/contracts/schemas';

import { NotificationsService } from './notifications.service.js';

@Controller()
export class NotificationsController {
  constructor(@Inject(NotificationsService) private readonly notifications: NotificationsService) {}

  @MessagePattern(NOTIFICATIONS.list.pattern)
  list(
    @Payload('userId', { schema: signedInUserId }) userId: string,
    @Payload('query', { schema: notificationsPageQuery }) query: NotificationsPageQuery,
  ) {
    return this.notifications.list(userId, query);
  }

  @MessagePattern(NOTIFICATIONS.read.pattern)
  read(
    @Payload('userId', { schema: signedInUserId }) userId: string,
    @Payload('notificationId', { schema: notificationIdParam }) notificationId: string,
  ) {
    return this.notifications.read(userId, notificationId);
  }

  @MessagePattern(NOTIFICATIONS.readAll.pattern)
  readAll(@Payload('userId', { schema: signedInUserId }) userId: string) {
    return this.notifications.readAll(userId);
  }
}
