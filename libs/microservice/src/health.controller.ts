import { hostname } from 'node:os';

import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { HEALTH, instanceHealth, type ServiceHealth, type ServiceName } from '@tracker/contracts';
import { pingDatabase } from '@tracker/database';
import { DataSource } from 'typeorm';

/**
 * The health handlers every service mounts: `<service>.health.check` (any replica answers) and
 * `<service>.health.instance.<host>` (this replica answers, for its container's probe).
 */
export function createHealthController(service: ServiceName): Type<unknown> {
  @Controller()
  class HealthController {
    private readonly startedAt = Date.now();

    constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

    @MessagePattern([HEALTH[service].pattern, instanceHealth(service, hostname()).pattern])
    async check(): Promise<ServiceHealth> {
      const database = await pingDatabase(this.dataSource).then(
        () => 'up' as const,
        () => 'down' as const,
      );
      return {
        service,
        status: 'up',
        database,
        uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
      };
    }
  }
  return HealthController;
}
