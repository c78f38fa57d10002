import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type ReportBody, REPORTS } from '@tracker/contracts';
import { reportBody, signedInUserId } from '@tracker/contracts/schemas';

import { ReportsService } from './reports.service.js';

@Controller()
export class ReportsController {
  constructor(@Inject(ReportsService) private readonly reports: ReportsService) {}

  @MessagePattern(REPORTS.file.pattern)
  file(
    @Payload('userId', { schema: signedInUserId }) userId: string,
    @Payload('body', { schema: reportBody }) body: ReportBody,
  ) {
    return this.reports.file(userId, body);
  }
}
