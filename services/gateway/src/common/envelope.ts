import type { ApiEnvelope } from '@tracker/contracts';

export function ok<T>(data: T): ApiEnvelope<T> {
  return { success: true, data, error: null };
}

/** {@link ok} for data already serialised: wrapped as text, never parsed and serialised again. */
export function okJson(dataJson: string): string {
  return `{"success":true,"data":${dataJson},"error":null}`;
}

export function failure(error: string): ApiEnvelope<null> {
  return { success: false, data: null, error };
}
