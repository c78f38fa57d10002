import type { AnimeSeason } from '@tracker/contracts';

const countFormat = new Intl.NumberFormat('en-US');
// Public-database dates are Japanese calendar dates, so they are read in Japan time.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/** 1234567 → '1,234,567'. */
export const formatCount = (value: number): string => countFormat.format(value);

/** An ISO time → 'Oct 4, 2026'; null when missing or unreadable. */
export function formatAiredDate(iso: string | null): string | null {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? null : dateFormat.format(time);
}

/** 'fall', 2026 → 'Fall 2026'. */
export function formatSeason(season: AnimeSeason | null, year: number | null): string | null {
  if (!season) return year === null ? null : String(year);
  const name = season[0].toUpperCase() + season.slice(1);
  return year === null ? name : `${name} ${year}`;
}
