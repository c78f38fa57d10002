import { SERVICE_SCHEMAS } from '@tracker/contracts';
import type { ServiceDataSourceOptions } from '@tracker/database';

import { ActivityEntryEntity } from '../activity/activity-entry.entity.js';
import { EpisodeProgressEntity } from '../episodes/episode-progress.entity.js';
import { FavoriteCharacterEntity } from '../favorite-characters/favorite-character.entity.js';
import { IdempotentWriteEntity } from '../idempotency/idempotent-write.entity.js';
import { ListEntryEntity } from '../lists/list-entry.entity.js';
import { ImportPendingEntity } from '../transfer/import-pending.entity.js';
import { CreateListsAndProgress1763784000000 } from './migrations/1763784000000-CreateListsAndProgress.js';
import { EpisodeCompletionAndPlayback1764320000000 } from './migrations/1764320000000-EpisodeCompletionAndPlayback.js';
import { CreateImportPending1764400000000 } from './migrations/1764400000000-CreateImportPending.js';
import { IdempotentWrites1764460000000 } from './migrations/1764460000000-IdempotentWrites.js';
import { CreateActivityEntries1764600000000 } from './migrations/1764600000000-CreateActivityEntries.js';
import { CreateFavoriteCharacters1764610000000 } from './migrations/1764610000000-CreateFavoriteCharacters.js';

/**
 * The lists-progress schema, shared by the app and the migrate command: its entities (each table's one
 * declaration of its shape) and its migrations.
 */
export function listsProgressDataSourceOptions(url: string): ServiceDataSourceOptions {
  return {
    url,
    schema: SERVICE_SCHEMAS['lists-progress'],
    entities: [
      ListEntryEntity,
      EpisodeProgressEntity,
      IdempotentWriteEntity,
      ImportPendingEntity,
      FavoriteCharacterEntity,
      ActivityEntryEntity,
    ],
    migrations: [
      CreateListsAndProgress1763784000000,
      EpisodeCompletionAndPlayback1764320000000,
      CreateImportPending1764400000000,
      IdempotentWrites1764460000000,
      CreateFavoriteCharacters1764610000000,
      CreateActivityEntries1764600000000,
    ],
  };
}
