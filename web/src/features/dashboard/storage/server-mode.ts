import { ApiError } from '../../../lib/api-client';

/** After a server error the dashboard works from local storage this long before it asks the server again. */
export const SERVER_RETRY_MS = 60_000;

let disabledUntil = 0;

/**
 * Spec §7/§8 server mode: on while the dashboard service answers; a server error (an error status, a
 * non-JSON or HTML answer, no answer) turns it off, and local storage is used until the retry time.
 */
export const serverMode = {
  isOn: (now = Date.now()) => now >= disabledUntil,
  disable: (now = Date.now()) => {
    disabledUntil = now + SERVER_RETRY_MS;
  },
  /** For tests: the server is asked again at once. */
  reset: () => {
    disabledUntil = 0;
  },
};

/**
 * Whether a failed call means the server is unavailable, not that it refused: a network error, a 5xx,
 * or an answer that is not our JSON envelope (a proxy's HTML page). Refusals (400, 403, 404, 409) are not.
 */
export function isServerError(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (!(error instanceof ApiError)) return false;
  return error.status >= 500 || error.serverMessage === null;
}
