import type { Language } from '@tracker/contracts';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';

import { changeLanguage } from '../../../i18n/use-translation';
import { LanguageContext } from '../../language/hooks/use-language';
import { setVisitorLanguage, useVisitorLanguage } from '../../language/hooks/use-visitor-language';
import { rememberShownLanguage } from '../../language/shell-language-cookie';
import { TimezoneContext, useTimezone } from '../../timezone/hooks/use-timezone';
import { useSession } from '../hooks/use-session';

/**
 * Applies the signed-in user's preferences to the page: theme (`data-theme` on <html>, read by
 * tokens.css), language (the interface's and `lang`), and timezone. The footer pickers and /profile read
 * the same timezone and language: while signed in the saved preference wins and a change through either
 * one saves it; a visitor gets the footer's stored choice, else the browser's language.
 */
export function AccountPreferences({ children }: { children: ReactNode }) {
  const { user, updateProfile } = useSession();
  const local = useTimezone();
  const theme = user?.preferences.theme ?? 'auto';
  const visitorLanguage = useVisitorLanguage();
  const language = user?.preferences.language ?? visitorLanguage;
  const savedZone = user?.preferences.timezone ?? null;

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  // `lang` follows once the language's catalogue is in, with the strings it names, and so does the
  // cookie that picks the next visit's app shell.
  useEffect(() => {
    let isCurrent = true;
    void changeLanguage(language).then(() => {
      if (!isCurrent) return;
      document.documentElement.lang = language;
      rememberShownLanguage(language);
    });
    return () => {
      isCurrent = false;
    };
  }, [language]);

  // The saved zone becomes the device's whenever it changes (sign-in, a save), so the picker shows it and
  // a visit signed out keeps it; the zone synced last is remembered for that.
  const { setTimezone: setLocalZone } = local;
  const syncedZone = useRef<string | null>(null);
  useEffect(() => {
    if (savedZone && savedZone !== syncedZone.current) setLocalZone(savedZone);
    syncedZone.current = savedZone;
  }, [savedZone, setLocalZone]);

  const signedIn = user !== null;
  const value = useMemo(() => {
    if (!signedIn) return local;
    return {
      ...local,
      setTimezone: (zone: string) => {
        // A failed save puts back the zone shown before.
        const shown = local.timezone;
        setLocalZone(zone);
        updateProfile({ preferences: { timezone: zone } }).catch(() => setLocalZone(shown));
      },
    };
  }, [local, setLocalZone, signedIn, updateProfile]);

  const languageValue = useMemo(
    () => ({
      language,
      // A failed save puts the saved language back (the session's update is optimistic).
      setLanguage: signedIn
        ? (choice: Language) =>
            void updateProfile({ preferences: { language: choice } }).catch(() => undefined)
        : setVisitorLanguage,
    }),
    [language, signedIn, updateProfile],
  );

  return (
    <TimezoneContext value={value}>
      <LanguageContext value={languageValue}>{children}</LanguageContext>
    </TimezoneContext>
  );
}
