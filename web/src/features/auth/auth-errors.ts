import type { TFunction } from 'i18next';

import { ApiError } from '../../lib/api-client';
import { apiMessage } from '../../lib/api-message';

/**
 * Spec §8 authentication errors; a server's own text (429, 503), in the language shown, says more than
 * the defaults.
 */
export function loginFailureMessage(t: TFunction<'auth'>, error: unknown): string {
  if (!(error instanceof ApiError)) return t('failures.loginRetry');
  if (error.status === 401) return t('failures.invalidCredentials');
  return error.serverMessage ? apiMessage(error.serverMessage) : t('failures.login');
}

export function registrationFailureMessage(t: TFunction<'auth'>, error: unknown): string {
  if (!(error instanceof ApiError)) return t('failures.registrationRetry');
  if (error.serverMessage) return apiMessage(error.serverMessage);
  return error.status < 500 ? t('failures.registrationCheck') : t('failures.registration');
}
