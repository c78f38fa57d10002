/** How the admin panel writes times, durations and latencies, in the browser's timezone. */

/** '14 Mar 2026, 10:00' style in `language`; `never` for a missing time. */
export const formatDateTime = (iso: string | null, never: string, language: string) =>
  iso
    ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
    : never;

const UNITS = [
  { seconds: 86_400, label: 'd' },
  { seconds: 3_600, label: 'h' },
  { seconds: 60, label: 'min' },
  { seconds: 1, label: 's' },
] as const;

/** A process's uptime in its two largest units: '3 d 4 h', '5 h 12 min', '42 s'; '—' when unknown. */
export function formatUptime(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return '—';
  let rest = Math.floor(seconds);
  const parts: string[] = [];
  for (const unit of UNITS) {
    const amount = Math.floor(rest / unit.seconds);
    rest -= amount * unit.seconds;
    if (amount > 0 || parts.length > 0) parts.push(`${amount} ${unit.label}`);
    if (parts.length === 2) break;
  }
  // A zero second unit reads better left out: '2 h', not '2 h 0 min'.
  return parts.filter((part, index) => index === 0 || !part.startsWith('0 ')).join(' ') || '0 s';
}

/** '12 ms'; '—' when it did not answer. */
export const formatLatency = (ms: number | null) => (ms === null ? '—' : `${Math.round(ms)} ms`);

/** The pages a list of `total` rows fills, at least one. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
