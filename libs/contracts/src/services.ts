/** The five services behind the gateway, by the name their transport channels carry. */
export const SERVICE_NAMES = ['auth-user', 'lists-progress', 'catalogue', 'social', 'dashboard'] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number];

/** The Postgres schema each service owns. */
export const SERVICE_SCHEMAS: Record<ServiceName, string> = {
  'auth-user': 'auth_user',
  'lists-progress': 'lists_progress',
  catalogue: 'catalogue',
  social: 'social',
  dashboard: 'dashboard',
};
