import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CALENDAR_FEEDS } from '@tracker/contracts';
import {
  type CalendarFeedRequest,
  calendarFeedRequest,
  type CalendarFeedResolve,
  calendarFeedResolve,
} from '@tracker/contracts/schemas';

import { CalendarFeedsService } from './calendar-feeds.service.js';

@Controller()
export class CalendarFeedsController {
  constructor(@Inject(CalendarFeedsService) private readonly feeds: CalendarFeedsService) {}

  @MessagePattern(CALENDAR_FEEDS.get.pattern)
  get(@Payload({ schema: calendarFeedRequest }) { userId }: CalendarFeedRequest) {
    return this.feeds.get(userId);
  }

  @MessagePattern(CALENDAR_FEEDS.regenerate.pattern)
  regenerate(@Payload({ schema: calendarFeedRequest }) { userId }: CalendarFeedRequest) {
    return this.feeds.regenerate(userId);
  }

  @MessagePattern(CALENDAR_FEEDS.resolve.pattern)
  resolve(@Payload({ schema: calendarFeedResolve }) { token }: CalendarFeedResolve) {
    return this.feeds.resolve(token);
  }
}
