import { Module } from '@nestjs/common';

import { ReportsController } from './reports.controller.js';
import { ReportsService } from './reports.service.js';

/** Reports of users, kept for the admin inbox. */
@Module({ controllers: [ReportsController], providers: [ReportsService] })
export class ReportsModule {}
