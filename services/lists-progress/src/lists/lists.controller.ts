import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type EntryAdd,
  type EntryRemoval,
  type EntryRemoveAll,
  type EntryUpdate,
  LISTS,
  type OwnerRequest,
} from '@tracker/contracts';
import {
  entryAddPayload,
  entryRemovalPayload,
  entryRemoveAllPayload,
  entryUpdatePayload,
  ownerRequest,
} from '@tracker/contracts/schemas';

import { writeKeyOf } from '../idempotency/idempotent-writes.js';
import { ListsService } from './lists.service.js';

@Controller()
export class ListsController {
  constructor(@Inject(ListsService) private readonly lists: ListsService) {}

  @MessagePattern(LISTS.lists.pattern)
  all(@Payload({ schema: ownerRequest }) { userId }: OwnerRequest) {
    return this.lists.lists(userId);
  }

  @MessagePattern(LISTS.add.pattern)
  add(@Payload({ schema: entryAddPayload }) write: EntryAdd) {
    return this.lists.add(write.userId, write.body, writeKeyOf(LISTS.add.pattern, write));
  }

  @MessagePattern(LISTS.update.pattern)
  update(@Payload({ schema: entryUpdatePayload }) write: EntryUpdate) {
    const key = writeKeyOf(LISTS.update.pattern, write);
    return this.lists.update(write.userId, write.animeId, write.body, key);
  }

  @MessagePattern(LISTS.remove.pattern)
  remove(@Payload({ schema: entryRemovalPayload }) removal: EntryRemoval) {
    const key = writeKeyOf(LISTS.remove.pattern, removal);
    return this.lists.remove(removal.userId, removal.animeId, removal.what, key);
  }

  @MessagePattern(LISTS.removeAll.pattern)
  removeAll(@Payload({ schema: entryRemoveAllPayload }) removal: EntryRemoveAll) {
    return this.lists.removeAll(
      removal.userId,
      removal.animeId,
      writeKeyOf(LISTS.removeAll.pattern, removal),
    );
  }
}
