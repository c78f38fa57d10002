import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type Anime,
  type ApiEnvelope,
  CATALOGUE_SEARCH,
  type CountedPage,
  type Page,
  type WeekSchedule,
} from '@tracker/contracts';
import {
  anime,
  animeBatchEnvelope,
  type BatchQuery,
  batchQuery,
  countedPageOf,
  pageOf,
  type SearchQuery,
  searchQuery,
  slugParam,
  type TopQuery,
  topQuery,
  weekSchedule,
} from '@tracker/contracts/schemas';

import { ApiAnswer, ApiData } from '../envelope/api-answer.js';
import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

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
  @ApiData(countedPageOf(anime))
  async search(@Query({ schema: searchQuery }) query: SearchQuery): Promise<ApiEnvelope<CountedPage<Anime>>> {
    return ok(await this.services.send(CATALOGUE_SEARCH.search, query));
  }

  @Get('anime/batch')
  @ApiOperation({ summary: 'Up to 50 anime by id, in the asked order, with the ids the catalogue lacks.' })
  @ApiAnswer(animeBatchEnvelope)
  async batch(@Query({ schema: batchQuery }) { ids }: BatchQuery): Promise<BatchEnvelope> {
    const { items, missingIds } = await this.services.send(CATALOGUE_SEARCH.batch, { ids });
    return { success: true, data: items, missingIds, error: null };
  }

  @Get('top')
  @ApiOperation({ summary: 'Top anime by rank, then score, then members; 25 a page.' })
  @ApiData(pageOf(anime))
  async top(@Query({ schema: topQuery }) query: TopQuery): Promise<ApiEnvelope<Page<Anime>>> {
    return ok(await this.services.send(CATALOGUE_SEARCH.top, query));
  }

  @Get('anime/by-slug/:slug')
  @ApiOperation({ summary: 'The anime a /anime/{slug} link names (spec §2 slug rule); 404 when none.' })
  @ApiData(anime)
  async bySlug(@Param('slug', { schema: slugParam }) slug: string): Promise<ApiEnvelope<Anime>> {
    return ok(
      await this.services.send(CATALOGUE_SEARCH.bySlug, {
        slug,
        openedWaitUntil: this.services.openedWaitUntil(),
      }),
    );
  }

  @Get('schedule')
  @ApiOperation({ summary: "The week's broadcasts (JST), Mondays to Sundays, each day by time." })
  @ApiData(weekSchedule)
  async schedule(): Promise<ApiEnvelope<WeekSchedule>> {
    return ok(await this.services.send(CATALOGUE_SEARCH.schedule, {}));
  }
}
