import { Module } from '@nestjs/common';

import { SearchModule } from '../search/search.module.js';
import { CalendarController } from './calendar.controller.js';

@Module({
  imports: [SearchModule],
  controllers: [CalendarController],
})
export class CalendarModule {}
