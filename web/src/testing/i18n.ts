import i18next from 'i18next';
import ICU from 'i18next-icu';

import en from '../i18n/locales/en';
import es from '../i18n/locales/es';
import { I18N_OPTIONS } from '../i18n/options';
import { provideI18n } from '../i18n/use-translation';

/**
 * The unit tests' i18next: the app's settings with both catalogues in memory, so the first render is
 * already in English (the app awaits its catalogue chunk instead). Each test starts in English.
 */
export function setUpI18n(): void {
  void i18next.use(ICU).init({ ...I18N_OPTIONS, lng: 'en', resources: { en, es }, initAsync: false });
  provideI18n(i18next);
  // Before, not after: the last test's screen is unmounted by then, so nothing re-renders outside act().
  beforeEach(async () => {
    if (i18next.language !== 'en') await i18next.changeLanguage('en');
  });
}
