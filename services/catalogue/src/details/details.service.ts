import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type Anime,
  type AnimeResource,
  type AnimeResourceRequest,
  type AnimeResourceResponse,
  type FranchiseView,
} from '@tracker/contracts';
import { buildFranchise, type FranchiseNode, type RelationGroup, synthesiseEpisodes } from '@tracker/domain';
import { notFound } from '@tracker/redis';
import { DataSource, In } from 'typeorm';

import { AnimeEntity } from '../anime/anime.entity.js';
import { AnimeService } from '../anime/anime.service.js';
import { EnrichmentRequests } from '../jobs/enrichment.requests.js';
import {
  JikanClient,
  JikanNotFoundError,
  JikanUnavailableError,
  type RequestOptions,
} from '../upstream/jikan.client.js';
import { within } from '../upstream/within.js';
import { AnimeResourcesStore, type StoredResource } from './anime-resources.store.js';

/** A stored copy younger than this is served without asking the public API (episodes of airing titles change faster). */
const FRESH_MS = 24 * 60 * 60_000;
const FRESH_AIRING_EPISODES_MS = 6 * 60 * 60_000;
/**
 * How long a reply waits for the public API before answering from what the catalogue holds. A healthy
 * Jikan answers in a few hundred ms; past this it is down, slow, or our shared rate limit (1.5 s between
 * requests) has a queue, and the gateway (which gives up after SERVICE_TIMEOUT_MS, 5 s) is better served
 * by a partial answer now. The fetch goes on and a job completes it (see {@link DetailsService.load}).
 */
export const UPSTREAM_WAIT_MS = 1_500;
/**
 * After a wait for the public API ran out, or it could not be reached at all, replies on this replica
 * answer from what is held at once for this long (jobs keep asking it); the first answer it gives ends
 * the quiet period early.
 */
export const UPSTREAM_QUIET_MS = 30_000;
/** Upstream lookups one franchise request may start for relations not stored yet, all within one wait. */
const FRANCHISE_FETCH_BUDGET = 2;

type Body = StoredResource['body'];

/** What the catalogue holds of a resource and whether the public API answered for it just now. */
interface Loaded {
  found: AnimeResourceResponse | null;
  partial: boolean;
}

/** What a resource is when neither a stored copy nor the public API has it: empty, in Jikan's shape. */
function heldFallback(kind: Exclude<AnimeResource, 'episodes'>, anime: Anime): AnimeResourceResponse['data'] {
  if (kind === 'statistics') return null;
  if (kind === 'themes') return { openings: [], endings: [] };
  // The seed's official and streaming sites, in Jikan's { name, url } shape.
  if (kind === 'external') return anime.external ?? [];
  return [];
}

@Injectable()
export class DetailsService {
  private readonly logger = new Logger(DetailsService.name);
  /** Until when replies do not wait for the public API (see {@link UPSTREAM_QUIET_MS}). */
  private quietUntil = 0;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(AnimeService) private readonly animeService: AnimeService,
    @Inject(AnimeResourcesStore) private readonly store: AnimeResourcesStore,
    @Inject(JikanClient) private readonly jikan: JikanClient,
    @Inject(EnrichmentRequests) private readonly enrichment: EnrichmentRequests,
  ) {}

  /**
   * A sub-resource within {@link UPSTREAM_WAIT_MS} (or `waitMs`; 0 answers from what is held at once).
   * When the public API does not answer in time, what the catalogue holds answers, marked partial:
   * the last stored copy, synthesised episodes, else an empty resource.
   */
  async resource(request: AnimeResourceRequest, waitMs = UPSTREAM_WAIT_MS): Promise<AnimeResourceResponse> {
    const { id, page = 1 } = request;
    // Only for a title that exists: fetched (and kept) first when the catalogue lacks it.
    const anime = await this.animeService.getById(id);
    if (request.resource === 'episodes') return this.episodes(anime, page, waitMs);
    const { found, partial } = await this.load(id, request.resource, 1, anime.airing, waitMs);
    if (found) return partial ? { ...found, partial } : found;
    // Spec §8: failed relations fall back to basic ones (none known yet); the others to an empty resource.
    return { data: heldFallback(request.resource, anime), source: 'synthesised', partial: true };
  }

  /** A job's work: the resource from the public API, kept. Throws when it cannot be fetched (retried). */
  async refreshResource(
    malId: number,
    kind: AnimeResource,
    page: number,
    options: RequestOptions = {},
  ): Promise<void> {
    await this.fetchAndKeep(malId, kind, page, options);
  }

  /**
   * Spec §9 franchise: Sequel/Prequel/Alternative version/Side story links, at most 20 anime. Walks the
   * stored relations; the public API is asked for a few missing ones within one {@link UPSTREAM_WAIT_MS}
   * for the whole walk. What it has not answered by then is left out and the answer marked partial; the
   * rest is fetched by jobs for later walks.
   */
  async franchise(id: number): Promise<FranchiseView> {
    const deadline = Date.now() + UPSTREAM_WAIT_MS;
    let partial = (await this.resource({ id, resource: 'relations' })).partial === true;
    const nodes = new Map<number, FranchiseNode>();
    let budget = FRANCHISE_FETCH_BUDGET;
    let frontier = [id];
    while (frontier.length > 0 && nodes.size < 20) {
      const stored = await this.store.relationsOf(frontier);
      const years = await this.yearsOf(frontier);
      const unstored = frontier.filter((malId) => !stored.has(malId));
      const fetching = unstored.slice(0, budget);
      budget -= fetching.length;
      // Titles past the budget are not asked now: jobs fetch their relations for a later walk.
      for (const malId of unstored.slice(fetching.length))
        this.enrichment.requestResource(malId, 'relations');
      const loaded = await Promise.all(
        fetching.map((malId) =>
          // A related title the public API does not know has no relations of its own to walk.
          this.load(malId, 'relations', 1, false, deadline - Date.now()).catch((): Loaded => ({
            found: null,
            partial: false,
          })),
        ),
      );
      loaded.forEach(({ found, partial: missed }, index) => {
        partial ||= missed;
        if (found) stored.set(fetching[index], found.data);
      });
      const next: number[] = [];
      for (const malId of frontier) {
        const relations = (stored.get(malId) as RelationGroup[] | undefined) ?? [];
        nodes.set(malId, { year: years.get(malId) ?? null, relations });
        for (const group of relations) {
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
      ...(partial ? { partial } : {}),
    };
  }

  private async episodes(
    anime: Pick<Anime, 'mal_id' | 'title' | 'type' | 'episodes' | 'airing'>,
    page: number,
    waitMs: number,
  ): Promise<AnimeResourceResponse> {
    const { found, partial } = await this.load(anime.mal_id, 'episodes', page, anime.airing, waitMs);
    const marked = partial ? { partial } : {};
    if (found && Array.isArray(found.data) && found.data.length > 0) return { ...found, ...marked };
    // Spec §9: titles the public database lists no episodes for (or when loading failed) get synthesised ones.
    const synthesised = synthesiseEpisodes(anime, page);
    if (page > 1 && synthesised.data.length === 0 && found) return { ...found, ...marked };
    return { ...synthesised, source: 'synthesised', ...marked };
  }

  /**
   * The stored copy while fresh, else the public API within `waitMs` (kept for next time), else the stale
   * stored copy. When the public API fails or is still busy after `waitMs`, the answer is partial and a
   * `fetch-resource` job is queued: the request still running fills the Redis cache when it answers (the
   * job then reads it from there), and the job retries with back-off while the public API is down.
   */
  private async load(
    malId: number,
    kind: AnimeResource,
    page: number,
    airing: boolean,
    waitMs: number,
  ): Promise<Loaded> {
    const stored = await this.store.get(malId, kind, page);
    const freshFor = kind === 'episodes' && airing ? FRESH_AIRING_EPISODES_MS : FRESH_MS;
    const held = stored ? { ...stored.body, source: 'catalogue' as const } : null;
    if (stored && Date.now() - stored.fetchedAt.getTime() < freshFor) return { found: held, partial: false };
    const later = () => {
      this.enrichment.requestResource(malId, kind, page);
      return { found: held, partial: true };
    };
    // Answering from what is held at once: the job alone asks the public API, at the rate limit's pace.
    if (waitMs <= 0 || Date.now() < this.quietUntil) return later();
    // A person waits for this reply: it goes first at the shared rate limit, before background jobs.
    const fetching = this.fetchAndKeep(malId, kind, page, { urgent: true });
    try {
      const body = await within(fetching, waitMs);
      if (body === 'timeout') {
        this.quiet();
        fetching.catch((error: Error) => this.logger.debug(`${kind} of ${malId}: ${error.message}`));
        return later();
      }
      return { found: { data: body.data, pagination: body.pagination, source: 'upstream' }, partial: false };
    } catch (error) {
      if (error instanceof JikanNotFoundError && !stored) throw notFound(`Anime ${malId} was not found.`);
      // Out of reach, each new ask would wait its rate-limit turn (1.5 s) only to fail again.
      if (error instanceof JikanUnavailableError && error.unreachable) this.quiet();
      return later();
    }
  }

  /** Replies stop waiting for the public API for {@link UPSTREAM_QUIET_MS}. */
  private quiet(): void {
    this.quietUntil = Date.now() + UPSTREAM_QUIET_MS;
  }

  private async fetchAndKeep(
    malId: number,
    kind: AnimeResource,
    page: number,
    options: RequestOptions = {},
  ): Promise<Body> {
    const path = kind === 'episodes' ? `/anime/${malId}/episodes?page=${page}` : `/anime/${malId}/${kind}`;
    const body = await this.jikan.get<Body>(path, options);
    this.quietUntil = 0;
    await this.store.put(malId, kind, page, { data: body.data, pagination: body.pagination });
    return body;
  }

  private async yearsOf(malIds: number[]): Promise<Map<number, number | null>> {
    if (malIds.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(AnimeEntity)
      .find({ select: { malId: true, year: true, airedFrom: true }, where: { malId: In(malIds) } });
    return new Map(rows.map((row) => [row.malId, row.year ?? row.airedFrom?.getUTCFullYear() ?? null]));
  }
}
