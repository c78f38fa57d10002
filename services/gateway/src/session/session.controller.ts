import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AUTH,
  CATALOGUE_SEARCH,
  EPISODES,
  LISTS,
  type AnimeBatch,
  type ApiEnvelope,
  type SignedInSession,
} from '@tracker/contracts';
import { quickAccessIds } from '@tracker/domain';

import { AuthGuard, CurrentUser } from '../auth/auth.guard.js';
import type { AuthUser } from '../auth/token-verifier.js';
import { ok } from '../common/envelope.js';
import { ServiceClients } from '../services/service-clients.js';

const NO_TITLES: AnimeBatch = { items: [], missingIds: [] };

/**
 * Issue 15: a signed-in screen's first read in one request instead of seven. The four per-user reads go
 * out in one turn (one transport frame per service), then the catalogue's titles for the watching tab.
 */
@ApiTags('auth')
@Controller('auth')
@UseGuards(AuthGuard)
export class SessionController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Get('session')
  @ApiOperation({
    summary:
      'data: user, lists, statistics, episodeProgress and watchingTitles (the quick-access tab, 16 newest).',
  })
  async session(@CurrentUser() { id: userId }: AuthUser): Promise<ApiEnvelope<SignedInSession>> {
    const [user, lists, statistics, episodeProgress] = await Promise.all([
      this.services.send(AUTH.account, { userId }),
      this.services.send(LISTS.lists, { userId }),
      this.services.send(LISTS.statistics, { userId }),
      this.services.send(EPISODES.all, { userId }),
    ]);
    const ids = quickAccessIds(lists.watching);
    const watchingTitles = ids.length ? await this.services.send(CATALOGUE_SEARCH.batch, { ids }) : NO_TITLES;
    return ok({ user, lists, statistics, episodeProgress, watchingTitles });
  }
}
