import { Inject, Injectable } from '@nestjs/common';
import { PAGE_SIZE, type Anime, type SeasonOfYear, type SeasonPage } from '@tracker/contracts';
import {
  animeIdError,
  MAX_ANIME_ID,
  MAX_PAGE,
  pageError,
  parseWholeNumber,
  SEASON_ORDER,
  seasonOfMonth,
} from '@tracker/domain';
import { badRequest, notFound, SerializedJson, unavailable } from '@tracker/redis';
import { DataSource, type Repository } from 'typeorm';

import { AnimeResourcesStore } from '../details/anime-resources.store.js';
import { EnrichmentRequests } from '../jobs/enrichment.requests.js';
import { AnimeLookup } from '../upstream/anime-lookup.js';
import { JikanNotFoundError } from '../upstream/jikan.client.js';
import { AnimeCache, cacheEntryOf, type CachedAnime } from './anime-cache.js';
import { AnimeChanges } from './anime-changes.js';
import { AnimeRows } from './anime-rows.js';
import { AnimeEntity } from './anime.entity.js';
import { toAnime } from './anime.mapper.js';
import { fromJikanAnime } from './jikan-anime.mapper.js';

const jstMonthYear = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'numeric',
});

/** Most titles one fetch-later request may name: a whole MAL import. */
const FETCH_LATER_MAX_IDS = 5_000;

/** Ids beyond Postgres integers name no title, and would fail the query: 400 before it. */
export function parseAnimeId(value: unknown): number {
  const id = parseWholeNumber(value, 1, MAX_ANIME_ID);
  if (id === null) throw badRequest(animeIdError(value));
  return id;
}

export function parsePage(value: unknown): number {
  if (value === undefined || value === null || value === '') return 1;
  const page = parseWholeNumber(value, 1, MAX_PAGE);
  if (page === null) throw badRequest(pageError(value));
  return page;
}

@Injectable()
export class AnimeService {
  private readonly anime: Repository<AnimeEntity>;

  constructor(
    @Inject(DataSource) dataSource: DataSource,
    @Inject(AnimeLookup) private readonly lookup: AnimeLookup,
    @Inject(AnimeResourcesStore) private readonly resources: AnimeResourcesStore,
    @Inject(EnrichmentRequests) private readonly enrichment: EnrichmentRequests,
    @Inject(AnimeRows) private readonly rows: AnimeRows,
    @Inject(AnimeCache) private readonly cache: AnimeCache,
    @Inject(AnimeChanges) private readonly changes: AnimeChanges,
  ) {
    this.anime = dataSource.getRepository(AnimeEntity);
  }

  /** From this replica's memory, else the catalogue, else the public API (then kept in the catalogue). */
  async getById(rawId: unknown): Promise<Anime> {
    return (await this.cachedById(rawId)).anime;
  }

  /**
   * {@link getById} already serialised: the hot path of every detail page, where a title in memory costs
   * neither a database round trip nor serialising it again.
   */
  async getSerializedById(rawId: unknown): Promise<SerializedJson> {
    return (await this.cachedById(rawId)).json;
  }

  private async cachedById(rawId: unknown): Promise<CachedAnime> {
    const id = parseAnimeId(rawId);
    const cached = this.cache.get(id) ?? (await this.load(id));
    this.enrichment.request([cached.enrichment]);
    return cached;
  }

  private async load(id: number): Promise<CachedAnime> {
    const ticket = this.cache.ticket();
    const row = await this.rows.byId(id);
    // Storing a fetched title announces it as changed, which voids this read's ticket: read it anew.
    if (!row) return this.refresh(id).then(() => this.load(id));
    const loaded = cacheEntryOf(row);
    this.cache.set(id, loaded, ticket);
    return loaded;
  }

  /**
   * Queues a fetch of each title among `rawIds` the catalogue does not hold (enrich-anime jobs, retried with
   * back-off for about a day while the public API is down); storing one announces it as changed.
   */
  async fetchLater(rawIds: unknown): Promise<{ queued: number }> {
    if (!Array.isArray(rawIds) || rawIds.length > FETCH_LATER_MAX_IDS)
      throw badRequest(`ids must be a list of at most ${FETCH_LATER_MAX_IDS} anime ids.`);
    const ids = [...new Set(rawIds.map(parseAnimeId))];
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

  /** Fetches a title from the public API and keeps it, with the sub-resources its full record carries. */
  async refresh(id: number): Promise<AnimeEntity> {
    try {
      const data = await this.lookup.fetchAnime(id);
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

  async currentSeason(rawPage: unknown, now = new Date()): Promise<SeasonPage> {
    const page = parsePage(rawPage);
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
