import { Body, Controller, Delete, Get, HttpStatus, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  API_TOKENS,
  type ApiEnvelope,
  type ApiTokenRevocation,
  type ApiTokens,
  type CreatedApiToken,
} from '@tracker/contracts';
import {
  type ApiTokenBody,
  apiTokenBody,
  apiTokenIdParam,
  apiTokenRevocation,
  apiTokens,
  createdApiToken,
} from '@tracker/contracts/schemas';

import { AuthGuard, CurrentUser, SessionOnly } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ApiData } from '../envelope/api-answer.js';
import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

/**
 * Personal API tokens (issue 21), managed by the person signed in on the website: an API token can
 * neither make, list nor revoke tokens (403).
 */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth/api-tokens')
@UseGuards(AuthGuard)
@SessionOnly()
export class ApiTokensController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Post()
  @ApiOperation({
    summary:
      "body name (trimmed, 1–50, one of a kind among yours), scope ('read': GET and HEAD only, or 'write'): " +
      'data { id, name, scope, createdAt, token }, the token answered this once. 409 for a name you use, 400 past 20 tokens.',
  })
  @ApiData(createdApiToken, HttpStatus.CREATED)
  async create(
    @CurrentUser() user: AuthUser,
    @Body({ schema: apiTokenBody }) body: ApiTokenBody,
  ): Promise<ApiEnvelope<CreatedApiToken>> {
    return ok(await this.services.send(API_TOKENS.create, { userId: user.id, body }));
  }

  @Get()
  @ApiOperation({
    summary:
      'Your tokens, newest first: data.items { id, name, scope, prefix, createdAt, lastUsedAt }, no secrets.',
  })
  @ApiData(apiTokens)
  async list(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<ApiTokens>> {
    return ok(await this.services.send(API_TOKENS.list, { userId: user.id }));
  }

  @Delete(':id')
  @ApiOperation({
    summary:
      'Revokes one of your tokens, refused at once on every gateway replica; 404 for an unknown id or another’s.',
  })
  @ApiData(apiTokenRevocation)
  async revoke(
    @CurrentUser() user: AuthUser,
    @Param('id', { schema: apiTokenIdParam }) id: string,
  ): Promise<ApiEnvelope<ApiTokenRevocation>> {
    return ok(await this.services.send(API_TOKENS.revoke, { userId: user.id, id }));
  }
}
