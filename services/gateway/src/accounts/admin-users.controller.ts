import { Controller, Get, HttpCode, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ADMIN_USERS,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserPage,
  type ApiEnvelope,
} from '@tracker/contracts';
import {
  adminUser,
  adminUserDetail,
  adminUserIdParam,
  adminUserPage,
  type AdminUsersQuery,
  adminUsersQuery,
} from '@tracker/contracts/schemas';

import { AdminGuard } from '../authentication/admin.guard.js';
import { AuthGuard, CurrentUser } from '../authentication/auth.guard.js';
import { type AuthUser, TokenVerifier } from '../authentication/token-verifier.js';
import { ApiData } from '../envelope/api-answer.js';
import { ok } from '../envelope/envelope.js';
import { KeptAnswers } from '../kept-answers/kept-answers.js';
import { ServiceClients } from '../transport/service-clients.js';

/** The disabling is durable, but this replica's cache may still let an old token in: disable again finishes it. */
const DISABLE_UNFINISHED =
  'The account was disabled, but ending its sessions did not finish. Please disable it again in a moment.';

/**
 * The admin panel's Users (issue 20), kept by auth-user, which checks again that the caller is an
 * enabled admin now; the detail adds lists-progress's counts. Actions answer 200 with the account as it
 * is, also when asked again.
 */
@ApiTags('admin')
@Controller('admin/users')
@UseGuards(AuthGuard, AdminGuard)
export class AdminUsersController {
  constructor(
    @Inject(ServiceClients) private readonly services: ServiceClients,
    @Inject(TokenVerifier) private readonly tokens: TokenVerifier,
    @Inject(KeptAnswers) private readonly kept: KeptAnswers,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'data { users, page, pageSize, total }: every account, newest first, 20 a page; ?q= (≤ 100 characters) ' +
      'matches part of a username, display name or email in any case; ?page= from 1.',
  })
  @ApiData(adminUserPage)
  async list(
    @CurrentUser() user: AuthUser,
    @Query({ schema: adminUsersQuery }) query: AdminUsersQuery,
  ): Promise<ApiEnvelope<AdminUserPage>> {
    return ok(await this.services.send(ADMIN_USERS.list, { actorId: user.id, query }));
  }

  @Get(':userId')
  @ApiOperation({
    summary:
      "data.user: the account with listCount (titles on its lists) and episodeCount (episodes watched); 404 'User not found'.",
  })
  @ApiData({ user: adminUserDetail })
  async detail(
    @CurrentUser() user: AuthUser,
    @Param('userId', { schema: adminUserIdParam }) userId: string,
  ): Promise<ApiEnvelope<{ user: AdminUserDetail }>> {
    const request = { actorId: user.id, userId };
    const [account, counts] = await Promise.allSettled([
      this.services.send(ADMIN_USERS.get, request),
      this.services.send(ADMIN_USERS.counts, request),
    ]);
    // auth-user's refusal (404, 403) says more than a missing count; either failing fails the detail.
    if (account.status === 'rejected') throw account.reason;
    if (counts.status === 'rejected') throw counts.reason;
    return ok({ user: { ...account.value, ...counts.value } });
  }

  @Post(':userId/promote')
  @HttpCode(200)
  @ApiOperation({ summary: 'Makes the account an admin (from its next sign-in on): data.user.' })
  @ApiData({ user: adminUser })
  async promote(
    @CurrentUser() user: AuthUser,
    @Param('userId', { schema: adminUserIdParam }) userId: string,
  ): Promise<ApiEnvelope<{ user: AdminUser }>> {
    return ok({ user: await this.services.send(ADMIN_USERS.promote, { actorId: user.id, userId }) });
  }

  @Post(':userId/demote')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "An admin no more: data.user. 400 'You cannot demote yourself.', 409 'The last admin cannot be demoted.'",
  })
  @ApiData({ user: adminUser })
  async demote(
    @CurrentUser() user: AuthUser,
    @Param('userId', { schema: adminUserIdParam }) userId: string,
  ): Promise<ApiEnvelope<{ user: AdminUser }>> {
    return ok({ user: await this.services.send(ADMIN_USERS.demote, { actorId: user.id, userId }) });
  }

  @Post(':userId/disable')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Ends every session of the account at once, closes its sockets, refuses its sign-in (403) and hides its ' +
      "public profile: data.user. 400 'You cannot disable your own account.', 409 for the last admin.",
  })
  @ApiData({ user: adminUser })
  async disable(
    @CurrentUser() user: AuthUser,
    @Param('userId', { schema: adminUserIdParam }) userId: string,
  ): Promise<ApiEnvelope<{ user: AdminUser }>> {
    const disabled = await this.services.send(ADMIN_USERS.disable, { actorId: user.id, userId });
    // Before answering: this replica refuses the user's tokens from now on, whenever the broadcast arrives.
    this.kept.forgetUsers([userId]);
    await this.tokens.remember(userId, disabled.sessions, DISABLE_UNFINISHED);
    return ok({ user: disabled.user });
  }

  @Post(':userId/enable')
  @HttpCode(200)
  @ApiOperation({
    summary: 'The account may sign in again; the sessions its disabling ended stay ended: data.user.',
  })
  @ApiData({ user: adminUser })
  async enable(
    @CurrentUser() user: AuthUser,
    @Param('userId', { schema: adminUserIdParam }) userId: string,
  ): Promise<ApiEnvelope<{ user: AdminUser }>> {
    return ok({ user: await this.services.send(ADMIN_USERS.enable, { actorId: user.id, userId }) });
  }
}
