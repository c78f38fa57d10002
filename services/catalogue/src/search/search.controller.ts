import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATALOGUE_SEARCH } from '@tracker/contracts';
import { type SearchQuery, searchQuery } from '@tracker/contracts/schemas';

import { SearchService } from './search.service.js';

/** Payloads are checked here (a schema) or by the service: any caller on the transport may send anything. */
@Controller()
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @MessagePattern(CATALOGUE_SEARCH.search.pattern)
  search(@Payload({ schema: searchQuery }) query: SearchQuery) {
    return this.searchService.search(query);
  }

  @MessagePattern(CATALOGUE_SEARCH.batch.pattern)
  batch(@Payload() payload: unknown) {
    return this.searchService.batch(payload);
  }

  @MessagePattern(CATALOGUE_SEARCH.top.pattern)
  top(@Payload() payload: unknown) {
    return this.searchService.top(payload);
  }

  @MessagePattern(CATALOGUE_SEARCH.bySlug.pattern)
  bySlug(@Payload() payload: unknown) {
    return this.searchService.bySlug(payload);
  }

  @MessagePattern(CATALOGUE_SEARCH.schedule.pattern)
  schedule() {
    return this.searchService.schedule();
  }
}
