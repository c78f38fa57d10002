import { type ReactNode, useEffect, useMemo, useRef } from 'react';

import { TimezoneContext, useTimezone } from '../../timezone/hooks/use-timezone';
import { useSession } from '../hooks/use-session';

/**
 * Applies the signed-in user's preferences to the page: theme (`data-theme` on <html>, read by
 * tokens.css), language (`lang`), and timezone. The footer picker and /profile read the same timezone:
 * while signed in the saved preference wins and a change through either one saves it.
 */
export function AccountPreferences({ children }: { children: ReactNode }) {
  const { user, updateProfile } = useSession();
  const local = useTimezone();
  const theme = user?.preferences.theme ?? 'auto';
  const language = user?.preferences.language ?? 'en';
  const savedZone = user?.preferences.timezone ?? null;

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.lang = language;
  }, [language, theme]);

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

  return <TimezoneContext value={value}>{children}</TimezoneContext>;
}
