import { Controller, Get, Inject, Logger, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GatewayEnv } from '@tracker/config';
import {
  AUTH,
  CATALOGUE,
  CATALOGUE_SEARCH,
  EPISODES,
  LISTS,
  type AnimeBatch,
  type ApiEnvelope,
  type SignedInListData,
  type SignedInSession,
} from '@tracker/contracts';
import { quickAccessIds } from '@tracker/domain';

import { AuthGuard, CurrentUser } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ok } from '../envelope/envelope.js';
import { GATEWAY_ENV, ServiceClients } from '../transport/service-clients.js';

const NO_TITLES: AnimeBatch = { items: [], missingIds: [] };
/**
 * How long the optional parts may keep the account waiting: with lists-progress or the catalogue down,
 * signing in answers after this rather than after the full service timeout, and the web loads the rest.
 */
const OPTIONAL_PART_TIMEOUT_MS = 1_500;

/**
 * Issue 15: a signed-in screen's first read in one request instead of seven. The four per-user reads go
 * out in one turn (one transport frame per service), then the catalogue's titles for the watching tab.
 * Only the account is needed: a list or catalogue failure leaves its part null, as the web then loads
 * it on its own, so one slow service never keeps anyone from being signed in.
 */
@ApiTags('auth')
@Controller('auth')
@UseGuards(AuthGuard)
export class SessionController {
  private readonly logger = new Logger(SessionController.name);

  private readonly optionalTimeoutMs: number;

  constructor(
    @Inject(ServiceClients) private readonly services: ServiceClients,
    @Inject(GATEWAY_ENV) env: GatewayEnv,
  ) {
    this.optionalTimeoutMs = Math.min(OPTIONAL_PART_TIMEOUT_MS, env.SERVICE_TIMEOUT_MS);
  }

  @Get('session')
  @ApiOperation({
    summary:
      'data: user, listData (lists, statistics, episodeProgress), watchingTitles (the quick-access tab, 16 newest) and upstream (the public API as the catalogue sees it); a part whose service failed is null.',
  })
  async session(@CurrentUser() { id: userId }: AuthUser): Promise<ApiEnvelope<SignedInSession>> {
    const [user, listData, upstream] = await Promise.all([
      this.services.send(AUTH.account, { userId }),
      this.listData(userId).catch((error: unknown) => this.leftOut('listData', error)),
      this.services
        .send(CATALOGUE.upstreamStatus, {}, this.optionalTimeoutMs)
        .catch((error: unknown) => this.leftOut('upstream', error)),
    ]);
    const watchingTitles =
      listData &&
      (await this.watchingTitles(listData).catch((error) => this.leftOut('watchingTitles', error)));
    return ok({ user, listData, watchingTitles, upstream });
  }

  private async listData(userId: string): Promise<SignedInListData> {
    const [lists, statistics, episodeProgress] = await Promise.all([
      this.services.send(LISTS.lists, { userId }, this.optionalTimeoutMs),
      this.services.send(LISTS.statistics, { userId }, this.optionalTimeoutMs),
      this.services.send(EPISODES.all, { userId }, this.optionalTimeoutMs),
    ]);
    return { lists, statistics, episodeProgress };
  }

  private async watchingTitles({ lists }: SignedInListData): Promise<AnimeBatch> {
    const ids = quickAccessIds(lists.watching);
    return ids.length
      ? this.services.send(CATALOGUE_SEARCH.batch, { ids }, this.optionalTimeoutMs)
      : NO_TITLES;
  }

  private leftOut(part: string, error: unknown): null {
    this.logger.warn(`GET /api/auth/session without ${part}: ${String(error)}`);
    return null;
  }
}
