import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GatewayEnv } from '@tracker/config';
import { type AnimeLists, CALENDAR_FEEDS, LISTS } from '@tracker/contracts';
import { calendarFeedFileParam } from '@tracker/contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { ApiFile } from '../envelope/api-answer.js';
import { answerCalendar, CALENDAR_CONTENT_TYPE, siteUrlOf } from '../http/calendar-file.js';
import { GATEWAY_ENV, ServiceClients } from '../transport/service-clients.js';

/** The lists a private feed follows. */
const FOLLOWED_LISTS = ['watching', 'plan_to_watch'] as const;

/**
 * Issue 21: a user's private feed, composed here from three services: auth-user says whose the token is,
 * lists-progress which titles they watch or plan to, the catalogue renders those titles' broadcasts.
 * Public: the token in the address is the secret.
 */
@ApiTags('calendar')
@Controller('calendar')
export class PrivateCalendarController {
  constructor(
    @Inject(ServiceClients) private readonly services: ServiceClients,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  @Get(':file')
  @ApiOperation({
    summary:
      'A private feed, /api/calendar/{token}.ics: the weekly broadcasts of its owner’s watching and plan-to-watch titles; 404 for an unknown or regenerated token.',
  })
  @ApiFile(CALENDAR_CONTENT_TYPE, 'The owner’s broadcasts as an iCalendar (.ics) file.')
  async feed(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('file', { schema: calendarFeedFileParam }) token: string,
  ): Promise<string> {
    const { userId } = await this.services.send(CALENDAR_FEEDS.resolve, { token });
    const lists: AnimeLists = await this.services.send(LISTS.lists, { userId });
    const malIds = [...new Set(FOLLOWED_LISTS.flatMap((list) => (lists[list] ?? []).map((e) => e.animeId)))];
    const { content } = await this.services.send(CALENDAR_FEEDS.ical, {
      malIds,
      siteUrl: siteUrlOf(request, this.env),
      name: 'AniTrack: my watching and plan to watch',
    });
    return answerCalendar(reply, { content, filename: 'anitrack-my-broadcasts.ics', shared: false });
  }
}
