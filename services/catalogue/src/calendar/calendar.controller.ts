import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CALENDAR_FEEDS, type CalendarFile } from '@tracker/contracts';
import { type CalendarIcalPayload, calendarIcalRequest } from '@tracker/contracts/schemas';

import { SearchService } from '../search/search.service.js';
import { parseScheduleRequest } from '../search/search-params.js';
import { renderIcal } from './ical-calendar.js';

/** Issue 21 calendar feeds: the catalogue owns the broadcasts, so it renders them as iCalendar. */
@Controller()
export class CalendarController {
  constructor(@Inject(SearchService) private readonly search: SearchService) {}

  @MessagePattern(CALENDAR_FEEDS.ical.pattern)
  async ical(@Payload({ schema: calendarIcalRequest }) request: CalendarIcalPayload): Promise<CalendarFile> {
    const schedule = await this.search.schedule(parseScheduleRequest(request));
    return {
      content: renderIcal(schedule, { name: request.name, siteUrl: request.siteUrl, now: new Date() }),
    };
  }
}
