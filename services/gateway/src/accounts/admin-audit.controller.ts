import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN, type ApiEnvelope, type AuditPage } from '@tracker/contracts';
import { type AdminPageQuery, adminPageQuery, auditPage } from '@tracker/contracts/schemas';

import { AdminGuard } from '../authentication/admin.guard.js';
import { AuthGuard, CurrentUser } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ApiData } from '../envelope/api-answer.js';
import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

/** The admin panel's audit log, kept by auth-user: who did what to whom, and when. */
@ApiTags('admin')
@Controller('admin/audit')
@UseGuards(AuthGuard, AdminGuard)
export class AdminAuditController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Get()
  @ApiOperation({
    summary: 'data { entries, page, pageSize, total }: every admin action, newest first; ?page= from 1.',
  })
  @ApiData(auditPage)
  async list(
    @CurrentUser() user: AuthUser,
    @Query({ schema: adminPageQuery }) query: AdminPageQuery,
  ): Promise<ApiEnvelope<AuditPage>> {
    return ok(await this.services.send(ADMIN.audit, { actorId: user.id, query }));
  }
}
