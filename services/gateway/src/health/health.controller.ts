import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ApiEnvelope,
  CATALOGUE,
  type ComponentHealth,
  HEALTH,
  SERVICE_NAMES,
  type StackHealth,
} from '@tracker/contracts';
import { componentHealth, stackHealth } from '@tracker/contracts/schemas';
import type { FastifyReply } from 'fastify';

import { ApiData } from '../envelope/api-answer.js';
import { ServiceClients } from '../transport/service-clients.js';
import { InfrastructureProbes } from './infrastructure-probes.js';
import { probe, PROBE_TIMEOUT_MS } from './probe.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(ServiceClients) private readonly services: ServiceClients,
    @Inject(InfrastructureProbes) private readonly infrastructure: InfrastructureProbes,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Gateway, Postgres, Redis and every service: up or down, with latency. 503 when any is down. ' +
      'Also whether the public API answers and how many catalogue jobs wait (not counted as down).',
  })
  @ApiData(stackHealth)
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<ApiEnvelope<StackHealth>> {
    const [upstream, ...components] = await Promise.all([
      this.services.send(CATALOGUE.upstreamStatus, {}, PROBE_TIMEOUT_MS).catch(() => null),
      probe('gateway', () => Promise.resolve()),
      probe('postgres', () => this.infrastructure.postgres()),
      probe('redis', () => this.infrastructure.redisPing()),
      ...SERVICE_NAMES.map((name) =>
        probe(name, () => this.services.send(HEALTH[name], {}, PROBE_TIMEOUT_MS)),
      ),
    ]);
    const down = components
      .filter((component) => component.status === 'down')
      .map((component) => component.name);
    void reply.status(down.length ? HttpStatus.SERVICE_UNAVAILABLE : HttpStatus.OK);
    return {
      success: down.length === 0,
      data: { status: down.length ? 'down' : 'up', components, upstream },
      error: down.length ? `Unavailable: ${down.join(', ')}` : null,
    };
  }

  @Get('ready')
  @ApiOperation({
    summary:
      "200 while this gateway reaches Redis, which every route's transport needs; 503 when it cannot. The " +
      "orchestrator's readiness: a service that is down fails its own routes, not every gateway.",
  })
  @ApiData(componentHealth)
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ApiEnvelope<ComponentHealth>> {
    const redis = await probe('redis', () => this.infrastructure.redisPing());
    const up = redis.status === 'up';
    void reply.status(up ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { success: up, data: redis, error: up ? null : `Unavailable: redis (${redis.error})` };
  }
}
