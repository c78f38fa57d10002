import { Inject, Injectable } from '@nestjs/common';
import {
  type Anime,
  ANIME_STATUS,
  type AnimeSearchOrder,
  BROADCAST_DAYS,
  CATALOGUE_JOB_PRIORITY,
  type CountedPage,
  type Page,
  PAGE_SIZE,
  type ScheduleEntry,
  type TopAnimeFilter,
  type WeekSchedule,
} from '@tracker/contracts';
import type { BatchQuery, BySlugRequest, SearchQuery, TopQuery } from '@tracker/contracts/schemas';
import { slugify, slugMatches } from '@tracker/domain';
import { notFound, SerializedJson } from '@tracker/redis';
import { DataSource } from 'typeorm';

import type { AnimeEntity } from '../anime/anime.entity.js';
import { toAnime } from '../anime/anime.mapper.js';
import { AnimeService } from '../anime/anime.service.js';
import { AnimeCache, type CachedAnime, cacheEntryOf } from '../anime/anime-cache.js';
import { AnimeRows } from '../anime/anime-rows.js';
import { EnrichmentRequests } from '../jobs/enrichment.requests.js';
import {
  parseSearchRequest,
  parseTopRequest,
  type ScheduleCriteria,
  type SearchCriteria,
  type SearchOrder,
} from './search-params.js';

type SearchFilters = Omit<SearchCriteria, 'text' | 'order' | 'page' | 'limit'>;

/** A page of ranked titles and how many the query matches in all. */
interface Found {
  rows: CachedAnime[];
  total: number;
}

/** Positional parameters for hand-written SQL: `add` returns the placeholder of the value. */
class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * How a search text is matched against `anime.search_text` ('|title one|title two|', normalised by the
 * search migration). The text goes through the same normalisation in SQL, so both sides agree on accents
 * and case.
 */
class TitleMatch {
  /** Nothing can match: the text has no letter or digit (normalisation would leave it empty). */
  readonly empty: boolean;
  /**
   * Typo tolerance needs a word of five or more characters. Shorter ones are usually still being typed,
   * and trigrams cannot tell their typos from other words: 'kimo' scores 0.6 against 'kimi', and so does
   * 'thee' against every title with the word 'the', which made 'thee' score some 850 titles (~20 ms).
   */
  readonly similar: boolean;
  /**
   * Matches the text literally: anywhere, or for one or two characters (too few for the index to serve
   * '%q%') at the start of a title or word.
   */
  readonly literal: string;
  /** Exact title first, then title prefix, then word prefix, then anywhere. */
  readonly tier: string;
  /** Typo-tolerant matches with their similarity (0–1), from the migration's `similar_titles()`. */
  readonly similarTitles: string;
  /** Matches the text literally or, when worth it, by similarity. */
  readonly anyMatch: string;

  constructor(text: string, params: SqlParams) {
    const characters = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
    this.empty = characters === 0;
    this.similar = /[\p{L}\p{N}]{5,}/u.test(text);
    const query = `search_normalize(${params.add(text)})`;
    this.literal =
      characters >= 3
        ? `anime.search_text LIKE '%' || ${query} || '%'`
        : `(anime.search_text LIKE '%|' || ${query} || '%' OR anime.search_text LIKE '% ' || ${query} || '%')`;
    this.tier = `CASE WHEN strpos(anime.search_text, '|' || ${query} || '|') > 0 THEN 0
      WHEN strpos(anime.search_text, '|' || ${query}) > 0 THEN 1
      WHEN strpos(anime.search_text, ' ' || ${query}) > 0 THEN 2 ELSE 3 END`;
    this.similarTitles = `similar_titles(${query})`;
    this.anyMatch = this.similar
      ? `(${this.literal} OR anime.mal_id IN (SELECT mal_id FROM ${this.similarTitles}))`
      : this.literal;
  }
}

/** Ties within a relevance tier: most members, then the shortest titles (the closest to the text). */
const RELEVANCE_TIES = 'anime.members DESC NULLS LAST, length(anime.search_text), anime.mal_id';

/** Without a text or an order: the most followed first, then the newest. */
const BROWSE_ORDER = 'anime.members DESC NULLS LAST, anime.aired_from DESC NULLS LAST, anime.mal_id';

/** The top list: rank, then score, then members. */
const TOP_ORDER =
  'anime.rank ASC NULLS LAST, anime.score DESC NULLS LAST, anime.members DESC NULLS LAST, anime.mal_id';
const TOP_FILTER_STATUS: Partial<Record<TopAnimeFilter, string>> = {
  airing: ANIME_STATUS.airing,
  upcoming: ANIME_STATUS.upcoming,
};
const TOP_FILTER_ORDER: Partial<Record<TopAnimeFilter, string>> = {
  bypopularity: 'anime.popularity ASC NULLS LAST',
  favorite: 'anime.favorites DESC NULLS LAST',
  // Titles not aired yet have no score: like the public database, rank them by popularity.
  upcoming: 'anime.popularity ASC NULLS LAST',
};
/** The figure a top list ranks by; a title without it (a seeded row not yet completed) is left out. */
const TOP_FILTER_RANKED_BY: Record<TopAnimeFilter | 'score', string> = {
  score: 'anime.score',
  airing: 'anime.score',
  upcoming: 'anime.popularity',
  bypopularity: 'anime.popularity',
  favorite: 'anime.favorites',
};

/** Every match's count beside each ranked id: the page's query counts the whole result in one pass. */
const TOTAL = 'count(*) OVER ()::int AS total';

/** How many of the best title matches the slug rule is tried on. */
const SLUG_CANDIDATES = 20;

const ORDER_COLUMNS: Record<AnimeSearchOrder, string> = {
  score: 'anime.score',
  popularity: 'anime.popularity',
  members: 'anime.members',
  title: 'anime.title',
  start_date: 'anime.aired_from',
};

/** Unknown values last in either direction; popularity is a rank, so 'desc' puts the most popular first. */
function orderClause({ by, direction }: SearchOrder): string {
  const descending = by === 'popularity' ? direction === 'asc' : direction === 'desc';
  return `${ORDER_COLUMNS[by]} ${descending ? 'DESC' : 'ASC'} NULLS LAST, anime.mal_id`;
}

function filterConditions(filters: Partial<SearchFilters>, params: SqlParams): string[] {
  const where = ['TRUE'];
  if (filters.type) where.push(`anime.type = ${params.add(filters.type)}`);
  if (filters.status) where.push(`anime.status = ${params.add(filters.status)}`);
  if (filters.minScore !== undefined) where.push(`anime.score >= ${params.add(filters.minScore)}`);
  if (filters.season) where.push(`anime.season = ${params.add(filters.season)}`);
  if (filters.genres?.length) {
    const genres = JSON.stringify(filters.genres.map((id) => ({ mal_id: id })));
    where.push(`anime.genres @> ${params.add(genres)}::jsonb`);
  }
  // Air dates are Japanese: a title starting at 00:30 JST on New Year's Day started on that day.
  if (filters.startDate)
    where.push(`anime.aired_from >= (${params.add(filters.startDate)}::timestamp AT TIME ZONE 'Asia/Tokyo')`);
  return where;
}

/** Search, batch, top list, slug resolution and the broadcast week over the catalogue table, in SQL. */
@Injectable()
export class SearchService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(EnrichmentRequests) private readonly enrichment: EnrichmentRequests,
    @Inject(AnimeRows) private readonly rows: AnimeRows,
    @Inject(AnimeCache) private readonly cache: AnimeCache,
    @Inject(AnimeService) private readonly animeService: AnimeService,
  ) {}

  async search(query: SearchQuery): Promise<CountedPage<Anime>> {
    const { text, order, page, limit, ...filters } = parseSearchRequest(query);
    const offset = (page - 1) * limit;
    const params = new SqlParams();
    const match = text === undefined ? undefined : new TitleMatch(text, params);
    let found: Found;
    if (match?.empty) found = { rows: [], total: 0 };
    else if (match && !order) found = await this.byRelevance(match, params, filters, offset, limit);
    else {
      const where = filterConditions(filters, params);
      if (match) where.push(match.anyMatch);
      found = await this.counted(
        `SELECT anime.mal_id, ${TOTAL} FROM anime WHERE ${where.join(' AND ')}
         ORDER BY ${order ? orderClause(order) : BROWSE_ORDER} ${paging(offset, limit)}`,
        params,
        () => this.count(`anime WHERE ${where.join(' AND ')}`, params),
      );
    }
    const { rows, total } = found;
    // Titles people search for are the ones worth completing from the public API, and a thin first page
    // means the public sources may know titles the catalogue lacks.
    this.enrichment.request(rows.map(({ enrichment }) => enrichment));
    if (text !== undefined && page === 1 && rows.length < limit) this.enrichment.requestSearch(text);
    return { items: rows.map(({ anime }) => anime), page, hasNext: rows.length === limit, total };
  }

  /**
   * Titles by id for a quick-access panel (the session read asks on every page load), served from this
   * replica's memory and answered as the kept bytes (an `AnimeBatch` of the contracts).
   */
  async batch({ ids }: BatchQuery): Promise<SerializedJson> {
    const titles = await this.titlesById(ids, this.cache.ticket());
    // A quick-access panel: titles a person keeps at hand go before listed ones.
    this.enrichment.request(
      [...titles.values()].map(({ enrichment }) => enrichment),
      CATALOGUE_JOB_PRIORITY.opened,
    );
    const items = ids.flatMap((id) => titles.get(id)?.json ?? []);
    const missingIds = ids.filter((id) => !titles.has(id));
    return SerializedJson.join([
      '{"items":',
      SerializedJson.array(items),
      `,"missingIds":${JSON.stringify(missingIds)}}`,
    ]);
  }

  /** The top list, 25 a page, narrowed to a type and to airing or upcoming titles, or ordered otherwise. */
  async top(query: TopQuery): Promise<Page<Anime>> {
    const { type, filter, page } = parseTopRequest(query);
    const params = new SqlParams();
    const where = ['TRUE'];
    if (type) where.push(`anime.type = ${params.add(type)}`);
    const status = filter && TOP_FILTER_STATUS[filter];
    if (status) where.push(`anime.status = ${params.add(status)}`);
    // Only titles with the figure they are ranked by: seeded rows wait for their details to join.
    where.push(`${TOP_FILTER_RANKED_BY[filter ?? 'score']} IS NOT NULL`);
    const order = [filter && TOP_FILTER_ORDER[filter], TOP_ORDER].filter(Boolean).join(', ');
    const rows = await this.page(
      `SELECT anime.mal_id FROM anime WHERE ${where.join(' AND ')}
       ORDER BY ${order} ${paging((page - 1) * PAGE_SIZE, PAGE_SIZE)}`,
      params,
    );
    this.enrichment.request(rows.map(({ enrichment }) => enrichment));
    return { items: rows.map(({ anime }) => anime), page, hasNext: rows.length === PAGE_SIZE };
  }

  /** Spec §2: the best title matches of the slug's words are found in SQL, then the rule picks one. */
  async bySlug({ slug, openedWaitUntil }: BySlugRequest): Promise<Anime> {
    const params = new SqlParams();
    const match = new TitleMatch(slug.replaceAll('-', ' '), params);
    const { rows } = await this.byRelevance(match, params, { genres: [] }, 0, SLUG_CANDIDATES);
    const found = bestSlugMatch(
      slug,
      rows.map(({ anime }) => anime),
    );
    if (!found) throw notFound(`No anime matches the slug '${slug}'.`);
    // The detail page: an incomplete title is completed now when the public API answers quickly.
    return this.animeService.open(found.mal_id, openedWaitUntil);
  }

  /** Every airing title with a weekly slot (JST), Mondays to Sundays, each day by time. */
  /**
   * The week's broadcasts: every airing title with a weekly slot, each day by time, or those a calendar
   * feed's criteria keep.
   */
  async schedule(criteria: ScheduleCriteria = { genres: [] }): Promise<WeekSchedule> {
    const params = new SqlParams();
    const where = filterConditions(criteria, params);
    if (criteria.malIds) where.push(`anime.mal_id = ANY(${params.add(criteria.malIds)}::int[])`);
    const rows = await this.select(
      `SELECT * FROM anime
       WHERE anime.status = ${params.add(ANIME_STATUS.airing)} AND anime.broadcast_time IS NOT NULL
         AND anime.broadcast_day = ANY(${params.add(BROADCAST_DAYS)}) AND ${where.join(' AND ')}
       ORDER BY anime.broadcast_time, anime.members DESC NULLS LAST, anime.mal_id`,
      params,
    );
    const days = BROADCAST_DAYS.map((day) => ({ day, entries: [] as ScheduleEntry[] }));
    for (const row of rows) {
      const slot = days.find(({ day }) => day === row.broadcastDay);
      if (slot && row.broadcastTime)
        slot.entries.push({ day: slot.day, time: row.broadcastTime, anime: toAnime(row) });
    }
    return { timezone: 'Asia/Tokyo', days };
  }

  /**
   * Literal matches by tier, then the merely similar by similarity, with the total of both. Similar
   * titles are only read when the literal matches do not fill the page (otherwise only counted), and
   * only texts with a word of five or more characters have any (see TitleMatch).
   */
  private async byRelevance(
    match: TitleMatch,
    params: SqlParams,
    filters: SearchFilters,
    offset: number,
    limit: number,
  ): Promise<Found> {
    const conditions = filterConditions(filters, params);
    const where = [...conditions, match.literal].join(' AND ');
    const literal = await this.counted(
      `SELECT anime.mal_id, ${TOTAL} FROM anime WHERE ${where}
       ORDER BY ${match.tier}, ${RELEVANCE_TIES} ${paging(offset, limit)}`,
      params,
      () => this.count(`anime WHERE ${where}`, params),
    );
    if (!match.similar) return literal;
    const similarFrom = `${match.similarTitles} AS matched JOIN anime USING (mal_id)
       WHERE ${[...conditions, `NOT (${match.literal})`].join(' AND ')}`;
    const countSimilar = () => this.count(similarFrom, params);
    // A full page of literal matches needs only the similar ones' count, for the total.
    if (literal.rows.length === limit) return { ...literal, total: literal.total + (await countSimilar()) };
    const similar = await this.counted(
      `SELECT anime.mal_id, ${TOTAL} FROM ${similarFrom}
       ORDER BY matched.similarity DESC, ${RELEVANCE_TIES}
       ${paging(Math.max(0, offset - literal.total), limit - literal.rows.length)}`,
      params,
      countSimilar,
    );
    return { rows: [...literal.rows, ...similar.rows], total: literal.total + similar.total };
  }

  /**
   * {@link page} for a query that also selects {@link TOTAL}. A page past the last match has no row to
   * carry the total: then `countAll` counts.
   */
  private async counted(
    rankedIds: string,
    params: SqlParams,
    countAll: () => Promise<number>,
  ): Promise<Found> {
    const { rows, ranked } = await this.rankedPage<{ total: number }>(rankedIds, params);
    return { rows, total: ranked[0]?.total ?? (await countAll()) };
  }

  /** How many rows `from` (a FROM clause with its WHERE) yields. */
  private async count(from: string, params: SqlParams): Promise<number> {
    const [{ count }] = await this.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM ${from}`,
      params.values,
    );
    return count;
  }

  /**
   * The titles of ranked ids, in rank order: ranking ids alone and reading only the page's rows beats sorting
   * whole rows (about 1.3 kB each) when hundreds of titles match. Titles in this replica's memory (the
   * 5-second cache by-id reads use, dropped on every change) come from there; the rest in one read, then
   * kept. Reading and parsing 25 whole rows was a third of a search's time.
   */
  private async page(rankedIds: string, params: SqlParams): Promise<CachedAnime[]> {
    return (await this.rankedPage(rankedIds, params)).rows;
  }

  /** {@link page}, with the rows the ranking query returned, for what else it selected. */
  private async rankedPage<Extra>(
    rankedIds: string,
    params: SqlParams,
  ): Promise<{ rows: CachedAnime[]; ranked: Array<{ mal_id: number } & Extra> }> {
    const ticket = this.cache.ticket();
    const ranked = await this.dataSource.query<Array<{ mal_id: number } & Extra>>(rankedIds, params.values);
    const titles = await this.titlesById(
      ranked.map(({ mal_id: id }) => id),
      ticket,
    );
    // A title deleted between the two reads is left out.
    return { rows: ranked.flatMap(({ mal_id: id }) => titles.get(id) ?? []), ranked };
  }

  /**
   * The titles among `ids` the catalogue holds: from this replica's memory, the rest in one read, then
   * kept under `ticket` (taken before the caller's first read, so a change meanwhile is not kept).
   */
  private async titlesById(ids: readonly number[], ticket: number): Promise<Map<number, CachedAnime>> {
    const titles = new Map<number, CachedAnime>();
    const missing: number[] = [];
    for (const id of ids) {
      const cached = this.cache.get(id);
      if (cached) titles.set(id, cached);
      else missing.push(id);
    }
    if (missing.length === 0) return titles;
    for (const row of await this.rows.byIds(missing)) {
      const loaded = cacheEntryOf(row);
      this.cache.set(row.malId, loaded, ticket);
      titles.set(row.malId, loaded);
    }
    return titles;
  }

  private select(sql: string, params: SqlParams): Promise<AnimeEntity[]> {
    return this.rows.select(sql, params.values);
  }
}

/** Spec §2 among candidates ranked best first: an exact slug (English title, title or synonym) wins. */
function bestSlugMatch(slug: string, candidates: Anime[]): Anime | undefined {
  const exact = candidates.find((anime) =>
    [anime.title_english, anime.title, ...anime.title_synonyms].some(
      (title) => title && slugify(title) === slug,
    ),
  );
  return exact ?? candidates.find((anime) => slugMatches(slug, anime));
}

/** Paging inline: both are validated whole numbers, and every query then shares one parameter list. */
function paging(offset: number, limit: number): string {
  return `OFFSET ${offset} LIMIT ${limit}`;
}
