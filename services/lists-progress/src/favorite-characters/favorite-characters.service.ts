import { Inject, Injectable } from '@nestjs/common';
import type { BaseEnv } from '@tracker/config';
import {
  type AnimeResourceResponse,
  CATALOGUE_DETAILS,
  FAVORITE_CHARACTERS_MAX,
  type FavoriteCharacter,
  type FavoriteCharacterRemoved,
  type FavoriteCharacters,
  type UserListsRequest,
  USERS,
} from '@tracker/contracts';
import { SERVICE_ENV } from '@tracker/microservice';
import { notFound, passOn, SendError } from '@tracker/redis';

import { PeerServices } from '../peers/peer-services.js';
import { characterOf, charactersUnavailable, favoritesFull } from './character-lookup.js';
import { FavoriteCharactersStore } from './favorite-characters.store.js';

/**
 * The share of SERVICE_TIMEOUT_MS the catalogue gets to list a title's characters: the 503 saying it
 * could not be asked must reach the gateway before the gateway itself gives up on this service.
 */
const CATALOGUE_SHARE = 0.8;

/**
 * A user's favorite characters (issue 19). Others see them as they see the favorite anime: 404 alike
 * for unknown and private profiles (auth-user decides), none at all when the owner hides favorites.
 */
@Injectable()
export class FavoriteCharactersService {
  constructor(
    @Inject(FavoriteCharactersStore) private readonly store: FavoriteCharactersStore,
    @Inject(PeerServices) private readonly peers: PeerServices,
    @Inject(SERVICE_ENV) private readonly env: BaseEnv,
  ) {}

  async list({ username, viewerId }: UserListsRequest): Promise<FavoriteCharacters> {
    const user = await this.peers.send(USERS.byUsername, { username, viewerId }).catch(passOn);
    const isOwner = user.id === viewerId;
    if (!isOwner && !user.showFavorites) return { items: [] };
    return { items: await this.store.all(user.id) };
  }

  /** Idempotent: a character already kept answers its stored row, whatever title it is named from. */
  async add(userId: string, characterId: number, animeId: number): Promise<FavoriteCharacter> {
    const kept = await this.store.one(userId, characterId);
    if (kept) return kept;
    const character = characterOf(characterId, animeId, await this.characters(animeId));
    const outcome = await this.store.add(userId, character);
    if ('full' in outcome) throw favoritesFull(FAVORITE_CHARACTERS_MAX);
    return outcome.row;
  }

  async remove(userId: string, characterId: number): Promise<FavoriteCharacterRemoved> {
    if (!(await this.store.remove(userId, characterId))) {
      throw notFound(`Character ${characterId} is not among your favorite characters.`);
    }
    return { deleted: true };
  }

  /** The title's characters from the catalogue; 404 for a title it does not know, 503 when it cannot answer. */
  private async characters(animeId: number): Promise<AnimeResourceResponse<'characters'>> {
    try {
      const request = { id: animeId, resource: 'characters' as const };
      const timeoutMs = Math.round(this.env.SERVICE_TIMEOUT_MS * CATALOGUE_SHARE);
      return (await this.peers.send(
        CATALOGUE_DETAILS.resource,
        request,
        timeoutMs,
      )) as AnimeResourceResponse<'characters'>;
    } catch (error) {
      if (error instanceof SendError && error.payload.code === 'NOT_FOUND') {
        throw notFound(`Anime ${animeId} is not in the catalogue.`);
      }
      if (error instanceof SendError) throw charactersUnavailable(animeId);
      throw error;
    }
  }
}
