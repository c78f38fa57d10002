import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ADMIN, type AuditRecord } from '@tracker/contracts';

/** The accounts the stand-in auth-user says are admins now, and every audit entry it was sent. */
export const admins = new Set<string>();
export const auditEntries: AuditRecord[] = [];

@Controller()
class FakeAdminController {
  @MessagePattern(ADMIN.access.pattern)
  access(@Payload() { userId }: { userId: string }) {
    return { isAdmin: admins.has(userId) };
  }

  @MessagePattern(ADMIN.record.pattern)
  record(@Payload() entry: AuditRecord) {
    auditEntries.push(entry);
    return null;
  }
}

/** auth-user's admin check and audit log, as a service that asks them sees them over the transport. */
@Module({ controllers: [FakeAdminController] })
export class FakeAdminModule {}
