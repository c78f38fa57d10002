import type { TFunction } from 'i18next';

import { ApiError } from '../../lib/api-client';

/** Spec §8 authentication errors; a server's own text (429, 503) says more than the defaults. */
export function loginFailureMessage(t: TFunction<'auth'>, error: unknown): string {
  if (!(error instanceof ApiError)) return t('failures.loginRetry');
  if (error.status === 401) return t('failures.invalidCredentials');
  return error.serverMessage ?? t('failures.login');
}

export function registrationFailureMessage(t: TFunction<'auth'>, error: unknown): string {
  if (!(error instanceof ApiError)) return t('failures.registrationRetry');
  if (error.serverMessage) return error.serverMessage;
  return error.status < 500 ? t('failures.registrationCheck') : t('failures.registration');
}
