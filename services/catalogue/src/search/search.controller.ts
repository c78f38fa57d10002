import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATALOGUE_SEARCH } from '@tracker/contracts';
import {
  type BatchQuery,
  batchQuery,
  type BySlugRequest,
  bySlugRequest,
  type SearchQuery,
  searchQuery,
  type TopQuery,
  topQuery,
} from '@tracker/contracts/schemas';

import { SearchService } from './search.service.js';

/** Payloads are checked here by their schemas: any caller on the transport may send anything. */
@Controller()
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @MessagePattern(CATALOGUE_SEARCH.search.pattern)
  search(@Payload({ schema: searchQuery }) query: SearchQuery) {
    return this.searchService.search(query);
  }

  @MessagePattern(CATALOGUE_SEARCH.batch.pattern)
  batch(@Payload({ schema: batchQuery }) query: BatchQuery) {
    return this.searchService.batch(query);
  }

  @MessagePattern(CATALOGUE_SEARCH.top.pattern)
  top(@Payload({ schema: topQuery }) query: TopQuery) {
    return this.searchService.top(query);
  }

  @MessagePattern(CATALOGUE_SEARCH.bySlug.pattern)
  bySlug(@Payload({ schema: bySlugRequest }) request: BySlugRequest) {
    return this.searchService.bySlug(request);
  }

  @MessagePattern(CATALOGUE_SEARCH.schedule.pattern)
  schedule() {
    return this.searchService.schedule();
  }
}
