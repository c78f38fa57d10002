import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ADMIN, type AdminAccessRequest, type AuditListRequest, type AuditRecord } from '@tracker/contracts';
import { adminAccessRequest, auditListRequest, auditRecord } from '@tracker/contracts/schemas';

import { AdminAudit } from './admin-audit.js';

@Controller()
export class AdminAuditController {
  constructor(@Inject(AdminAudit) private readonly audit: AdminAudit) {}

  @MessagePattern(ADMIN.access.pattern)
  async access(@Payload({ schema: adminAccessRequest }) { userId }: AdminAccessRequest) {
    return { isAdmin: await this.audit.isAdmin(userId) };
  }

  @MessagePattern(ADMIN.record.pattern)
  async record(@Payload({ schema: auditRecord }) entry: AuditRecord) {
    await this.audit.recordIn(entry);
    return null;
  }

  @MessagePattern(ADMIN.audit.pattern)
  list(@Payload({ schema: auditListRequest }) { actorId, query }: AuditListRequest) {
    return this.audit.page(actorId, query.page);
  }
}
