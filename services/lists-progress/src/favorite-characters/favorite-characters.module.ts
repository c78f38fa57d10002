import { Module } from '@nestjs/common';

import { FavoriteCharactersController } from './favorite-characters.controller.js';
import { FavoriteCharactersService } from './favorite-characters.service.js';
import { FavoriteCharactersStore } from './favorite-characters.store.js';

/** A user's favorite characters, checked against the catalogue's character data. */
@Module({
  controllers: [FavoriteCharactersController],
  providers: [FavoriteCharactersService, FavoriteCharactersStore],
})
export class FavoriteCharactersModule {}
