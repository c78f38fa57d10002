import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ApiEnvelope, type PublicUser, USERS } from '@tracker/contracts';
import { userSearchText } from '@tracker/contracts/schemas';

import { AuthGuard, CurrentUser, Public } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

@ApiTags('users')
@Controller('users')
@UseGuards(AuthGuard)
export class UsersController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Get('search')
  @ApiOperation({
    summary: 'Public profiles whose username or display name contains q (2–50 characters): data.users.',
  })
  async search(
    @CurrentUser() user: AuthUser,
    @Query('q', { schema: userSearchText }) q: string,
  ): Promise<ApiEnvelope<{ users: PublicUser[] }>> {
    return ok({ users: await this.services.send(USERS.search, { q, viewerId: user.id }) });
  }

  @Get(':username')
  @Public()
  @ApiOperation({ summary: 'A public profile: data.user; 404 alike for unknown users and private profiles.' })
  async byUsername(
    @Param('username') username: string,
    @CurrentUser() viewer: AuthUser | undefined,
  ): Promise<ApiEnvelope<{ user: PublicUser }>> {
    return ok({ user: await this.services.send(USERS.byUsername, { username, viewerId: viewer?.id }) });
  }
}
