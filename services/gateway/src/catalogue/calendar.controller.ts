import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GatewayEnv } from '@tracker/config';
import { CALENDAR_FEEDS } from '@tracker/contracts';
import { type CalendarQuery, calendarQuery } from '@tracker/contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { ApiFile } from '../envelope/api-answer.js';
import { answerCalendar, CALENDAR_CONTENT_TYPE, siteUrlOf } from '../http/calendar-file.js';
import { GATEWAY_ENV, ServiceClients } from '../transport/service-clients.js';

/** Issue 21: the week's broadcasts as a calendar any app subscribes to. */
@ApiTags('calendar')
@Controller()
export class CalendarController {
  constructor(
    @Inject(ServiceClients) private readonly services: ServiceClients,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  @Get('calendar.ics')
  @ApiOperation({
    summary:
      "The week's broadcasts as iCalendar: a weekly event per airing title in Asia/Tokyo; optional filters type, genres, min_score as the search's.",
  })
  @ApiFile(CALENDAR_CONTENT_TYPE, 'The broadcasts as an iCalendar (.ics) file.')
  async calendar(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query({ schema: calendarQuery }) filters: CalendarQuery,
  ): Promise<string> {
    const { content } = await this.services.send(CALENDAR_FEEDS.ical, {
      ...filters,
      siteUrl: siteUrlOf(request, this.env),
      name: 'AniTrack: this week on TV',
    });
    return answerCalendar(reply, { content, filename: 'anitrack-broadcasts.ics', shared: true });
  }
}
