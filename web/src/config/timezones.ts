export interface TimezoneOption {
  /** IANA zone id, e.g. 'Asia/Tokyo' */
  value: string;
  label: string;
}

/** Spec §9: the timezones the footer picker offers. */
export const TIMEZONES: readonly TimezoneOption[] = [
  { value: 'Asia/Tokyo', label: 'Tokyo' },
  { value: 'America/New_York', label: 'New York' },
  { value: 'America/Los_Angeles', label: 'Los Angeles' },
  { value: 'Europe/London', label: 'London' },
  { value: 'Europe/Paris', label: 'Paris' },
  { value: 'Australia/Sydney', label: 'Sydney' },
  { value: 'America/Chicago', label: 'Chicago' },
  { value: 'America/Denver', label: 'Denver' },
  { value: 'Europe/Berlin', label: 'Berlin' },
  { value: 'Asia/Shanghai', label: 'Shanghai' },
];

/** localStorage key of the chosen timezone (spec §3, local browser storage). */
export const TIMEZONE_STORAGE_KEY = 'timezone';
