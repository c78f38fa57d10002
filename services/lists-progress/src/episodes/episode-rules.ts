import { Inject, Injectable } from '@nestjs/common';
import {
  episodeNumberError,
  MAX_EPISODE_NUMBER,
  parseEpisodeNumber,
  parseWholeNumber,
} from '@tracker/domain';
import { badRequest } from '@tracker/redis';

import { PeerServices } from '../peers/peer-services.js';

/** Spec §4 episode rules: numbers within the title's episode count when the catalogue knows it. */
@Injectable()
export class EpisodeRules {
  constructor(@Inject(PeerServices) private readonly peers: PeerServices) {}

  /** The episode number, checked against the title's count; the count too (null when unknown). */
  async episodeOf(animeId: number, value: unknown): Promise<{ episodeNumber: number; total: number | null }> {
    const total = await this.peers.episodeCount(animeId);
    const episodeNumber = parseEpisodeNumber(value, total);
    if (episodeNumber === null) throw badRequest(episodeNumberError(value, total));
    return { episodeNumber, total };
  }

  /** A count of watched episodes: 0 up to the title's count when known. */
  async watchedCountOf(animeId: number, value: unknown): Promise<number> {
    const total = await this.peers.episodeCount(animeId);
    const count = typeof value === 'number' ? parseWholeNumber(value, 0, total ?? MAX_EPISODE_NUMBER) : null;
    if (count === null) {
      throw badRequest(
        `episodesWatched must be a whole number from 0 to ${total ?? MAX_EPISODE_NUMBER}${total === null ? '' : " (the title's episode count)"}, got '${String(value)}'.`,
      );
    }
    return count;
  }

  /**
   * Mark all: the catalogue's count when known (a different totalEpisodes is refused), else the one sent.
   */
  async totalOf(animeId: number, value: unknown): Promise<number> {
    const known = await this.peers.episodeCount(animeId);
    if (known !== null) {
      if (value !== undefined && value !== known) {
        throw badRequest(
          `totalEpisodes must be ${known} (the title's episode count), got '${String(value)}'.`,
        );
      }
      return known;
    }
    const total = typeof value === 'number' ? parseWholeNumber(value, 1, MAX_EPISODE_NUMBER) : null;
    if (total === null) {
      throw badRequest(
        `totalEpisodes must be a whole number from 1 to ${MAX_EPISODE_NUMBER} (the title's episode count is unknown), got '${String(value)}'.`,
      );
    }
    return total;
  }
}
