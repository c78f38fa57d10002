import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type EntryRemoval,
  type EntryRemoveAll,
  type EntryWrite,
  LISTS,
  type OwnerRequest,
} from '@tracker/contracts';
import {
  type AddEntryBody,
  addEntryBody,
  type UpdateEntryBody,
  updateEntryBody,
} from '@tracker/contracts/schemas';

import { writeKeyOf } from '../idempotency/idempotent-writes.js';
import { ListsService } from './lists.service.js';

@Controller()
export class ListsController {
  constructor(@Inject(ListsService) private readonly lists: ListsService) {}

  @MessagePattern(LISTS.lists.pattern)
  all(@Payload() { userId }: OwnerRequest) {
    return this.lists.lists(userId);
  }

  @MessagePattern(LISTS.add.pattern)
  add(
    @Payload() write: EntryWrite<AddEntryBody>,
    @Payload('body', { schema: addEntryBody }) body: AddEntryBody,
  ) {
    return this.lists.add(write.userId, body, writeKeyOf(LISTS.add.pattern, write));
  }

  @MessagePattern(LISTS.update.pattern)
  update(
    @Payload() write: EntryWrite<UpdateEntryBody>,
    @Payload('body', { schema: updateEntryBody }) body: UpdateEntryBody,
  ) {
    const { userId, animeId } = write;
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
}
