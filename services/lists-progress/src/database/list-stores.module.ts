import { Module } from '@nestjs/common';

import { EpisodeProgressStore } from '../episodes/episode-progress.store.js';
import { ListEntriesStore } from '../lists/list-entries.store.js';

/**
 * The two tables every feature reads, one layer below the features: lists and episodes each reach the
 * other's table (a list update sets the watched count; episode progress reads the entry's status), so
 * neither feature module can own a store the other imports without a cycle.
 */
@Module({
  providers: [ListEntriesStore, EpisodeProgressStore],
  exports: [ListEntriesStore, EpisodeProgressStore],
})
export class ListStoresModule {}
