import { Logger } from '@nestjs/common';
import { type Anime, type AnimeSeason, MAL_PROXY_TIMEOUT_MS, type MalRankingType } from '@tracker/contracts';
import type { Redis } from 'ioredis';

import { fromMalNode, MAL_DETAIL_FIELDS, MAL_LIST_FIELDS, type MalNode } from './mal.mapper.js';

export interface MalClientOptions {
  baseUrl: string;
  /** MAL's `X-MAL-CLIENT-ID`; without one the secondary source is unavailable. */
  clientId: string | undefined;
  /** Spec §9: 15 s per request. */
  timeoutMs: number;
  /** Responses are reused this long (5 minutes). */
  cacheTtlMs: number;
  /** After a network error or a 5xx no replica asks MAL for this long. */
  coolDownMs: number;
}

export const DEFAULT_MAL_OPTIONS: Omit<MalClientOptions, 'baseUrl' | 'clientId'> = {
  timeoutMs: MAL_PROXY_TIMEOUT_MS,
  cacheTtlMs: 5 * 60_000,
  coolDownMs: 60_000,
};

/** Spec §8: the secondary proxy API is not available (not configured, cooling down, or it just failed). */
export class MalUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalUnavailableError';
  }
}

export class MalNotFoundError extends Error {
  constructor(readonly path: string) {
    super(`MAL has no ${path}`);
    this.name = 'MalNotFoundError';
  }
}

const NOT_CONFIGURED =
  'The secondary proxy API is not available: this server has no MAL client id configured.';
const NOT_NOW = 'The secondary proxy API is not available right now. Please try again in a minute.';

class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

interface MalPage {
  data: Array<{ node: MalNode }>;
}

/**
 * MyAnimeList API v2, the secondary source: responses cached in Redis for 5 minutes, and after a network
 * error or a 5xx a cool-down in Redis, so every catalogue replica leaves MAL alone for a while (spec §4
 * disables it for the session).
 */
export class MalClient {
  private readonly logger = new Logger(MalClient.name);

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly options: MalClientOptions,
  ) {}

  /** False without a client id or while cooling down; cached answers may still be served then. */
  async available(): Promise<boolean> {
    return Boolean(this.options.clientId) && !(await this.coolingDown());
  }

  async search(q: string, limit: number): Promise<Anime[]> {
    return this.list(await this.get('/anime', { q, limit, fields: MAL_LIST_FIELDS }));
  }

  async anime(id: number): Promise<Anime> {
    return fromMalNode(await this.get<MalNode>(`/anime/${id}`, { fields: MAL_DETAIL_FIELDS }));
  }

  async season(year: number, season: AnimeSeason, limit: number): Promise<Anime[]> {
    const path = `/anime/season/${year}/${season}`;
    return this.list(await this.get(path, { limit, sort: 'anime_num_list_users', fields: MAL_LIST_FIELDS }));
  }

  async ranking(rankingType: MalRankingType, limit: number): Promise<Anime[]> {
    return this.list(
      await this.get('/anime/ranking', { ranking_type: rankingType, limit, fields: MAL_LIST_FIELDS }),
    );
  }

  private list(page: MalPage): Anime[] {
    return page.data.map(({ node }) => fromMalNode(node));
  }

  private async get<T = MalPage>(path: string, params: Record<string, string | number>): Promise<T> {
    const clientId = this.options.clientId;
    if (!clientId) throw new MalUnavailableError(NOT_CONFIGURED);
    const query = new URLSearchParams(
      Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]),
    );
    const url = `${path}?${query.toString()}`;
    const cached = await this.redis.get(this.key(`response:${url}`)).catch(() => null);
    if (cached) return JSON.parse(cached) as T;
    if (await this.coolingDown()) throw new MalUnavailableError(NOT_NOW);
    let body: unknown;
    try {
      body = await this.fetchOnce(url, clientId);
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 404) throw new MalNotFoundError(path);
      const serverFault = !(error instanceof HttpStatusError) || error.status >= 500;
      // Other 4xx (a refused client id, a rate limit) say nothing about MAL's health: no cool-down.
      if (serverFault) await this.redis.set(this.key('cooldown'), '1', 'PX', this.options.coolDownMs);
      this.logger.warn(`MAL failed for ${path}: ${describe(error)}${serverFault ? '; cooling down' : ''}`);
      throw new MalUnavailableError(NOT_NOW);
    }
    await this.redis.set(this.key(`response:${url}`), JSON.stringify(body), 'PX', this.options.cacheTtlMs);
    return body as T;
  }

  private async fetchOnce(url: string, clientId: string): Promise<unknown> {
    const response = await fetch(this.options.baseUrl + url, {
      headers: { accept: 'application/json', 'X-MAL-CLIENT-ID': clientId },
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new HttpStatusError(response.status);
    }
    return response.json();
  }

  private async coolingDown(): Promise<boolean> {
    return (await this.redis.exists(this.key('cooldown'))) === 1;
  }

  private key(name: string): string {
    return `${this.keyPrefix}:${name}`;
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'no answer within the timeout';
  // fetch reports network errors as 'fetch failed' with the socket's error as the cause.
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}
