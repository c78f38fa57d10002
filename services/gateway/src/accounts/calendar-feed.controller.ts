import { Controller, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ApiEnvelope, CALENDAR_FEEDS, type CalendarFeed } from '@tracker/contracts';
import { calendarFeed } from '@tracker/contracts/schemas';

import { AuthGuard, CurrentUser } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ApiData } from '../envelope/api-answer.js';
import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

/** Issue 21: the signed-in user's private calendar feed address, kept by auth-user. */
@ApiTags('auth')
@Controller('auth/calendar-feed')
@UseGuards(AuthGuard)
export class CalendarFeedController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Get()
  @ApiOperation({
    summary:
      'data { token, path, createdAt }: your private feed (watching and plan to watch) at path, made on first use.',
  })
  @ApiData(calendarFeed)
  async get(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<CalendarFeed>> {
    return ok(await this.services.send(CALENDAR_FEEDS.get, { userId: user.id }));
  }

  @Post('regenerate')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new feed address: data as GET; the old address answers 404 from now on.' })
  @ApiData(calendarFeed)
  async regenerate(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<CalendarFeed>> {
    return ok(await this.services.send(CALENDAR_FEEDS.regenerate, { userId: user.id }));
  }
}
