/** The public Jikan v4 API the browser falls back to when our backend is unavailable. */
export const DEFAULT_JIKAN_BASE_URL = 'https://api.jikan.moe/v4';

declare global {
  interface Window {
    /** Set by a script before the app loads (a deployment's override, the browser tests' fake Jikan). */
    __TRACKER_CONFIG__?: { jikanBaseUrl?: string };
  }
}

/**
 * The Jikan base URL, read at run time so one build serves every deployment: a
 * `<meta name="jikan-base-url">` (nginx or the HTML can set it), else `window.__TRACKER_CONFIG__`,
 * else the public API.
 */
export function jikanBaseUrl(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="jikan-base-url"]')?.content.trim();
  const configured = meta || window.__TRACKER_CONFIG__?.jikanBaseUrl?.trim();
  return (configured || DEFAULT_JIKAN_BASE_URL).replace(/\/+$/, '');
}
