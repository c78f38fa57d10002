import { Inject, Injectable, Logger } from '@nestjs/common';
import { ADMIN, ADMIN_ONLY, type AuditRecord } from '@tracker/contracts';
import { forbidden, passOn } from '@tracker/redis';

import { PeerClient } from './peer-client.js';

/**
 * Who may do what an admin does, asked of auth-user (which owns it) by the service that owns the data,
 * whatever the gateway checked: a demoted or disabled admin's token still says isAdmin until it expires.
 * Injected by this class; auth-user binds its own reading of its table to it.
 */
export abstract class AdminAccess {
  /** FORBIDDEN with {@link ADMIN_ONLY} unless `actorId` is an enabled admin now. */
  abstract require(actorId: string): Promise<void>;

  /** Keeps a done action in the audit log; a failure is logged, never thrown: the action is done. */
  abstract record(entry: AuditRecord): Promise<void>;
}

/** AdminAccess through auth-user's messages: what every service but auth-user uses. */
@Injectable()
export class PeerAdminAccess extends AdminAccess {
  private readonly logger = new Logger(AdminAccess.name);

  constructor(@Inject(PeerClient) private readonly peers: PeerClient) {
    super();
  }

  async require(actorId: string): Promise<void> {
    const { isAdmin } = await this.peers.send(ADMIN.access, { userId: actorId }).catch(passOn);
    if (!isAdmin) throw forbidden(ADMIN_ONLY);
  }

  async record(entry: AuditRecord): Promise<void> {
    await this.peers
      .send(ADMIN.record, entry)
      .catch((error: Error) =>
        this.logger.error(
          `Audit entry lost (${entry.action} ${entry.targetType} ${entry.targetId ?? ''} by ${entry.actorId}): ${error.message}`,
        ),
      );
  }
}
