import { useQuery } from '@tanstack/react-query';

import { dashboardQueryKey } from '../api/get-dashboard-config';
import { loadDashboard } from '../storage/dashboard-sync';

export interface DashboardProfile {
  username: string;
  userId: string;
}

/** The profile's dashboard as spec §4/§7 loads it: server, local copy or default (see loadDashboard). */
export function useDashboard(profile: DashboardProfile, viewerId: string | null) {
  const isOwner = viewerId === profile.userId;
  return useQuery({
    queryKey: dashboardQueryKey(profile.username, viewerId),
    queryFn: ({ signal }) => loadDashboard({ ...profile, isOwner }, signal),
  });
}
