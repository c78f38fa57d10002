import { Body, Controller, HttpStatus, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ApiEnvelope, type FiledReport, REPORTS } from '@tracker/contracts';
import { filedReport, type ReportBody, reportBody } from '@tracker/contracts/schemas';

import { AuthGuard, CurrentUser } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ApiData } from '../envelope/api-answer.js';
import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

/** The friend menu's Reportar: stored for the admin inbox. */
@ApiTags('friends')
@Controller('reports')
@UseGuards(AuthGuard)
export class ReportsController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Post()
  @ApiOperation({
    summary:
      "body userId, reason (spam, harassment, inappropriate, other), optional details (≤ 1000 characters): stored with your conversation's last 20 messages. 429 past 10 an hour.",
  })
  @ApiData({ report: filedReport }, HttpStatus.CREATED)
  async file(
    @CurrentUser() user: AuthUser,
    @Body({ schema: reportBody }) body: ReportBody,
  ): Promise<ApiEnvelope<{ report: FiledReport }>> {
    return ok({ report: await this.services.send(REPORTS.file, { userId: user.id, body }) });
  }
}
