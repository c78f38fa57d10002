import { type ReactNode, useEffect, useMemo } from 'react';

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

  // The device remembers the account's zone too, so a visit signed out keeps showing it.
  const { timezone: localZone, setTimezone: setLocalZone } = local;
  useEffect(() => {
    if (savedZone && savedZone !== localZone) setLocalZone(savedZone);
  }, [localZone, savedZone, setLocalZone]);

  const value = useMemo(() => {
    if (!user) return local;
    const timezone = savedZone ?? local.timezone;
    return {
      timezone,
      options: local.options.some((option) => option.value === timezone)
        ? local.options
        : [...local.options, { value: timezone, label: timezone.replace(/_/g, ' ') }],
      setTimezone: (zone: string) => {
        setLocalZone(zone);
        // A failed save is undone by the session; the device keeps the choice meanwhile.
        updateProfile({ preferences: { timezone: zone } }).catch(() => undefined);
      },
    };
  }, [local, savedZone, setLocalZone, updateProfile, user]);

  return <TimezoneContext value={value}>{children}</TimezoneContext>;
}
