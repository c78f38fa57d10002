import { Module } from '@nestjs/common';

import { CalendarFeedsController } from './calendar-feeds.controller.js';
import { CalendarFeedsService } from './calendar-feeds.service.js';

@Module({
  controllers: [CalendarFeedsController],
  providers: [CalendarFeedsService],
})
export class CalendarFeedsModule {}
