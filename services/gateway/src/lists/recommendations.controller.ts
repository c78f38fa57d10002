import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Anime, type ApiEnvelope, LISTS } from '@tracker/contracts';
import { anime, arrayOf } from '@tracker/contracts/schemas';

import { AuthGuard, CurrentUser } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ApiData } from '../envelope/api-answer.js';
import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

/** Spec §7 recommendations: the signed-in user's own 'watch next' list (?t= only defeats caches). */
@ApiTags('lists')
@Controller('recommendations')
@UseGuards(AuthGuard)
export class RecommendationsController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Get(':userId')
  @ApiOperation({
    summary: "data: up to 20 titles similar to the user's, none already on a list; 403 for another user.",
  })
  @ApiData(arrayOf(anime))
  async recommendations(
    @CurrentUser() user: AuthUser,
    @Param('userId') forUserId: string,
  ): Promise<ApiEnvelope<Anime[]>> {
    return ok(await this.services.send(LISTS.recommendations, { userId: user.id, forUserId }));
  }
}
