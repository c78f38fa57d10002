import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATALOGUE_SEARCH } from '@tracker/contracts';

import { SearchService } from './search.service.js';

/** Payloads reach the service unparsed: it validates whatever a caller on the transport sends. */
@Controller()
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @MessagePattern(CATALOGUE_SEARCH.search.pattern)
  search(@Payload() payload: unknown) {
    return this.searchService.search(payload);
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
