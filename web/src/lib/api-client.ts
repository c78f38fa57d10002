import type { ApiEnvelope } from '@tracker/contracts';

import { API_BASE_PATH } from '../config/api';
import { apiMessage } from './api-message';

/**
 * A failed API call; `message` follows spec §8 (the server's error text, in the language shown, else
 * 'HTTP {status}: {statusText}').
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's own error text, null when the message is only the status line. */
    readonly serverMessage: string | null = null,
    /** The response's status text ('Forbidden'), for messages that name it (spec §8 friends API). */
    readonly statusText = '',
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
    return typeof body === 'object' && body !== null ? body : null;
  } catch {
    // A proxy's HTML error page or an empty body: fall back to the status line.
    return null;
  }
}

/**
 * The ApiError of a refused call: its message is the server's text in the language shown, else the
 * status line; `serverMessage` keeps the text as sent, for code that compares it.
 */
export function refusalError(
  status: number,
  statusText: string,
  serverMessage: string | null | undefined,
): ApiError {
  const sent = serverMessage || null;
  return new ApiError(sent ? apiMessage(sent) : `HTTP ${status}: ${statusText}`, status, sent, statusText);
}

const failure = (response: Response, envelope: Partial<ApiEnvelope<unknown>> | null): ApiError =>
  refusalError(response.status, response.statusText, envelope?.error);

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

/** The stored token as a bearer header, or no header at all. */
export function authorizationHeader(token = readAuthToken()): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
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
  /**
   * A list or progress write: it carries an Idempotency-Key made for this call, and is sent again with
   * the same key after a network error or a 502/503/504, when the server may have written before its
   * answer was lost. The server answers a key it has seen with the first result, so nothing is written
   * twice.
   */
  retriable?: boolean;
}

/** Waits before each retry of a retriable write: a restarting service is back within a few seconds. */
export const RETRY_DELAYS_MS = [500, 1000, 2000];
/** What a proxy or the gateway answers when a service did not: the write may or may not have happened. */
const RETRIED_STATUSES = new Set([502, 503, 504]);

/** A random UUID v4; crypto.randomUUID exists only on https and localhost, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** fetch, sent again after a lost answer when `retriable`; a network error is a TypeError, an abort is not. */
async function fetchWithRetry(url: string, init: RequestInit, retriable: boolean): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const last = !retriable || attempt === RETRY_DELAYS_MS.length;
    try {
      const response = await fetch(url, init);
      if (last || !RETRIED_STATUSES.has(response.status)) return response;
    } catch (error) {
      if (last || !(error instanceof TypeError)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
    init.signal?.throwIfAborted();
  }
}

/**
 * Calls `/api{path}` with the stored bearer token (when there is one) and unwraps the envelope's `data`
 * (`null` is a valid answer here, e.g. logout's). A 401 to a token discards it (spec §4 session).
 */
export async function apiSend<T>(
  method: ApiMethod,
  path: string,
  { json, form, signal, retriable = false }: SendOptions = {},
): Promise<T> {
  const token = readAuthToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...authorizationHeader(token) };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  if (retriable) headers['Idempotency-Key'] = newIdempotencyKey();

  const init: RequestInit = {
    method,
    headers,
    body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
    credentials: 'include',
    signal,
  };
  const response = await fetchWithRetry(`${API_BASE_PATH}${path}`, init, retriable);
  const envelope = await readEnvelope<T>(response);

  if (response.status === 401 && token && readAuthToken() === token) {
    clearAuthToken();
    tokenRejectedListeners.forEach((listener) => listener());
  }
  if (!response.ok || !envelope?.success) throw failure(response, envelope);
  return envelope.data as T;
}
