import type { QueryClient } from '@tanstack/react-query';

/**
 * Every admin query of one admin starts here: another account signing in on the same tab never sees
 * them, and one invalidation reaches a whole area.
 */
export const adminQueryKey = (actorId: string) => ['admin', actorId] as const;

/** Marks a mutation as the admin panel's, so a 403 to it shows the not-allowed page (useAdminRefused). */
export const ADMIN_MUTATION_KEY = ['admin'] as const;

export const adminUsersQueryKey = (actorId: string) => [...adminQueryKey(actorId), 'users'] as const;
export const adminReportsQueryKey = (actorId: string) => [...adminQueryKey(actorId), 'reports'] as const;
export const adminCatalogueQueryKey = (actorId: string) => [...adminQueryKey(actorId), 'catalogue'] as const;
export const auditLogQueryKey = (actorId: string) => [...adminQueryKey(actorId), 'audit'] as const;

/** Every admin action is recorded: the audit log is read again after each one. */
export const reloadAuditLog = (queryClient: QueryClient, actorId: string) =>
  queryClient.invalidateQueries({ queryKey: auditLogQueryKey(actorId) });
