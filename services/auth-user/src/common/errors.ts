import { ServiceError } from '@tracker/redis';

/** Spec §8: a token that names no account any more, or whose session has ended. */
export const NOT_AUTHENTICATED = 'Not authenticated';

/** The codes @tracker/redis has no shorthand for; the gateway maps them to 409 and 401. */
export const conflict = (message: string) => new ServiceError('CONFLICT', message);
export const unauthorized = (message: string) => new ServiceError('UNAUTHORIZED', message);

/** Postgres' unique_violation, with the index it hit. */
export function uniqueViolation(error: unknown): string | null {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' ? (constraint ?? '') : null;
}
