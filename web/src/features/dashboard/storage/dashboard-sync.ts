import type { DashboardConfig, DashboardLayout } from '@tracker/contracts';
import { defaultDashboardConfig } from '@tracker/domain';

import { ApiError } from '../../../lib/api-client';
import { getDashboardConfig } from '../api/get-dashboard-config';
import { putDashboardConfig } from '../api/put-dashboard-config';
import { readLocalDashboard, writeLocalDashboard } from './local-dashboards';
import { isServerError, serverMode } from './server-mode';

/** Spec §8 dashboard messages. */
export const DASHBOARD_ERRORS = {
  load: 'Failed to load dashboard configuration',
  save: 'Failed to save dashboard configuration',
} as const;

/** Where the dashboard shown came from. */
export type DashboardSource = 'server' | 'local' | 'default';

/**
 * Why the default stands in, shown under spec §8 'Failed to load dashboard configuration': the server
 * known to be away (said in the language shown), or the failure's own message.
 */
export type DashboardLoadError = { kind: 'unavailable' } | { kind: 'failed'; message: string };

export interface LoadedDashboard {
  config: DashboardConfig;
  source: DashboardSource;
  loadError: DashboardLoadError | null;
}

interface DashboardOwner {
  username: string;
  /** The profile's user id: local copies are kept by it. */
  userId: string;
  /** Only the owner keeps a local copy and pushes it up. */
  isOwner: boolean;
}

/** A save refused because the stored dashboard changed since the edit began: the newer one comes with it. */
export class DashboardConflictError extends Error {
  constructor(
    message: string,
    readonly newer: DashboardConfig,
  ) {
    super(message);
    this.name = 'DashboardConflictError';
  }
}

/** Spec §8 'Failed to save dashboard configuration', rethrown to the caller with its reason. */
export class DashboardSaveError extends Error {
  constructor(
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(`${DASHBOARD_ERRORS.save}: ${reason}`, options);
    this.name = 'DashboardSaveError';
  }
}

const isNewer = (a: DashboardConfig, b: DashboardConfig) =>
  new Date(a.lastUpdated).getTime() > new Date(b.lastUpdated).getTime();

/** Stands in when nothing can be loaded; dated at the epoch, so it never wins a sync over a real one. */
const fallbackDashboard = (userId: string) => defaultDashboardConfig(userId, new Date(0).toISOString());

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Spec §4/§7 load: the server's dashboard when server mode is on; on a server error server mode goes off
 * and the owner's local copy is used, else the default with 'Failed to load dashboard configuration'.
 * With both at hand the newer by lastUpdated wins, and a newer local copy is pushed up to the server.
 */
export async function loadDashboard(
  { username, userId, isOwner }: DashboardOwner,
  signal?: AbortSignal,
): Promise<LoadedDashboard> {
  let server: DashboardConfig | null = null;
  let failure: DashboardLoadError | null = serverMode.isOn() ? null : { kind: 'unavailable' };
  if (!failure) {
    try {
      server = await getDashboardConfig(username, signal);
    } catch (error) {
      // A 404 with the header found: the owner has not saved one yet, and others see the default.
      if (error instanceof ApiError && error.status === 404) return { ...defaultOf(userId), loadError: null };
      if (!isServerError(error)) throw error;
      serverMode.disable();
      failure = { kind: 'failed', message: reasonOf(error) };
    }
  }
  const local = isOwner ? await readLocalDashboard(userId) : null;
  if (server && local && isNewer(local, server)) return pushLocal(username, local);
  if (server) {
    if (isOwner) await writeLocalDashboard(server).catch(() => undefined);
    return { config: server, source: 'server', loadError: null };
  }
  if (local) return { config: local, source: 'local', loadError: null };
  return { ...defaultOf(userId), loadError: failure };
}

const defaultOf = (userId: string) => ({ config: fallbackDashboard(userId), source: 'default' as const });

/** The local copy was saved while the server was away: it goes up, unless the server refuses it. */
async function pushLocal(username: string, local: DashboardConfig): Promise<LoadedDashboard> {
  try {
    const { widgets, gridConfig, lastUpdated } = local;
    const saved = await putDashboardConfig(username, { widgets, gridConfig, lastUpdated });
    await writeLocalDashboard(saved).catch(() => undefined);
    return { config: saved, source: 'server', loadError: null };
  } catch (error) {
    if (isServerError(error)) {
      serverMode.disable();
      return { config: local, source: 'local', loadError: null };
    }
    // Refused (a newer one arrived meanwhile, or it no longer validates): the server's stands.
    const server = await getDashboardConfig(username);
    await writeLocalDashboard(server).catch(() => undefined);
    return { config: server, source: 'server', loadError: null };
  }
}

/**
 * Spec §4/§7 save: PUT while server mode is on, keeping a local copy; on a server error server mode goes
 * off and the config is kept locally, dated now so the next sync pushes it up. A stale write becomes a
 * {@link DashboardConflictError} with the newer config; any other failure is rethrown with
 * 'Failed to save dashboard configuration' and its reason.
 */
export async function saveDashboard(
  username: string,
  userId: string,
  edit: DashboardLayout,
): Promise<{ config: DashboardConfig; source: 'server' | 'local' }> {
  try {
    if (serverMode.isOn()) {
      try {
        const saved = await putDashboardConfig(username, edit);
        await writeLocalDashboard(saved).catch(() => undefined);
        return { config: saved, source: 'server' };
      } catch (error) {
        if (!isServerError(error)) throw error;
        serverMode.disable();
      }
    }
    const local = { ...edit, userId, lastUpdated: laterThan(edit.lastUpdated) };
    await writeLocalDashboard(local);
    return { config: local, source: 'local' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const newer = await getDashboardConfig(username).catch(() => null);
      if (newer) throw new DashboardConflictError(error.message, newer);
    }
    throw new DashboardSaveError(reasonOf(error), { cause: error });
  }
}

/** Now, or just after the version the edit started from when this device's clock is behind it. */
function laterThan(startedFrom: string | undefined): string {
  const now = Date.now();
  const after = startedFrom ? new Date(startedFrom).getTime() + 1 : 0;
  return new Date(Math.max(now, after)).toISOString();
}
