import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ApiEnvelope, BLOCKS, type PublicUser, USERS } from '@tracker/contracts';
import { arrayOf, publicUser, userSearchText } from '@tracker/contracts/schemas';

import { AuthGuard, CurrentUser, Public } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ApiData } from '../envelope/api-answer.js';
import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

@ApiTags('users')
@Controller('users')
@UseGuards(AuthGuard)
export class UsersController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Get('search')
  @ApiOperation({
    summary:
      'Public profiles whose username or display name contains q (2–50 characters): data.users; none for blank q, and never a user you blocked or who blocked you.',
  })
  @ApiData({ users: arrayOf(publicUser) })
  async search(
    @CurrentUser() user: AuthUser,
    @Query('q', { schema: userSearchText }) q: string,
  ): Promise<ApiEnvelope<{ users: PublicUser[] }>> {
    if (q === '') return ok({ users: [] });
    // The social service knows the blocks, auth-user the names: the first says whom the second leaves out.
    const excludeIds = await this.services.send(BLOCKS.hidden, { userId: user.id });
    const users = await this.services.send(USERS.search, { q, viewerId: user.id, excludeIds });
    return ok({ users });
  }

  @Get(':username')
  @Public()
  @ApiOperation({ summary: 'A public profile: data.user; 404 alike for unknown users and private profiles.' })
  @ApiData({ user: publicUser })
  async byUsername(
    @Param('username') username: string,
    @CurrentUser() viewer: AuthUser | undefined,
  ): Promise<ApiEnvelope<{ user: PublicUser }>> {
    return ok({ user: await this.services.send(USERS.byUsername, { username, viewerId: viewer?.id }) });
  }
}
