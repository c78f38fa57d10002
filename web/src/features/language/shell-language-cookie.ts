import type { Language } from '@tracker/contracts';

export const SHELL_LANGUAGE_COOKIE = 'lang';

/**
 * Tells nginx the language shown, so the next page load's app shell (painted before any script) is in
 * it: nginx answers index.es.html for `lang=es`. Site-wide for a year; Lax, so a link from another site
 * still carries it.
 */
export function rememberShownLanguage(language: Language): void {
  document.cookie = `${SHELL_LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}
