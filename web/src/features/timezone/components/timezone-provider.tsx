import { type ReactNode, useCallback, useMemo, useState } from 'react';

import { TIMEZONE_STORAGE_KEY, type TimezoneOption, TIMEZONES } from '../../../config/timezones';
import { TimezoneContext } from '../hooks/use-timezone';

function isValidTimezone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

// Storage can throw (disabled cookies, private modes); the picker then works for the session only.
function readStoredTimezone(): string | null {
  try {
    const stored = localStorage.getItem(TIMEZONE_STORAGE_KEY);
    return stored && isValidTimezone(stored) ? stored : null;
  } catch {
    return null;
  }
}

function storeTimezone(zone: string): void {
  try {
    localStorage.setItem(TIMEZONE_STORAGE_KEY, zone);
  } catch {
    // Keeps the in-memory choice; see readStoredTimezone.
  }
}

function withZone(options: readonly TimezoneOption[], zone: string): readonly TimezoneOption[] {
  return options.some((option) => option.value === zone)
    ? options
    : [...options, { value: zone, label: zone.replace(/_/g, ' ') }];
}

/** Spec §9: the stored choice, else the browser's zone; a change is stored at once. */
export function TimezoneProvider({ children }: { children: ReactNode }) {
  const [browserZone] = useState(browserTimezone);
  const [timezone, setTimezoneState] = useState(() => readStoredTimezone() ?? browserZone);

  const setTimezone = useCallback((zone: string) => {
    setTimezoneState(zone);
    storeTimezone(zone);
  }, []);

  const value = useMemo(
    () => ({ timezone, setTimezone, options: withZone(withZone(TIMEZONES, browserZone), timezone) }),
    [browserZone, setTimezone, timezone],
  );

  return <TimezoneContext value={value}>{children}</TimezoneContext>;
}
