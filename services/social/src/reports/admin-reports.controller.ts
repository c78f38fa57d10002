import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ADMIN_REPORTS, type AdminReportAction, type AdminReportsRequest } from '@tracker/contracts';
import { adminReportAction, adminReportsRequest } from '@tracker/contracts/schemas';

import { AdminReportsService } from './admin-reports.service.js';

@Controller()
export class AdminReportsController {
  constructor(@Inject(AdminReportsService) private readonly reports: AdminReportsService) {}

  @MessagePattern(ADMIN_REPORTS.list.pattern)
  list(@Payload({ schema: adminReportsRequest }) { actorId, query }: AdminReportsRequest) {
    return this.reports.list(actorId, query);
  }

  @MessagePattern(ADMIN_REPORTS.resolve.pattern)
  resolve(@Payload({ schema: adminReportAction }) { actorId, ...action }: AdminReportAction) {
    return this.reports.resolve(actorId, action);
  }

  @MessagePattern(ADMIN_REPORTS.dismiss.pattern)
  dismiss(@Payload({ schema: adminReportAction }) { actorId, ...action }: AdminReportAction) {
    return this.reports.dismiss(actorId, action);
  }
}
