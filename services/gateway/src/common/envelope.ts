import type { ApiEnvelope } from '@tracker/contracts';

export function ok<T>(data: T): ApiEnvelope<T> {
  return { success: true, data, error: null };
}

export function failure(error: string): ApiEnvelope<null> {
  return { success: false, data: null, error };
}
