import { SERVICE_SCHEMAS } from '@tracker/contracts';
import type { ServiceDataSourceOptions } from '@tracker/database';

import { CreateListsAndProgress1763784000000 } from './migrations/1763784000000-CreateListsAndProgress.js';
import { EpisodeCompletionAndPlayback1764320000000 } from './migrations/1764320000000-EpisodeCompletionAndPlayback.js';
import { CreateImportPending1764400000000 } from './migrations/1764400000000-CreateImportPending.js';
import { IdempotentWrites1764460000000 } from './migrations/1764460000000-IdempotentWrites.js';

/** The lists-progress schema and its migrations: shared by the app and the migrate command. */
export function listsProgressDataSourceOptions(url: string): ServiceDataSourceOptions {
  return {
    url,
    schema: SERVICE_SCHEMAS['lists-progress'],
    entities: [],
    migrations: [
      CreateListsAndProgress1763784000000,
      EpisodeCompletionAndPlayback1764320000000,
      CreateImportPending1764400000000,
      IdempotentWrites1764460000000,
    ],
  };
}
