import { Body, Controller, Delete, Get, Inject, Param, Put, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ApiEnvelope, DASHBOARD, type DashboardConfig, type DashboardRemoved } from '@tracker/contracts';
import {
  dashboardConfig,
  type DashboardConfigBody,
  dashboardConfigBody,
  dashboardRemoved,
} from '@tracker/contracts/schemas';
import type { FastifyReply } from 'fastify';

import { AuthGuard, CurrentUser, Public } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ApiData } from '../envelope/api-answer.js';
import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

/** A save that started from an older version than the stored one: the newer one is answered with it. */
export const STALE_DASHBOARD =
  'This dashboard was changed elsewhere (another tab or device) since you opened it: the newer version is shown, make your change again.';

/** Spec §7 dashboard config (users base): read as the profile's privacy allows, written by its owner. */
@ApiTags('dashboard')
@Controller('users')
@UseGuards(AuthGuard)
export class DashboardConfigController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Get(':username/dashboard-config')
  @Public()
  @ApiOperation({
    summary:
      "data.config: the profile's dashboard; the owner's is created from the default on first read. 404 for an unknown or private profile, and for others while the owner has none.",
  })
  @ApiData({ config: dashboardConfig })
  async read(
    @Param('username') username: string,
    @CurrentUser() viewer: AuthUser | undefined,
  ): Promise<ApiEnvelope<{ config: DashboardConfig }>> {
    return ok({ config: await this.services.send(DASHBOARD.get, { username, viewerId: viewer?.id }) });
  }

  @Put(':username/dashboard-config')
  @ApiOperation({
    summary:
      'body config { widgets, gridConfig, lastUpdated it started from }: data.config as saved. 409 with data.config, the newer one, when it changed since; 403 for another profile.',
  })
  @ApiData({ config: dashboardConfig })
  async save(
    @Param('username') username: string,
    @CurrentUser() user: AuthUser,
    @Body({ schema: dashboardConfigBody }) { config }: DashboardConfigBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiEnvelope<{ config: DashboardConfig }>> {
    const result = await this.services.send(DASHBOARD.save, { username, userId: user.id, config });
    if ('saved' in result) return ok({ config: result.saved });
    void reply.status(409);
    return { success: false, data: { config: result.conflict }, error: STALE_DASHBOARD };
  }

  @Delete(':username/dashboard-config')
  @ApiOperation({
    summary: "data.deleted: the owner's dashboard removed; the next read starts from the default.",
  })
  @ApiData(dashboardRemoved)
  async remove(
    @Param('username') username: string,
    @CurrentUser() user: AuthUser,
  ): Promise<ApiEnvelope<DashboardRemoved>> {
    return ok(await this.services.send(DASHBOARD.remove, { username, userId: user.id }));
  }
}
