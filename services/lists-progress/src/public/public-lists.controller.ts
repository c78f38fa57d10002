import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LISTS, type UserListsRequest } from '@tracker/contracts';
import { animeIdParam, watchersLimitParam } from '@tracker/contracts/schemas';

import { PublicListsService } from './public-lists.service.js';

@Controller()
export class PublicListsController {
  constructor(@Inject(PublicListsService) private readonly publicLists: PublicListsService) {}

  @MessagePattern(LISTS.userLists.pattern)
  userLists(@Payload() request: UserListsRequest) {
    return this.publicLists.lists(request);
  }

  @MessagePattern(LISTS.userStatistics.pattern)
  userStatistics(@Payload() request: UserListsRequest) {
    return this.publicLists.userStatistics(request);
  }

  @MessagePattern(LISTS.usersByAnime.pattern)
  usersByAnime(
    @Payload('limit', { schema: watchersLimitParam }) limit: number,
    // Nest checks the parameters from the last: the id before the limit, as before.
    @Payload('animeId', { schema: animeIdParam }) animeId: number,
  ) {
    return this.publicLists.watchers(animeId, limit);
  }
}
