import { SERVICE_SCHEMAS } from '@tracker/contracts';
import type { ServiceDataSourceOptions } from '@tracker/database';

import { CreateFriendsAndMessages1763784000000 } from './migrations/1763784000000-CreateFriendsAndMessages.js';

/** The social schema and its migrations: shared by the app and the migrate command. */
export function socialDataSourceOptions(url: string): ServiceDataSourceOptions {
  return {
    url,
    schema: SERVICE_SCHEMAS['social'],
    entities: [],
    migrations: [CreateFriendsAndMessages1763784000000],
  };
}
