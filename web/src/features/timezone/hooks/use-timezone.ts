import { createContext, useContext } from 'react';

import type { TimezoneOption } from '../../../config/timezones';

export interface TimezoneContextValue {
  /** The IANA zone broadcast times are shown in. */
  timezone: string;
  /** The picker's options: spec §9's list plus the browser's zone when it is not on it. */
  options: readonly TimezoneOption[];
  setTimezone: (timezone: string) => void;
}

export const TimezoneContext = createContext<TimezoneContextValue | null>(null);

export function useTimezone(): TimezoneContextValue {
  const value = useContext(TimezoneContext);
  if (!value) throw new Error('useTimezone must be used inside <TimezoneProvider>');
  return value;
}
