import { Inject, Injectable } from '@nestjs/common';
import {
  type Anime,
  type Checked,
  checkMalLimit,
  checkMalQuery,
  checkMalRankingType,
  checkMalSeason,
  checkMalYear,
} from '@tracker/contracts';
import { badRequest, notFound, unavailable } from '@tracker/redis';

import { parseAnimeId } from '../anime/anime.service.js';
import { MalClient, MalNotFoundError, MalUnavailableError } from '../upstream/mal.client.js';

/** Payloads arrive unparsed: any caller on the transport may send anything. */
type Fields = Record<string, unknown>;

const fieldsOf = (payload: unknown): Fields =>
  typeof payload === 'object' && payload !== null ? (payload as Fields) : {};

function valid<T>(checked: Checked<T>): T {
  if (!checked.ok) throw badRequest(checked.error);
  return checked.value;
}

/** Spec §7 proxy for the public anime database: MAL v2 answers in the anime shape. */
@Injectable()
export class ProxyService {
  constructor(@Inject(MalClient) private readonly mal: MalClient) {}

  search(payload: unknown): Promise<Anime[]> {
    const { q, limit } = fieldsOf(payload);
    const [text, count] = [valid(checkMalQuery(q)), valid(checkMalLimit(limit))];
    return this.ask(() => this.mal.search(text, count));
  }

  anime(payload: unknown): Promise<Anime> {
    const id = parseAnimeId(fieldsOf(payload).id);
    return this.ask(() => this.mal.anime(id), `Anime ${id} was not found.`);
  }

  season(payload: unknown): Promise<Anime[]> {
    const { year, season, limit } = fieldsOf(payload);
    const [checkedYear, checkedSeason, count] = [
      valid(checkMalYear(year)),
      valid(checkMalSeason(season)),
      valid(checkMalLimit(limit)),
    ];
    return this.ask(() => this.mal.season(checkedYear, checkedSeason, count));
  }

  ranking(payload: unknown): Promise<Anime[]> {
    const { ranking_type: rankingType, limit } = fieldsOf(payload);
    const [type, count] = [valid(checkMalRankingType(rankingType)), valid(checkMalLimit(limit))];
    return this.ask(() => this.mal.ranking(type, count));
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
