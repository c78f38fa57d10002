import type { ApiEnvelope } from '@tracker/contracts';

import { API_BASE_PATH } from '../config/api';

/** A failed API call; `message` follows spec §8 (the server's error text, else 'HTTP {status}: {statusText}'). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's own error text, null when the message is only the status line. */
    readonly serverMessage: string | null = null,
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

function failure(response: Response, envelope: Partial<ApiEnvelope<unknown>> | null): ApiError {
  const serverMessage = envelope?.error || null;
  return new ApiError(
    serverMessage ?? `HTTP ${response.status}: ${response.statusText}`,
    response.status,
    serverMessage,
  );
}

/**
 * GETs `/api{path}` and returns the whole `{ success, data, error }` envelope (some carry fields beside
 * `data`, like the batch's `missingIds`), throwing ApiError on failure. No token: these public reads are
 * the same for everyone, and nginx never edge-caches a request that carries one.
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

  if (!response.ok || !envelope?.success || envelope.data === null || envelope.data === undefined) {
    throw failure(response, envelope);
  }
  return envelope as ApiEnvelope<T> & Partial<Extra> & { data: T };
}

/** GETs `/api{path}` and unwraps the envelope's `data`, throwing ApiError on failure. */
export async function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiGetEnvelope<T>(path, options)).data;
}

/** Spec §3 local storage: the signed-in user's bearer token. */
export const AUTH_TOKEN_STORAGE_KEY = 'authToken';

// Storage can throw (disabled cookies, private modes): the session then lasts until the page closes.
let memoryToken: string | null = null;

export function readAuthToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    return memoryToken;
  }
}

export function storeAuthToken(token: string): void {
  memoryToken = token;
  try {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
  } catch {
    // Kept in memory only; see readAuthToken.
  }
}

export function clearAuthToken(): void {
  memoryToken = null;
  try {
    localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored to remove.
  }
}

type TokenRejectedListener = () => void;
const tokenRejectedListeners = new Set<TokenRejectedListener>();

/** Called when the server answers 401 to the stored token (expired or revoked): it is discarded first. */
export function onTokenRejected(listener: TokenRejectedListener): () => void {
  tokenRejectedListeners.add(listener);
  return () => tokenRejectedListeners.delete(listener);
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface SendOptions extends RequestOptions {
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  form?: FormData;
}

/**
 * Calls `/api{path}` with the stored bearer token (when there is one) and unwraps the envelope's `data`
 * (`null` is a valid answer here, e.g. logout's). A 401 to a token discards it (spec §4 session).
 */
export async function apiSend<T>(
  method: ApiMethod,
  path: string,
  { json, form, signal }: SendOptions = {},
): Promise<T> {
  const token = readAuthToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (json !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(`${API_BASE_PATH}${path}`, {
    method,
    headers,
    body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
    credentials: 'include',
    signal,
  });
  const envelope = await readEnvelope<T>(response);

  if (response.status === 401 && token && readAuthToken() === token) {
    clearAuthToken();
    tokenRejectedListeners.forEach((listener) => listener());
  }
  if (!response.ok || !envelope?.success) throw failure(response, envelope);
  return envelope.data as T;
}
