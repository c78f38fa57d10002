import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type EntryRemoval,
  type EntryRemoveAll,
  type EntryWrite,
  type ListRemoval,
  LISTS,
  type OwnerRequest,
} from '@tracker/contracts';
import {
  type AddEntryBody,
  addEntryBody,
  animeIdParam,
  listRemovalParam,
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
    @Payload('animeId', { schema: animeIdParam }) animeId: number,
    // Nest checks the parameters from the last: the body before the id, as before.
    @Payload('body', { schema: updateEntryBody }) body: UpdateEntryBody,
  ) {
    return this.lists.update(write.userId, animeId, body, writeKeyOf(LISTS.update.pattern, write));
  }

  @MessagePattern(LISTS.remove.pattern)
  remove(
    @Payload() removal: EntryRemoval,
    @Payload('what', { schema: listRemovalParam }) what: ListRemoval,
    // Nest checks the parameters from the last: the id before what to remove, as before.
    @Payload('animeId', { schema: animeIdParam }) animeId: number,
  ) {
    return this.lists.remove(removal.userId, animeId, what, writeKeyOf(LISTS.remove.pattern, removal));
  }

  @MessagePattern(LISTS.removeAll.pattern)
  removeAll(
    @Payload() removal: EntryRemoveAll,
    @Payload('animeId', { schema: animeIdParam }) animeId: number,
  ) {
    return this.lists.removeAll(removal.userId, animeId, writeKeyOf(LISTS.removeAll.pattern, removal));
  }
}
