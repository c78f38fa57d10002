import { catalogueSession } from './catalogue-session';

/** Spec §4: the delay before the page reloads after a card showed an anime without images. */
export const MISSING_IMAGES_RELOAD_DELAY_MS = 1_000;
/** sessionStorage flag: one reload per tab session, so data that stays broken cannot loop. */
const RELOADED_KEY = 'catalogue-missing-images-reloaded';

/** Indirection so tests can watch the reload (jsdom cannot navigate). */
export const pageReloader = { reload: () => window.location.reload() };

/**
 * Spec §4: an anime shown without images points at bad cached data: clear the local cache and reload
 * the page after 1 s, once per tab session.
 */
export function clearCacheAndReloadOnce(): void {
  try {
    if (sessionStorage.getItem(RELOADED_KEY)) return;
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
  } catch {
    // Without sessionStorage the "once" cannot be kept: better no reload than a loop.
    return;
  }
  setTimeout(() => {
    void catalogueSession()
      .cache.clear()
      .finally(() => pageReloader.reload());
  }, MISSING_IMAGES_RELOAD_DELAY_MS);
}
