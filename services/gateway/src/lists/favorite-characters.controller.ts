import { Body, Controller, Delete, Get, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ApiEnvelope,
  FAVORITE_CHARACTERS,
  type FavoriteCharacter,
  type FavoriteCharacterRemoved,
  type FavoriteCharacters,
} from '@tracker/contracts';
import {
  characterIdParam,
  favoriteCharacter,
  type FavoriteCharacterBody,
  favoriteCharacterBody,
  favoriteCharacterRemoved,
  favoriteCharacters,
} from '@tracker/contracts/schemas';

import { AuthGuard, CurrentUser, Public } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ApiData } from '../envelope/api-answer.js';
import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

/**
 * Favorite characters (issue 19): listed as the profile's privacy allows (as its anime lists), set and
 * removed by the signed-in user. lists-progress checks each against the title's character data.
 */
@ApiTags('lists')
@Controller()
@UseGuards(AuthGuard)
export class FavoriteCharactersController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Get('users/:username/favorite-characters')
  @Public()
  @ApiOperation({
    summary:
      "data.items: a visible profile's favorite characters, newest first; none for others when the owner hides favorites.",
  })
  @ApiData(favoriteCharacters)
  async list(
    @Param('username') username: string,
    @CurrentUser() viewer: AuthUser | undefined,
  ): Promise<ApiEnvelope<FavoriteCharacters>> {
    return ok(await this.services.send(FAVORITE_CHARACTERS.list, { username, viewerId: viewer?.id }));
  }

  // The id is declared last: Nest checks it first, so a bad id answers before a bad body.
  @Put('auth/favorite-characters/:characterId')
  @ApiOperation({
    summary:
      "body animeId, the title whose characters name it: data is the favorite as stored (name and image from the title's data). 404 when that title does not list the character, 503 when it cannot be checked.",
  })
  @ApiData(favoriteCharacter)
  async add(
    @CurrentUser() user: AuthUser,
    @Body({ schema: favoriteCharacterBody }) body: FavoriteCharacterBody,
    @Param('characterId', { schema: characterIdParam }) characterId: number,
  ): Promise<ApiEnvelope<FavoriteCharacter>> {
    return ok(await this.services.send(FAVORITE_CHARACTERS.add, { userId: user.id, characterId, body }));
  }

  @Delete('auth/favorite-characters/:characterId')
  @ApiOperation({ summary: 'data.deleted: no longer a favorite; 404 when it was not one.' })
  @ApiData(favoriteCharacterRemoved)
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('characterId', { schema: characterIdParam }) characterId: number,
  ): Promise<ApiEnvelope<FavoriteCharacterRemoved>> {
    return ok(await this.services.send(FAVORITE_CHARACTERS.remove, { userId: user.id, characterId }));
  }
}
