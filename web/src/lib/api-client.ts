import type { ApiEnvelope } from '@tracker/contracts';

import { API_BASE_PATH } from '../config/api';

/** A failed API call; `message` follows spec §8 (the server's error text, else 'HTTP {status}: {statusText}'). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  signal?: AbortSignal;
}

async function readEnvelope<T>(response: Response): Promise<Partial<ApiEnvelope<T>> | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Partial<ApiEnvelope<T>>) : null;
  } catch {
    // A proxy's HTML error page or an empty body: fall back to the status line.
    return null;
  }
}

/**
 * GETs `/api{path}` and returns the whole `{ success, data, error }` envelope (some carry fields beside
 * `data`, like the batch's `missingIds`), throwing ApiError on failure.
 */
export async function apiGetEnvelope<T, Extra extends object = object>(
  path: string,
  { signal }: RequestOptions = {},
): Promise<ApiEnvelope<T> & Partial<Extra> & { data: T }> {
  const response = await fetch(`${API_BASE_PATH}${path}`, {
    headers: { Accept: 'application/json' },
    credentials: 'include',
    signal,
  });
  const envelope = await readEnvelope<T>(response);
  const statusText = `HTTP ${response.status}: ${response.statusText}`;

  if (!response.ok || !envelope?.success || envelope.data === null || envelope.data === undefined) {
    throw new ApiError(envelope?.error || statusText, response.status);
  }
  return envelope as ApiEnvelope<T> & Partial<Extra> & { data: T };
}

/** GETs `/api{path}` and unwraps the envelope's `data`, throwing ApiError on failure. */
export async function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiGetEnvelope<T>(path, options)).data;
}
