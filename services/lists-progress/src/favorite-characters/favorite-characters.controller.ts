import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  FAVORITE_CHARACTERS,
  type FavoriteCharacterAdd,
  type FavoriteCharacterRemove,
  type UserListsRequest,
} from '@tracker/contracts';
import {
  favoriteCharacterAddPayload,
  favoriteCharacterRemovePayload,
  userListsRequest,
} from '@tracker/contracts/schemas';

import { FavoriteCharactersService } from './favorite-characters.service.js';

@Controller()
export class FavoriteCharactersController {
  constructor(@Inject(FavoriteCharactersService) private readonly favorites: FavoriteCharactersService) {}

  @MessagePattern(FAVORITE_CHARACTERS.list.pattern)
  list(@Payload({ schema: userListsRequest }) request: UserListsRequest) {
    return this.favorites.list(request);
  }

  @MessagePattern(FAVORITE_CHARACTERS.add.pattern)
  add(@Payload({ schema: favoriteCharacterAddPayload }) { userId, characterId, body }: FavoriteCharacterAdd) {
    return this.favorites.add(userId, characterId, body.animeId);
  }

  @MessagePattern(FAVORITE_CHARACTERS.remove.pattern)
  remove(
    @Payload({ schema: favoriteCharacterRemovePayload }) { userId, characterId }: FavoriteCharacterRemove,
  ) {
    return this.favorites.remove(userId, characterId);
  }
}
