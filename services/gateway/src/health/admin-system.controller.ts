import { hostname } from 'node:os';

import { Controller, ForbiddenException, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ADMIN,
  ADMIN_ONLY,
  type AdminSystem,
  type ApiEnvelope,
  HEALTH,
  SERVICE_NAMES,
  type ServiceName,
} from '@tracker/contracts';
import { adminSystem } from '@tracker/contracts/schemas';

import { AdminGuard } from '../authentication/admin.guard.js';
import { AuthGuard, CurrentUser } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ApiData } from '../envelope/api-answer.js';
import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';
import { InfrastructureProbes } from './infrastructure-probes.js';
import { PROBE_TIMEOUT_MS, type Timed, timed } from './probe.js';
import { stackVersion } from './stack-version.js';

/** The transport group the gateway's own replicas join (their event listener's heartbeat set). */
const GATEWAY_GROUP = 'gateway';

/**
 * The admin panel's System tab: every process, its version, uptime and live replicas, and Postgres and
 * Redis. The gateway owns this data, so it asks auth-user itself whether the caller is an admin now (the
 * token's isAdmin may be stale). Read-only: nothing is recorded in the audit log.
 */
@ApiTags('admin')
@Controller('admin/system')
@UseGuards(AuthGuard, AdminGuard)
export class AdminSystemController {
  /** Read once at start: the processes are built from one repository. */
  private readonly version = stackVersion();

  constructor(
    @Inject(ServiceClients) private readonly services: ServiceClients,
    @Inject(InfrastructureProbes) private readonly infrastructure: InfrastructureProbes,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'data { gateway, services, postgres, redis }: each process with its version, uptime and live replicas (services up or down with latency and their database), Postgres and Redis reachability.',
  })
  @ApiData(adminSystem)
  async system(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<AdminSystem>> {
    const { isAdmin } = await this.services.send(ADMIN.access, { userId: user.id });
    if (!isAdmin) throw new ForbiddenException(ADMIN_ONLY);
    const [gatewayReplicas, postgres, redis, ...services] = await Promise.all([
      this.infrastructure.replicas(GATEWAY_GROUP),
      timed(() => this.infrastructure.postgres()),
      timed(() => this.infrastructure.redisPing()),
      ...SERVICE_NAMES.map((name) => this.service(name)),
    ]);
    return ok({
      gateway: {
        name: 'gateway',
        version: this.version,
        uptimeSeconds: Math.round(process.uptime()),
        // A gateway without its event listener (Redis down at start) still names itself.
        replicas: gatewayReplicas.length ? gatewayReplicas : [hostname()],
      },
      services,
      postgres: reachability(postgres),
      redis: reachability(redis),
    });
  }

  private async service(name: ServiceName): Promise<AdminSystem['services'][number]> {
    const [health, replicas] = await Promise.all([
      timed(() => this.services.send(HEALTH[name], {}, PROBE_TIMEOUT_MS)),
      this.infrastructure.replicas(name),
    ]);
    return {
      name,
      version: this.version,
      uptimeSeconds: health.ok ? health.value.uptimeSeconds : null,
      replicas,
      status: health.ok ? 'up' : 'down',
      latencyMs: health.ok ? health.latencyMs : null,
      database: health.ok ? health.value.database : null,
    };
  }
}

function reachability(result: Timed<unknown>): AdminSystem['redis'] {
  return result.ok ? { status: 'up', latencyMs: result.latencyMs } : { status: 'down', latencyMs: null };
}
