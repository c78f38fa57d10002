import { ServiceError } from '@tracker/redis';

/** The codes @tracker/redis has no shorthand for; the gateway maps them to 403, 409 and 429. */
export const forbidden = (message: string) => new ServiceError('FORBIDDEN', message);
export const conflict = (message: string) => new ServiceError('CONFLICT', message);
export const rateLimited = (message: string) => new ServiceError('RATE_LIMITED', message);

/** The same answer for an unknown account and one the caller may not name. */
export const USER_NOT_FOUND = 'User not found.';
