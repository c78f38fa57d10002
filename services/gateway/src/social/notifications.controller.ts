import { Controller, Get, Header, Inject, Param, Put, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ApiEnvelope,
  type NotificationRead,
  NOTIFICATIONS,
  type NotificationsReadAll,
} from '@tracker/contracts';
import {
  notificationIdParam,
  notificationPage,
  notificationRead,
  type NotificationsPageQuery,
  notificationsPageQuery,
  notificationsReadAll,
} from '@tracker/contracts/schemas';

import { AuthGuard, CurrentUser } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ApiData } from '../envelope/api-answer.js';
import { JSON_CONTENT_TYPE, ok } from '../envelope/envelope.js';
import { KeptPages, type PageRead } from '../kept-answers/kept-pages.js';
import { ServiceClients } from '../transport/service-clients.js';

/**
 * The bell (issue 21): the caller's own notifications; another user's id is 404, as an unknown one. The
 * first page is kept ({@link KeptPages}) until a notification comes or is read, or an actor or title on it
 * changes; older pages are read afresh.
 */
@ApiTags('notifications')
@Controller('notifications')
@UseGuards(AuthGuard)
export class NotificationsController {
  constructor(
    @Inject(ServiceClients) private readonly services: ServiceClients,
    @Inject(KeptPages) private readonly kept: KeptPages,
  ) {}

  @Get()
  @Header('Content-Type', JSON_CONTENT_TYPE)
  @ApiOperation({
    summary:
      'data.notifications newest first (kind, anime, episode, actor, createdAt, readAt), nextCursor for ?before= of the older page, ?limit 1–50 (20), and unread: the unread count.',
  })
  @ApiData(notificationPage)
  async list(
    @CurrentUser() user: AuthUser,
    @Query({ schema: notificationsPageQuery }) query: NotificationsPageQuery,
  ): Promise<Buffer> {
    const read = async (): Promise<PageRead> => {
      const page = await this.services.send(NOTIFICATIONS.list, { userId: user.id, query });
      return {
        bytes: Buffer.from(JSON.stringify(ok(page))),
        userIds: [user.id, ...page.notifications.flatMap(({ actor }) => (actor ? [actor.id] : []))],
        animeIds: page.notifications.flatMap(({ anime }) => (anime ? [anime.id] : [])),
      };
    };
    if (query.before !== undefined) return (await read()).bytes;
    return this.kept.serveNotifications(user.id, query.limit, read);
  }

  @Put('read-all')
  @ApiOperation({ summary: 'Marks every notification read: data.marked (how many), data.unread (0).' })
  @ApiData(notificationsReadAll)
  async readAll(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<NotificationsReadAll>> {
    return ok(await this.services.send(NOTIFICATIONS.readAll, { userId: user.id }));
  }

  @Put(':notificationId/read')
  @ApiOperation({ summary: 'Marks one read (again: unchanged): data.notification, data.unread.' })
  @ApiData(notificationRead)
  async read(
    @CurrentUser() user: AuthUser,
    @Param('notificationId', { schema: notificationIdParam }) notificationId: string,
  ): Promise<ApiEnvelope<NotificationRead>> {
    return ok(await this.services.send(NOTIFICATIONS.read, { userId: user.id, notificationId }));
  }
}
