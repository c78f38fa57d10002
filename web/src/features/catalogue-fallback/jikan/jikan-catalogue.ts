import {
  type Anime,
  type AnimeBatch,
  type AnimeResource,
  type AnimeResourceResponse,
  type AnimeSearchRequest,
  BROADCAST_DAYS,
  type BroadcastDay,
  type CountedPage,
  type FranchiseView,
  type Page,
  PAGE_SIZE,
  type ScheduleEntry,
  type SeasonPage,
  type SimilarAnime,
  type WeekSchedule,
} from '@tracker/contracts';
import { buildFranchise, type RelationGroup, seasonOfMonth, slugify, slugMatches } from '@tracker/domain';

import type { Clock } from '../clock';
import { toAnime } from './jikan-anime';
import { JikanClient, JikanError } from './jikan-client';

interface JikanList<T> {
  data: T[];
  pagination?: { has_next_page?: boolean; items?: { total?: number } };
}

type RawAnime = Parameters<typeof toAnime>[0];

/** Spec §9: batch loads go in groups of 5. */
const BATCH_GROUP_SIZE = 5;
/** The basic similar list stops at 12. */
const BASIC_SIMILAR_LIMIT = 12;
/** Pages of /schedules read for the calendar: a full week at 25 a page, without queueing for minutes. */
const SCHEDULE_PAGES = 4;

const page = (items: Anime[], pageNumber: number, limit = PAGE_SIZE, raw = items.length): Page<Anime> => ({
  items,
  page: pageNumber,
  // Spec §9: more results exist when a full page came back.
  hasNext: raw === limit,
});

/** Our API's answers rebuilt from the public Jikan v4 API, for when our backend is unavailable. */
export class JikanCatalogue {
  constructor(private readonly client: JikanClient) {}

  async anime(id: number): Promise<Anime> {
    return toAnime((await this.client.get<{ data: RawAnime }>(`/anime/${id}`)).data);
  }

  async search(params: AnimeSearchRequest): Promise<CountedPage<Anime>> {
    const limit = params.limit ?? PAGE_SIZE;
    const pageNumber = params.page ?? 1;
    const body = await this.client.get<JikanList<RawAnime>>('/anime', {
      q: params.q?.trim(),
      type: params.type?.toLowerCase(),
      status: params.status?.toLowerCase(),
      genres: params.genres?.length ? params.genres.join(',') : undefined,
      min_score: params.min_score,
      start_date: params.start_date,
      order_by: params.order_by,
      sort: params.sort,
      page: pageNumber,
      limit,
    });
    // Jikan's search has no season filter: it is applied to the page that came back.
    const items = body.data.map(toAnime).filter((anime) => !params.season || anime.season === params.season);
    // Jikan counts before that filter: with a season, only the titles seen so far are known to match.
    const total = params.season
      ? (pageNumber - 1) * limit + items.length
      : (body.pagination?.items?.total ?? items.length);
    return { ...page(items, pageNumber, limit, body.data.length), total };
  }

  async top(pageNumber: number): Promise<Page<Anime>> {
    const body = await this.client.get<JikanList<RawAnime>>('/top/anime', { page: pageNumber });
    return page(body.data.map(toAnime), pageNumber);
  }

  async currentSeason(pageNumber: number, now: number): Promise<SeasonPage> {
    const body = await this.client.get<JikanList<RawAnime>>('/seasons/now', { page: pageNumber });
    const items = body.data.map(toAnime);
    const today = new Date(now);
    const calendar = { season: seasonOfMonth(today.getMonth() + 1), year: today.getFullYear() };
    const named = items.find((anime) => anime.season && anime.year);
    return {
      ...page(items, pageNumber),
      total: body.pagination?.items?.total ?? items.length,
      season: named?.season ?? calendar.season,
      year: named?.year ?? calendar.year,
      calendar,
    };
  }

  async schedule(): Promise<WeekSchedule> {
    const airing: Anime[] = [];
    for (let pageNumber = 1; pageNumber <= SCHEDULE_PAGES; pageNumber += 1) {
      const body = await this.client.get<JikanList<RawAnime>>('/schedules', { page: pageNumber });
      airing.push(...body.data.map(toAnime));
      if (!body.pagination?.has_next_page) break;
    }
    const entries = airing.flatMap((anime): ScheduleEntry[] => {
      const { day, time } = anime.broadcast;
      return BROADCAST_DAYS.includes(day as BroadcastDay) && time && /^\d{2}:\d{2}$/.test(time)
        ? [{ day: day as BroadcastDay, time, anime }]
        : [];
    });
    return {
      timezone: 'Asia/Tokyo',
      days: BROADCAST_DAYS.map((day) => ({
        day,
        entries: entries.filter((entry) => entry.day === day).sort((a, b) => a.time.localeCompare(b.time)),
      })),
    };
  }

  /** Searches by the slug's words (then by its longest word) and keeps the first title the slug rule matches. */
  async bySlug(slug: string): Promise<Anime> {
    const words = slugify(slug).split('-').filter(Boolean);
    const longest = [...words].sort((a, b) => b.length - a.length)[0];
    for (const q of new Set([words.join(' '), longest])) {
      if (!q) continue;
      const found = (await this.search({ q })).items.find((anime) => slugMatches(slug, anime));
      if (found) return found;
    }
    throw new JikanError(`No anime matches the slug '${slug}'`, 404);
  }

  async resource(id: number, resource: AnimeResource, pageNumber?: number): Promise<AnimeResourceResponse> {
    const body = await this.client.get<Pick<AnimeResourceResponse, 'data' | 'pagination'>>(
      `/anime/${id}/${resource}`,
      {
        page: pageNumber,
      },
    );
    return body.pagination === undefined
      ? { data: body.data, source: 'upstream' }
      : { data: body.data, pagination: body.pagination, source: 'upstream' };
  }

  /** One request per id, five at a time; ids Jikan does not know come back as missing. */
  async batch(ids: readonly number[]): Promise<AnimeBatch> {
    const found = new Map<number, Anime>();
    const missingIds: number[] = [];
    for (let start = 0; start < ids.length; start += BATCH_GROUP_SIZE) {
      const group = ids.slice(start, start + BATCH_GROUP_SIZE);
      const results = await Promise.allSettled(group.map((id) => this.anime(id)));
      results.forEach((result, index) => {
        if (result.status === 'fulfilled') found.set(group[index], result.value);
        else if (result.reason instanceof JikanError && result.reason.status === 404)
          missingIds.push(group[index]);
        else throw result.reason;
      });
    }
    return { items: ids.flatMap((id) => found.get(id) ?? []), missingIds };
  }

  /** The basic similar list: Jikan's user recommendations for the title. */
  async similar(id: number, limit: number): Promise<SimilarAnime> {
    const body = await this.client.get<{ data: Array<{ entry: RawAnime }> }>(`/anime/${id}/recommendations`);
    const items = body.data.slice(0, Math.min(limit, BASIC_SIMILAR_LIMIT)).map(({ entry }) => toAnime(entry));
    return { items, strategy: 'basic' };
  }

  /** The franchise one step out: the title's own relations (years unknown without a request per title). */
  async franchise(id: number): Promise<FranchiseView> {
    const body = await this.client.get<{ data: RelationGroup[] }>(`/anime/${id}/relations`);
    return buildFranchise(id, new Map([[id, { year: null, relations: body.data }]]));
  }
}

export function createJikanCatalogue(baseUrl: string, clock: Clock): JikanCatalogue {
  return new JikanCatalogue(new JikanClient(baseUrl, clock));
}
