import { Inject, Injectable } from '@nestjs/common';
import type { Anime } from '@tracker/contracts';
import type { MalAnime, MalRanking, MalSearch, MalSeason } from '@tracker/contracts/schemas';
import { notFound, unavailable } from '@tracker/redis';

import { MalClient, MalNotFoundError, MalUnavailableError } from '../upstream/mal.client.js';

/** Spec §7 proxy for the public anime database: MAL v2 answers in the anime shape. */
@Injectable()
export class ProxyService {
  constructor(@Inject(MalClient) private readonly mal: MalClient) {}

  search({ q, limit }: MalSearch): Promise<Anime[]> {
    return this.ask(() => this.mal.search(q, limit));
  }

  anime({ id }: MalAnime): Promise<Anime> {
    return this.ask(() => this.mal.anime(id), `Anime ${id} was not found.`);
  }

  season({ year, season, limit }: MalSeason): Promise<Anime[]> {
    return this.ask(() => this.mal.season(year, season, limit));
  }

  ranking({ ranking_type: rankingType, limit }: MalRanking): Promise<Anime[]> {
    return this.ask(() => this.mal.ranking(rankingType, limit));
  }

  /** MAL's failures as the service errors the gateway turns into 404 and 503. */
  private async ask<T>(
    call: () => Promise<T>,
    notFoundMessage = 'The secondary proxy API found nothing there.',
  ): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof MalNotFoundError) throw notFound(notFoundMessage);
      if (error instanceof MalUnavailableError) throw unavailable(error.message);
      throw error;
    }
  }
}
