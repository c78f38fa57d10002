import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DashboardRemoved } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { dashboardConfigPath } from './get-dashboard-config';

/** DELETE /api/users/{username}/dashboard-config: the owner's dashboard goes; the next read is the default. */
export const deleteDashboardConfig = (username: string) =>
  apiSend<DashboardRemoved>('DELETE', dashboardConfigPath(username));

/** Starts the owner's dashboard again from the default, then reloads it. */
export function useResetDashboard(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteDashboardConfig(username),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['dashboard-config', username.toLowerCase()] }),
  });
}
