import { Inject, Injectable } from '@nestjs/common';
import {
  ANIME_RESOURCES,
  type AnimeResource,
  type AnimeResourceRequest,
  type AnimeResourceResponse,
  type FranchiseView,
} from '@tracker/contracts';
import {
  animeIdError,
  buildFranchise,
  MAX_ANIME_ID,
  MAX_PAGE,
  pageError,
  parseWholeNumber,
  synthesiseEpisodes,
  type FranchiseNode,
  type RelationGroup,
} from '@tracker/domain';
import { badRequest, notFound, unavailable } from '@tracker/redis';
import { DataSource, In } from 'typeorm';

import { AnimeEntity } from '../anime/anime.entity.js';
import { AnimeService } from '../anime/anime.service.js';
import { JikanClient, JikanNotFoundError } from '../upstream/jikan.client.js';
import { AnimeResourcesStore, type StoredResource } from './anime-resources.store.js';

/** A stored copy younger than this is served without asking the public API (episodes of airing titles change faster). */
const FRESH_MS = 24 * 60 * 60_000;
const FRESH_AIRING_EPISODES_MS = 6 * 60 * 60_000;
/** Upstream lookups one franchise request may spend on relations not stored yet (each waits its rate-limit turn). */
const FRANCHISE_FETCH_BUDGET = 2;

type Body = StoredResource['body'];

@Injectable()
export class DetailsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(AnimeService) private readonly animeService: AnimeService,
    @Inject(AnimeResourcesStore) private readonly store: AnimeResourcesStore,
    @Inject(JikanClient) private readonly jikan: JikanClient,
  ) {}

  async resource(request: AnimeResourceRequest): Promise<AnimeResourceResponse> {
    const id = parseWholeNumber(request.id, 1, MAX_ANIME_ID);
    if (id === null) throw badRequest(animeIdError(request.id));
    if (!(ANIME_RESOURCES as readonly unknown[]).includes(request.resource)) {
      throw badRequest(
        `Unknown anime resource '${String(request.resource)}': use one of ${ANIME_RESOURCES.join(', ')}.`,
      );
    }
    const page = request.page === undefined ? 1 : parseWholeNumber(request.page, 1, MAX_PAGE);
    if (page === null) throw badRequest(pageError(request.page));
    // Only for a title that exists: fetched (and kept) first when the catalogue lacks it.
    const anime = await this.animeService.getById(id);
    if (request.resource === 'episodes') return this.episodes(anime, page);
    const found = await this.load(id, request.resource, 1, anime.airing);
    if (found) return found;
    // Spec §8: failed relations fall back to basic ones (none known yet); other resources have no fallback.
    if (request.resource === 'relations') return { data: [], source: 'synthesised' };
    throw unavailable(
      `Unable to fetch the ${request.resource} of anime ${id}. Please try again in a moment.`,
    );
  }

  /** Spec §9 franchise: Sequel/Prequel/Alternative version/Side story links, at most 20 anime. */
  async franchise(rawId: unknown): Promise<FranchiseView> {
    const id = parseWholeNumber(rawId, 1, MAX_ANIME_ID);
    if (id === null) throw badRequest(animeIdError(rawId));
    await this.resource({ id, resource: 'relations' });
    const nodes = new Map<number, FranchiseNode>();
    let budget = FRANCHISE_FETCH_BUDGET;
    let frontier = [id];
    while (frontier.length > 0 && nodes.size < 20) {
      const stored = await this.store.relationsOf(frontier);
      const years = await this.yearsOf(frontier);
      const next: number[] = [];
      for (const malId of frontier) {
        let relations = stored.get(malId) as RelationGroup[] | undefined;
        if (!relations && budget > 0) {
          budget -= 1;
          relations = await this.fetchRelations(malId);
        }
        nodes.set(malId, { year: years.get(malId) ?? null, relations: relations ?? [] });
        for (const group of relations ?? []) {
          for (const entry of group.entry)
            if (entry.type === 'anime' && !nodes.has(entry.mal_id)) next.push(entry.mal_id);
        }
      }
      frontier = [...new Set(next)].filter((malId) => !nodes.has(malId));
    }
    // Years of the related titles the walk did not load as nodes of their own.
    const allIds = buildFranchise(id, nodes).malIds;
    const years = await this.yearsOf(allIds.filter((malId) => !nodes.has(malId)));
    for (const [malId, year] of years) nodes.set(malId, { year, relations: [] });
    const franchise = buildFranchise(id, nodes);
    return {
      malIds: franchise.malIds,
      groups: franchise.groups.map((group) => ({ relation: group.relation, entries: group.entries })),
    };
  }

  private async episodes(
    anime: { mal_id: number; title: string; type: string | null; episodes: number | null; airing: boolean },
    page: number,
  ): Promise<AnimeResourceResponse> {
    const found = await this.load(anime.mal_id, 'episodes', page, anime.airing);
    if (found && Array.isArray(found.data) && found.data.length > 0) return found;
    // Spec §9: titles the public database lists no episodes for (or when loading failed) get synthesised ones.
    const synthesised = synthesiseEpisodes(anime, page);
    if (page > 1 && synthesised.data.length === 0 && found) return found;
    return { ...synthesised, source: 'synthesised' };
  }

  /** The stored copy while fresh, else the public API (kept for next time), else the stale stored copy. */
  private async load(
    malId: number,
    kind: AnimeResource,
    page: number,
    airing: boolean,
  ): Promise<AnimeResourceResponse | null> {
    const stored = await this.store.get(malId, kind, page);
    const freshFor = kind === 'episodes' && airing ? FRESH_AIRING_EPISODES_MS : FRESH_MS;
    if (stored && Date.now() - stored.fetchedAt.getTime() < freshFor)
      return { ...stored.body, source: 'catalogue' };
    const path = kind === 'episodes' ? `/anime/${malId}/episodes?page=${page}` : `/anime/${malId}/${kind}`;
    try {
      const body = await this.jikan.get<Body>(path);
      await this.store.put(malId, kind, page, { data: body.data, pagination: body.pagination });
      return { data: body.data, pagination: body.pagination, source: 'upstream' };
    } catch (error) {
      if (error instanceof JikanNotFoundError && !stored) throw notFound(`Anime ${malId} was not found.`);
      return stored ? { ...stored.body, source: 'catalogue' } : null;
    }
  }

  private async fetchRelations(malId: number): Promise<RelationGroup[] | undefined> {
    try {
      const body = await this.jikan.get<Body>(`/anime/${malId}/relations`);
      await this.store.put(malId, 'relations', 1, { data: body.data });
      return body.data as RelationGroup[];
    } catch {
      return undefined;
    }
  }

  private async yearsOf(malIds: number[]): Promise<Map<number, number | null>> {
    if (malIds.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(AnimeEntity)
      .find({ select: { malId: true, year: true, airedFrom: true }, where: { malId: In(malIds) } });
    return new Map(rows.map((row) => [row.malId, row.year ?? row.airedFrom?.getUTCFullYear() ?? null]));
  }
}
