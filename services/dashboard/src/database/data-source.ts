import { SERVICE_SCHEMAS } from '@tracker/contracts';
import type { ServiceDataSourceOptions } from '@tracker/database';

import { DashboardConfigEntity } from '../configs/dashboard-config.entity.js';
import { CreateDashboardConfigs1763784000000 } from './migrations/1763784000000-CreateDashboardConfigs.js';

/**
 * The dashboard schema, shared by the app and the migrate command: its entity (the table's one
 * declaration of its shape) and its migrations.
 */
export function dashboardDataSourceOptions(url: string): ServiceDataSourceOptions {
  return {
    url,
    schema: SERVICE_SCHEMAS['dashboard'],
    entities: [DashboardConfigEntity],
    migrations: [CreateDashboardConfigs1763784000000],
  };
}
