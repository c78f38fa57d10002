import { Module } from '@nestjs/common';

import { ActivityController } from './activity.controller.js';
import { ActivityService } from './activity.service.js';
import { ActivityEntriesStore } from './activity-entries.store.js';
import { ActivityLog } from './activity-log.js';

/** The activity log (issue 19): exports what the list and episode writes record their changes with. */
@Module({
  controllers: [ActivityController],
  providers: [ActivityService, ActivityEntriesStore, ActivityLog],
  exports: [ActivityLog],
})
export class ActivityModule {}
