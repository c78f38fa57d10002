import { Inject, Injectable } from '@nestjs/common';
import { CATALOGUE, type UpstreamStatus } from '@tracker/contracts';

import { ServiceClients } from '../transport/service-clients.js';

/**
 * How long a replica shows every signed-in screen the same view of the public API. It is a banner's
 * snapshot (reachable, jobs waiting), not anyone's data: a second old costs nobody anything, and the
 * session read stops asking the catalogue once per request.
 */
export const UPSTREAM_STATUS_KEEP_MS = 1_000;

/** The catalogue's view of the public API, asked at most once a {@link UPSTREAM_STATUS_KEEP_MS} per replica. */
@Injectable()
export class UpstreamStatusReader {
  private last: { at: number; status: Promise<UpstreamStatus> } | undefined;

  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  /** The kept status, or a fresh one shared by every read that asks while it is on its way. */
  read(timeoutMs: number, now = Date.now()): Promise<UpstreamStatus> {
    if (this.last && now - this.last.at < UPSTREAM_STATUS_KEEP_MS) return this.last.status;
    const status = this.services.send(CATALOGUE.upstreamStatus, {}, timeoutMs);
    const asked = { at: now, status };
    this.last = asked;
    // A failure is not kept: the next read asks again.
    status.catch(() => {
      if (this.last === asked) this.last = undefined;
    });
    return status;
  }
}
