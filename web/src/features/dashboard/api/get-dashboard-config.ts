import type { DashboardConfig } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';

export const dashboardConfigPath = (username: string) =>
  `/users/${encodeURIComponent(username)}/dashboard-config`;

/**
 * GET /api/users/{username}/dashboard-config (spec §7): the profile's dashboard, with the token when
 * there is one (the owner's is created from the default on first read). A 404 means none exists, or
 * the profile is unknown or private.
 */
export async function getDashboardConfig(username: string, signal?: AbortSignal): Promise<DashboardConfig> {
  return (await apiSend<{ config: DashboardConfig }>('GET', dashboardConfigPath(username), { signal }))
    .config;
}

/** The viewer is part of the key: the owner gets more (hidden favorites, a default created) than others. */
export const dashboardQueryKey = (username: string, viewerId: string | null) =>
  ['dashboard-config', username.toLowerCase(), viewerId] as const;
