import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LISTS, type UserListsRequest, type UsersByAnimeRequest } from '@tracker/contracts';

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
  usersByAnime(@Payload() { animeId, limit }: UsersByAnimeRequest) {
    return this.publicLists.watchers(animeId, limit);
  }
}
