import type { DashboardConfig, DashboardLayout } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { dashboardConfigPath } from './get-dashboard-config';

/**
 * PUT /api/users/{username}/dashboard-config with body { config } (spec §7). The config carries the
 * lastUpdated its edit started from: when the stored one is newer the server refuses with a 409.
 */
export async function putDashboardConfig(
  username: string,
  config: DashboardLayout,
): Promise<DashboardConfig> {
  return (
    await apiSend<{ config: DashboardConfig }>('PUT', dashboardConfigPath(username), { json: { config } })
  ).config;
}
