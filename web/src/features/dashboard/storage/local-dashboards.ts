import type { DashboardConfig } from '@tracker/contracts';
import { dashboardConfig } from '@tracker/contracts/schemas';
import { withMissingWidgets } from '@tracker/domain';

import { catalogueSession } from '../../catalogue-fallback/catalogue-session';

/** The owner's dashboard kept in the local database's dashboardConfigs store (spec §3), by userId. */
export async function readLocalDashboard(userId: string): Promise<DashboardConfig | null> {
  const stored = await catalogueSession().cache.getDashboardConfig(userId);
  // What an older version of the app kept may not fit today's shape: then there is no local copy.
  const parsed = dashboardConfig.safeParse(stored);
  if (!parsed.success) return null;
  // Spec §4: widget types it lacks (kept by an older version) are appended and saved back.
  const completed = withMissingWidgets(parsed.data);
  if (completed) await writeLocalDashboard(completed).catch(() => undefined);
  return completed ?? parsed.data;
}

/** Rejects when the browser cannot keep it. */
export async function writeLocalDashboard(config: DashboardConfig): Promise<void> {
  await catalogueSession().cache.saveDashboardConfig(config);
}
