import { Inject, Injectable } from '@nestjs/common';
import {
  type Anime,
  CATALOGUE_JOB_PRIORITY,
  OPENED_TITLE_WAIT_MS,
  PAGE_SIZE,
  type SeasonOfYear,
  type SeasonPage,
} from '@tracker/contracts';
import { SEASON_ORDER, seasonOfMonth } from '@tracker/domain';
import { notFound, SerializedJson, unavailable } from '@tracker/redis';
import { DataSource, type Repository } from 'typeorm';

import { AnimeResourcesStore } from '../details/anime-resources.store.js';
import { EnrichmentRequests, needsEnrichment } from '../jobs/enrichment.requests.js';
import { AnimeLookup } from '../upstream/anime-lookup.js';
import { JikanClient, JikanNotFoundError, type RequestOptions } from '../upstream/jikan.client.js';
import { within } from '../upstream/within.js';
import { AnimeEntity } from './anime.entity.js';
import { toAnime } from './anime.mapper.js';
import { AnimeCache, type CachedAnime, cacheEntryOf } from './anime-cache.js';
import { AnimeChanges } from './anime-changes.js';
import { AnimeRows } from './anime-rows.js';
import { fromJikanAnime } from './jikan-anime.mapper.js';

const jstMonthYear = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'numeric',
});

/** Opened titles one replica lets wait for the public API at once (the limiter serves ~2 in 2 s). */
const MAX_OPENED_WAITERS = 2;

/**
 * How long an opened incomplete title may still wait for the public API, at the front of the shared rate
 * limit, before answering the held record: until the asker's `openedWaitUntil` (half its own wait for the
 * catalogue), at most one 1.5 s gap plus a healthy answer. Measured when the wait starts, so a message
 * slow to arrive or a slow slug lookup shortens the wait rather than the asker's patience. A slower fetch
 * goes on and completes the title for the page's next ask.
 */
function openedWait(openedWaitUntil: unknown, now = Date.now()): number {
  return typeof openedWaitUntil === 'number' && Number.isFinite(openedWaitUntil)
    ? Math.max(0, Math.min(OPENED_TITLE_WAIT_MS, openedWaitUntil - now))
    : 0;
}

@Injectable()
export class AnimeService {
  private readonly anime: Repository<AnimeEntity>;
  /** Opened titles waiting for the public API on this replica now. */
  private openedWaiting = 0;

  constructor(
    @Inject(DataSource) dataSource: DataSource,
    @Inject(AnimeLookup) private readonly lookup: AnimeLookup,
    @Inject(AnimeResourcesStore) private readonly resources: AnimeResourcesStore,
    @Inject(EnrichmentRequests) private readonly enrichment: EnrichmentRequests,
    @Inject(AnimeRows) private readonly rows: AnimeRows,
    @Inject(AnimeCache) private readonly cache: AnimeCache,
    @Inject(AnimeChanges) private readonly changes: AnimeChanges,
    @Inject(JikanClient) private readonly jikan: JikanClient,
  ) {
    this.anime = dataSource.getRepository(AnimeEntity);
  }

  /**
   * From this replica's memory, else the catalogue, else the public API (then kept in the catalogue). An
   * incomplete title is queued for enrichment ahead of listed ones: somebody is looking at it.
   */
  async getById(id: number): Promise<Anime> {
    return (await this.cachedById(id, undefined)).anime;
  }

  /**
   * A title a person opened (its detail page): {@link getById}, and an incomplete title is first fetched
   * from the public API when that ends before `openedWaitUntil` ({@link openedWait}).
   */
  async open(id: number, openedWaitUntil: unknown): Promise<Anime> {
    return (await this.cachedById(id, openedWaitUntil)).anime;
  }

  /**
   * {@link open} (or {@link getById} when no person opened it) already serialised: the hot path of every
   * detail page, where a title in memory costs neither a database round trip nor serialising it again.
   */
  async getSerializedById(id: number, openedWaitUntil: unknown): Promise<SerializedJson> {
    return (await this.cachedById(id, openedWaitUntil)).json;
  }

  private async cachedById(id: number, openedWaitUntil: unknown): Promise<CachedAnime> {
    const cached = this.cache.get(id) ?? (await this.load(id));
    if (!needsEnrichment(cached.enrichment)) return cached;
    this.enrichment.request([cached.enrichment], CATALOGUE_JOB_PRIORITY.opened);
    const waitMs = openedWait(openedWaitUntil);
    // While the public API is out of reach the wait would only delay the answer: the job heals it later.
    // The limiter starts about one request per 1.5 s, so past a couple of waiters the others would only
    // wait out the whole bound: they get the held record at once, and their titles' jobs run first.
    if (
      waitMs <= 0 ||
      !this.jikan.reachability.lastKnownReachable ||
      this.openedWaiting >= MAX_OPENED_WAITERS
    )
      return cached;
    this.openedWaiting += 1;
    const fetching = this.refresh(id, { urgent: true }).then(() => this.load(id));
    const fetched = await within(fetching, waitMs)
      .catch(() => 'failed' as const)
      .finally(() => (this.openedWaiting -= 1));
    if (fetched === 'timeout') fetching.catch(() => undefined);
    return typeof fetched === 'string' ? cached : fetched;
  }

  private async load(id: number): Promise<CachedAnime> {
    const ticket = this.cache.ticket();
    const row = await this.rows.byId(id);
    // Storing a fetched title announces it as changed, which voids this read's ticket: read it anew.
    if (!row) return this.refresh(id, { urgent: true }).then(() => this.load(id));
    const loaded = cacheEntryOf(row);
    this.cache.set(id, loaded, ticket);
    return loaded;
  }

  /**
   * Queues a fetch of each title among `ids` the catalogue does not hold (enrich-anime jobs, retried with
   * back-off for about a day while the public API is down); storing one announces it as changed.
   */
  async fetchLater(listed: number[]): Promise<{ queued: number }> {
    const ids = [...new Set(listed)];
    const held: Array<{ mal_id: number }> = await this.anime.query(
      'SELECT mal_id FROM anime WHERE mal_id = ANY($1::int[])',
      [ids],
    );
    const known = new Set(held.map((row) => row.mal_id));
    const missing = ids.filter((id) => !known.has(id));
    this.enrichment.requestTitles(missing);
    return { queued: missing.length };
  }

  /** Stores titles that came in a list from the public API (season, top, schedule, search). */
  async storeMany(list: Anime[]): Promise<void> {
    if (list.length === 0) return;
    const fetchedAt = new Date();
    await this.anime.upsert(
      list.map((anime) => fromJikanAnime(anime, fetchedAt)),
      ['malId'],
    );
    await this.changes.announce(list.map((anime) => anime.mal_id));
  }

  /**
   * Fetches a title from the public API and keeps it, with the sub-resources its full record carries.
   * `urgent` when a person waits for it: it goes first at the shared rate limit.
   */
  async refresh(id: number, options: RequestOptions = {}): Promise<AnimeEntity> {
    try {
      const data = await this.lookup.fetchAnime(id, options);
      await this.anime.upsert(fromJikanAnime(data), ['malId']);
      await this.changes.announce([id]);
      // The full record carries these sub-resources too: keep them, and save the detail page three calls.
      await Promise.all([
        data.relations && this.resources.put(id, 'relations', 1, { data: data.relations }),
        data.theme && this.resources.put(id, 'themes', 1, { data: data.theme }),
        data.external && this.resources.put(id, 'external', 1, { data: data.external }),
      ]);
      return this.anime.findOneByOrFail({ malId: id });
    } catch (error) {
      if (error instanceof JikanNotFoundError) throw notFound(`Anime ${id} was not found.`);
      throw unavailable(`Unable to fetch anime ${id}. Please try again in a moment.`);
    }
  }

  async currentSeason(page: number, now = new Date()): Promise<SeasonPage> {
    const calendar = currentSeasonOf(now);
    const { season, year } = (await this.hasSeason(calendar)) ?? (await this.latestSeasonUpTo(calendar));
    const [rows, total] = await this.anime
      .createQueryBuilder('anime')
      .where('anime.season = :season AND anime.year = :year', { season, year })
      .orderBy('anime.members', 'DESC', 'NULLS LAST')
      .addOrderBy('anime.airing', 'DESC')
      .addOrderBy('anime.mal_id', 'DESC')
      .offset((page - 1) * PAGE_SIZE)
      .limit(PAGE_SIZE)
      .getManyAndCount();
    this.enrichment.request(rows);
    return {
      items: rows.map(toAnime),
      page,
      hasNext: rows.length === PAGE_SIZE,
      total,
      season,
      year,
      calendar,
    };
  }

  private async hasSeason(target: SeasonOfYear): Promise<SeasonOfYear | null> {
    const exists = await this.anime.existsBy({ season: target.season, year: target.year });
    return exists ? target : null;
  }

  /** The newest season at or before `target` with any titles, else `target` itself (an empty page). */
  private async latestSeasonUpTo(target: SeasonOfYear): Promise<SeasonOfYear> {
    const rank = `array_position(ARRAY['winter','spring','summer','fall']::text[], anime.season)`;
    const latest = await this.anime
      .createQueryBuilder('anime')
      .select(['anime.season AS season', 'anime.year AS year'])
      .where(`anime.season IS NOT NULL AND (anime.year, ${rank}) <= (:year, :rank)`, {
        year: target.year,
        rank: SEASON_ORDER.indexOf(target.season) + 1,
      })
      .orderBy('anime.year', 'DESC')
      .addOrderBy(rank, 'DESC')
      .limit(1)
      .getRawOne<SeasonOfYear>();
    return latest ?? target;
  }
}

function currentSeasonOf(now: Date): SeasonOfYear {
  const parts = Object.fromEntries(jstMonthYear.formatToParts(now).map((part) => [part.type, part.value]));
  return { season: seasonOfMonth(Number(parts.month)), year: Number(parts.year) };
}
