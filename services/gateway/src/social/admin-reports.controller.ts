import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ADMIN_REPORTS,
  type AdminReport,
  type AdminReportBody,
  type AdminReportPage,
  type AdminReportsQuery,
  type ApiEnvelope,
} from '@tracker/contracts';
import {
  adminReport,
  adminReportBody,
  adminReportPage,
  adminReportsQuery,
  reportIdParam,
} from '@tracker/contracts/schemas';

import { AdminGuard } from '../authentication/admin.guard.js';
import { AuthGuard, CurrentUser } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ApiData } from '../envelope/api-answer.js';
import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

/** The admin inbox of reports, kept by social, which checks again that the caller is an admin now. */
@ApiTags('admin')
@Controller('admin/reports')
@UseGuards(AuthGuard, AdminGuard)
export class AdminReportsController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Get()
  @ApiOperation({
    summary:
      'data { reports, page, pageSize, total }: newest first; ?status=open (default), resolved, dismissed or all; ?userId= only the reports against that user; ?page= from 1.',
  })
  @ApiData(adminReportPage)
  async list(
    @CurrentUser() user: AuthUser,
    @Query({ schema: adminReportsQuery }) query: AdminReportsQuery,
  ): Promise<ApiEnvelope<AdminReportPage>> {
    return ok(await this.services.send(ADMIN_REPORTS.list, { actorId: user.id, query }));
  }

  @Post(':id/resolve')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "body { note? } (≤ 1000 characters): data.report, resolved by you. 404 'Report not found', 409 'This report was already handled.'",
  })
  @ApiData({ report: adminReport })
  resolve(
    @CurrentUser() user: AuthUser,
    @Body({ schema: adminReportBody }) body: AdminReportBody,
    @Param('id', { schema: reportIdParam }) reportId: string,
  ): Promise<ApiEnvelope<{ report: AdminReport }>> {
    return this.handle(ADMIN_REPORTS.resolve, user, reportId, body);
  }

  @Post(':id/dismiss')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "body { note? } (≤ 1000 characters): data.report, dismissed by you. 404 'Report not found', 409 'This report was already handled.'",
  })
  @ApiData({ report: adminReport })
  dismiss(
    @CurrentUser() user: AuthUser,
    @Body({ schema: adminReportBody }) body: AdminReportBody,
    @Param('id', { schema: reportIdParam }) reportId: string,
  ): Promise<ApiEnvelope<{ report: AdminReport }>> {
    return this.handle(ADMIN_REPORTS.dismiss, user, reportId, body);
  }

  private async handle(
    contract: typeof ADMIN_REPORTS.resolve,
    user: AuthUser,
    reportId: string,
    body: AdminReportBody,
  ): Promise<ApiEnvelope<{ report: AdminReport }>> {
    const report = await this.services.send(contract, { actorId: user.id, reportId, note: body?.note });
    return ok({ report });
  }
}
