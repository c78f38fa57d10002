import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type Anime,
  ANIME_SEARCH_ORDERS,
  ANIME_SEARCH_STATUSES,
  ANIME_SEARCH_TYPES,
  type AnimeSearchOrder,
  type AnimeSearchStatus,
  type AnimeSearchType,
  type AnimeSeason,
  type ApiEnvelope,
  CATALOGUE_SEARCH,
  type CountedPage,
  type Page,
  SEARCH_SORTS,
  type SearchSort,
  TOP_ANIME_FILTERS,
  type TopAnimeFilter,
  type WeekSchedule,
} from '@tracker/contracts';
import { SEASON_ORDER } from '@tracker/domain';

import { ok } from '../envelope/envelope.js';
import { PagePipe } from '../http/query-pipes.js';
import { ServiceClients } from '../transport/service-clients.js';
import {
  AnimeIdsPipe,
  ChoicePipe,
  GenreIdsPipe,
  LimitPipe,
  MinScorePipe,
  SearchTextPipe,
  SlugPipe,
  StartDatePipe,
} from './search-query.pipes.js';

/** The batch envelope carries the ids the catalogue lacks beside the titles (spec §7). */
type BatchEnvelope = ApiEnvelope<Anime[]> & { missingIds: number[] };

/** Spec §7 catalogue routes: search, batch, top list, slug resolution and the broadcast week. */
@ApiTags('catalogue')
@Controller('database')
export class DatabaseSearchController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Get('search')
  @ApiOperation({
    summary:
      'Searches and filters the catalogue, by relevance to q unless order_by is given; 25 a page (limit 1–25).',
  })
  async search(
    @Query('q', SearchTextPipe) q: string | undefined,
    @Query('type', new ChoicePipe('type', ANIME_SEARCH_TYPES)) type: AnimeSearchType | undefined,
    @Query('status', new ChoicePipe('status', ANIME_SEARCH_STATUSES)) status: AnimeSearchStatus | undefined,
    @Query('min_score', MinScorePipe) minScore: number | undefined,
    @Query('season', new ChoicePipe('season', SEASON_ORDER)) season: AnimeSeason | undefined,
    @Query('genres', GenreIdsPipe) genres: number[] | undefined,
    @Query('order_by', new ChoicePipe('order_by', ANIME_SEARCH_ORDERS)) orderBy: AnimeSearchOrder | undefined,
    @Query('sort', new ChoicePipe('sort', SEARCH_SORTS)) sort: SearchSort | undefined,
    @Query('start_date', StartDatePipe) startDate: string | undefined,
    @Query('page', PagePipe) page: number,
    @Query('limit', LimitPipe) limit: number,
  ): Promise<ApiEnvelope<CountedPage<Anime>>> {
    return ok(
      await this.services.send(CATALOGUE_SEARCH.search, {
        q,
        type,
        status,
        min_score: minScore,
        season,
        genres,
        order_by: orderBy,
        sort,
        start_date: startDate,
        page,
        limit,
      }),
    );
  }

  @Get('anime/batch')
  @ApiOperation({ summary: 'Up to 50 anime by id, in the asked order, with the ids the catalogue lacks.' })
  async batch(@Query('ids', AnimeIdsPipe) ids: number[]): Promise<BatchEnvelope> {
    const { items, missingIds } = await this.services.send(CATALOGUE_SEARCH.batch, { ids });
    return { success: true, data: items, missingIds, error: null };
  }

  @Get('top')
  @ApiOperation({ summary: 'Top anime by rank, then score, then members; 25 a page.' })
  async top(
    @Query('type', new ChoicePipe('type', ANIME_SEARCH_TYPES)) type: AnimeSearchType | undefined,
    @Query('filter', new ChoicePipe('filter', TOP_ANIME_FILTERS)) filter: TopAnimeFilter | undefined,
    @Query('page', PagePipe) page: number,
  ): Promise<ApiEnvelope<Page<Anime>>> {
    return ok(await this.services.send(CATALOGUE_SEARCH.top, { type, filter, page }));
  }

  @Get('anime/by-slug/:slug')
  @ApiOperation({ summary: 'The anime a /anime/{slug} link names (spec §2 slug rule); 404 when none.' })
  async bySlug(@Param('slug', SlugPipe) slug: string): Promise<ApiEnvelope<Anime>> {
    return ok(
      await this.services.send(CATALOGUE_SEARCH.bySlug, {
        slug,
        openedWaitUntil: this.services.openedWaitUntil(),
      }),
    );
  }

  @Get('schedule')
  @ApiOperation({ summary: "The week's broadcasts (JST), Mondays to Sundays, each day by time." })
  async schedule(): Promise<ApiEnvelope<WeekSchedule>> {
    return ok(await this.services.send(CATALOGUE_SEARCH.schedule, {}));
  }
}
