import { ApiError } from '../../lib/api-client';

/** Spec §8 authentication errors; a server's own text (429, 503) says more than the defaults. */
export function loginFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Login failed. Please try again.';
  if (error.status === 401) return 'Invalid email or password. Please try again.';
  return error.serverMessage ?? 'Login failed';
}

export function registrationFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Registration failed. Please try again.';
  if (error.serverMessage) return error.serverMessage;
  return error.status < 500
    ? 'Registration failed. Please check your information and try again.'
    : 'Registration failed';
}
