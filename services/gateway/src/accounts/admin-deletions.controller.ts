import { Controller, Delete, Get, HttpCode, HttpStatus, Inject, Param, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACCOUNT_DELETION, type AccountDeletion, type ApiEnvelope } from '@tracker/contracts';
import { accountDeletion, adminUserIdParam } from '@tracker/contracts/schemas';

import { AdminGuard } from '../authentication/admin.guard.js';
import { AuthGuard, CurrentUser } from '../authentication/auth.guard.js';
import { type AuthUser, TokenVerifier } from '../authentication/token-verifier.js';
import { ApiData } from '../envelope/api-answer.js';
import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

/** Deleting an account with all its data in every service, answered by auth-user, which runs it as a job. */
@ApiTags('admin')
@Controller('admin')
@UseGuards(AuthGuard, AdminGuard)
export class AdminDeletionsController {
  constructor(
    @Inject(ServiceClients) private readonly services: ServiceClients,
    @Inject(TokenVerifier) private readonly tokens: TokenVerifier,
  ) {}

  @Delete('users/:userId')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary:
      "202 data.deletion: the account's sessions end at once and its deletion is queued (again while it runs: the same deletion; a failed one runs again). 400 for your own account, 404 'User not found'.",
  })
  @ApiData({ deletion: accountDeletion }, HttpStatus.ACCEPTED)
  async delete(
    @CurrentUser() user: AuthUser,
    @Param('userId', { schema: adminUserIdParam }) userId: string,
  ): Promise<ApiEnvelope<{ deletion: AccountDeletion }>> {
    const deletion = await this.services.send(ACCOUNT_DELETION.request, { actorId: user.id, userId });
    // auth-user ended the account's sessions before answering: every replica refuses its tokens from now,
    // as after 'log out everywhere' (the account will be gone, so its state cannot be read back).
    await this.tokens.remember(userId, { validAfter: Date.now(), revoked: [] });
    return ok({ deletion });
  }

  @Get('deletions/:userId')
  @ApiOperation({
    summary:
      "data.deletion: an account's deletion, step by step (state queued, running, done or failed; stepsDone of steps). 404 when none was asked.",
  })
  @ApiData({ deletion: accountDeletion })
  async get(
    @CurrentUser() user: AuthUser,
    @Param('userId', { schema: adminUserIdParam }) userId: string,
  ): Promise<ApiEnvelope<{ deletion: AccountDeletion }>> {
    return ok({ deletion: await this.services.send(ACCOUNT_DELETION.get, { actorId: user.id, userId }) });
  }
}
