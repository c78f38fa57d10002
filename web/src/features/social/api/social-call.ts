import { ApiError, type ApiMethod, apiSend } from '../../../lib/api-client';
import { apiMessage } from '../../../lib/api-message';

/**
 * Spec §8: the friends API throws 'API call failed: {status text}'. `detail` keeps the server's own text
 * (e.g. why a request was refused) in the language shown, which a write may show beside it.
 */
export class SocialApiError extends Error {
  constructor(
    readonly statusText: string,
    readonly status: number | null,
    readonly detail: string | null,
  ) {
    super(`API call failed: ${statusText}`);
    this.name = 'SocialApiError';
  }
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Calls `/api{path}` with the bearer token; every failure but an abort becomes a SocialApiError. */
export async function socialCall<T>(
  method: ApiMethod,
  path: string,
  options: { json?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  try {
    return await apiSend<T>(method, path, options);
  } catch (error) {
    if (isAbort(error)) throw error;
    if (error instanceof ApiError) {
      const detail = error.serverMessage && apiMessage(error.serverMessage);
      throw new SocialApiError(error.statusText || String(error.status), error.status, detail);
    }
    throw new SocialApiError(error instanceof Error ? error.message : String(error), null, null);
  }
}

/**
 * A read's fetcher whose failure is logged (spec §8: friends and messages failures are logged only); the
 * hooks then show an empty list, or the last one that loaded.
 */
export async function loggedRead<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isAbort(error)) console.error(error instanceof Error ? error.message : error);
    throw error;
  }
}

/** What a failed write tells the person: the server's reason when it gave one, else spec §8's text. */
export const writeFailureText = (error: unknown): string =>
  error instanceof SocialApiError
    ? (error.detail ?? error.message)
    : error instanceof Error
      ? error.message
      : String(error);

/** Every social query of one user starts here, so a sign-out or a reconnect reaches all of them. */
export const socialQueryKey = (userId: string) => ['social', userId] as const;

/**
 * Pushes (or, while the socket is down, polling) keep these fresh: never refetched on mount or focus, and
 * a failed read is not asked again at once (the next poll or push does).
 */
export const SOCIAL_QUERY_RULES = {
  staleTime: Infinity,
  retry: false,
} as const;
