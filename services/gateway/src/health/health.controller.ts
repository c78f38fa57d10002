import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ApiEnvelope, CATALOGUE, HEALTH, SERVICE_NAMES, type StackHealth } from '@tracker/contracts';
import { stackHealth } from '@tracker/contracts/schemas';
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
}
