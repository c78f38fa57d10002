import { useQuery } from '@tanstack/react-query';

import { dashboardQueryKey } from '../api/get-dashboard-config';
import { loadDashboard } from '../storage/dashboard-sync';
import { SERVER_RETRY_MS } from '../storage/server-mode';

export interface DashboardProfile {
  username: string;
  userId: string;
}

/**
 * The profile's dashboard as spec §4/§7 loads it: server, local copy or default (see loadDashboard).
 * While the server is away it is asked again each retry period, so an open page syncs when it is back.
 */
export function useDashboard(profile: DashboardProfile, viewerId: string | null) {
  const isOwner = viewerId === profile.userId;
  return useQuery({
    queryKey: dashboardQueryKey(profile.username, viewerId),
    queryFn: ({ signal }) => loadDashboard({ ...profile, isOwner }, signal),
    refetchInterval: ({ state: { data } }) =>
      data && (data.source === 'local' || data.loadError !== null) ? SERVER_RETRY_MS : false,
  });
}
