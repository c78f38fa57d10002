import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LISTS, type UserListsRequest } from '@tracker/contracts';
import { userListsRequest, type UsersByAnimeQuery, usersByAnimeRequest } from '@tracker/contracts/schemas';

import { PublicListsService } from './public-lists.service.js';

@Controller()
export class PublicListsController {
  constructor(@Inject(PublicListsService) private readonly publicLists: PublicListsService) {}

  @MessagePattern(LISTS.userLists.pattern)
  userLists(@Payload({ schema: userListsRequest }) request: UserListsRequest) {
    return this.publicLists.lists(request);
  }

  @MessagePattern(LISTS.userStatistics.pattern)
  userStatistics(@Payload({ schema: userListsRequest }) request: UserListsRequest) {
    return this.publicLists.userStatistics(request);
  }

  @MessagePattern(LISTS.usersByAnime.pattern)
  usersByAnime(@Payload({ schema: usersByAnimeRequest }) { animeId, limit }: UsersByAnimeQuery) {
    return this.publicLists.watchers(animeId, limit);
  }
}
