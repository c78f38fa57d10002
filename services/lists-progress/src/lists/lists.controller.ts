import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  LISTS,
  type EntryRemoval,
  type EntryRemoveAll,
  type EntryWrite,
  type ListExportRequest,
  type ListImportRequest,
  type OwnerRequest,
  type RecommendationsRequest,
  type UserListsRequest,
  type UsersByAnimeRequest,
} from '@tracker/contracts';

import { writeKeyOf } from '../idempotency/idempotent-writes.js';
import { PublicListsService } from '../public/public-lists.service.js';
import { RecommendationsService } from '../recommendations/recommendations.service.js';
import { StatisticsService } from '../statistics/statistics.service.js';
import { ListTransferService } from '../transfer/list-transfer.service.js';
import { ListsService } from './lists.service.js';

@Controller()
export class ListsController {
  constructor(
    @Inject(ListsService) private readonly lists: ListsService,
    @Inject(StatisticsService) private readonly statistics: StatisticsService,
    @Inject(PublicListsService) private readonly publicLists: PublicListsService,
    @Inject(RecommendationsService) private readonly recommendations: RecommendationsService,
    @Inject(ListTransferService) private readonly transfer: ListTransferService,
  ) {}

  @MessagePattern(LISTS.lists.pattern)
  all(@Payload() { userId }: OwnerRequest) {
    return this.lists.lists(userId);
  }

  @MessagePattern(LISTS.add.pattern)
  add(@Payload() write: EntryWrite) {
    return this.lists.add(write.userId, write.body, writeKeyOf(LISTS.add.pattern, write));
  }

  @MessagePattern(LISTS.update.pattern)
  update(@Payload() write: EntryWrite) {
    const { userId, animeId, body } = write;
    return this.lists.update(userId, animeId, body, writeKeyOf(LISTS.update.pattern, write));
  }

  @MessagePattern(LISTS.remove.pattern)
  remove(@Payload() removal: EntryRemoval) {
    const { userId, animeId, what } = removal;
    return this.lists.remove(userId, animeId, what, writeKeyOf(LISTS.remove.pattern, removal));
  }

  @MessagePattern(LISTS.removeAll.pattern)
  removeAll(@Payload() removal: EntryRemoveAll) {
    const { userId, animeId } = removal;
    return this.lists.removeAll(userId, animeId, writeKeyOf(LISTS.removeAll.pattern, removal));
  }

  @MessagePattern(LISTS.statistics.pattern)
  ownStatistics(@Payload() { userId }: OwnerRequest) {
    return this.statistics.own(userId);
  }

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

  @MessagePattern(LISTS.recommendations.pattern)
  recommend(@Payload() request: RecommendationsRequest) {
    return this.recommendations.forUser(request);
  }

  @MessagePattern(LISTS.exportLists.pattern)
  exportLists(@Payload() request: ListExportRequest) {
    return this.transfer.export(request);
  }

  @MessagePattern(LISTS.importLists.pattern)
  importLists(@Payload() request: ListImportRequest) {
    return this.transfer.import(request);
  }
}
