import { Inject, Injectable } from '@nestjs/common';
import {
  type Anime,
  type JikanRelationGroup,
  type JikanThemes,
  MAL_QUERY_MIN_LENGTH,
} from '@tracker/contracts';

import { JikanClient, JikanNotFoundError, type RequestOptions } from './jikan.client.js';
import { MalClient, MalNotFoundError } from './mal.client.js';
import { raceSources, SourceRaceError } from './source-race.js';

/**
 * An anime as the race answers it. From Jikan's /anime/{id}/full it also carries the sub-resources of
 * the full record (relations, theme, external); from MAL it has none of them.
 */
export type LookedUpAnime = Anime & { relations?: JikanRelationGroup[]; theme?: JikanThemes };

const isNotFound = (error: unknown) =>
  error instanceof JikanNotFoundError || error instanceof MalNotFoundError;

/** Looks anime up in both public sources at once (Jikan first in line, MAL when available). */
@Injectable()
export class AnimeLookup {
  constructor(
    @Inject(JikanClient) private readonly jikan: JikanClient,
    @Inject(MalClient) private readonly mal: MalClient,
  ) {}

  /**
   * One title from whichever source answers first. Throws JikanNotFoundError when no source found it and
   * one answered 404 (both mirror MyAnimeList, so the other one failing does not make it exist), else the
   * race's error (AllSourcesFailedError, RaceTimeoutError).
   */
  async fetchAnime(id: number, options: RequestOptions = {}): Promise<LookedUpAnime> {
    const path = `/anime/${id}/full`;
    try {
      return await raceSources<LookedUpAnime>(`anime ${id}`, [
        async () => (await this.jikan.get<{ data: LookedUpAnime }>(path, options)).data,
        (await this.mal.available()) ? () => this.mal.anime(id) : null,
      ]);
    } catch (error) {
      if (error instanceof SourceRaceError && error.errors.some(isNotFound))
        throw new JikanNotFoundError(path);
      throw error;
    }
  }

  /** Titles matching `q`; `limit` 1–25 (Jikan's largest page). MAL sits out texts it would refuse. */
  async searchAnime(q: string, limit: number): Promise<Anime[]> {
    const text = q.trim();
    const query = new URLSearchParams({ q: text, limit: String(limit) });
    const malTakesPart = text.length >= MAL_QUERY_MIN_LENGTH && (await this.mal.available());
    return raceSources<Anime[]>(`search '${text}'`, [
      async () => (await this.jikan.get<{ data: Anime[] }>(`/anime?${query.toString()}`)).data,
      malTakesPart ? () => this.mal.search(text, limit) : null,
    ]);
  }
}
