import { SERVICE_SCHEMAS } from '@tracker/contracts';
import type { ServiceDataSourceOptions } from '@tracker/database';

import { CreateDashboardConfigs1763784000000 } from './migrations/1763784000000-CreateDashboardConfigs.js';

/** The dashboard schema and its migrations: shared by the app and the migrate command. */
export function dashboardDataSourceOptions(url: string): ServiceDataSourceOptions {
  return {
    url,
    schema: SERVICE_SCHEMAS['dashboard'],
    entities: [],
    migrations: [CreateDashboardConfigs1763784000000],
  };
}
