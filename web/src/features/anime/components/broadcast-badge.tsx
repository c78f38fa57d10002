import type { Anime } from '@tracker/contracts';
import { broadcastInZone, broadcastStatus } from '@tracker/domain';

import { useTranslation } from '../../../i18n/use-translation';
import { useTimezone } from '../../timezone/hooks/use-timezone';

/** A weekday's short name (0 is Monday) in `language`: 'Sat' in English, 'sáb' in Spanish. */
function shortWeekday(weekday: number, language: string): string {
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1 + weekday),
  );
}

/**
 * This week's episode of an airing title (spec §4 broadcast status), in the viewer's timezone:
 * 'Airs Sat 23:30' before the slot, 'Aired Sat 23:30' after it; nothing without a known slot.
 */
export function BroadcastBadge({ anime }: { anime: Anime }) {
  const { t, language } = useTranslation('anime');
  const { timezone } = useTimezone();
  if (!anime.airing) return null;
  const now = new Date();
  const status = broadcastStatus(anime.broadcast, now, timezone);
  const slot = broadcastInZone(anime.broadcast, timezone, now);
  if (status === 'unknown' || !slot) return null;
  const when = { day: shortWeekday(slot.weekday, language), time: slot.time };
  return (
    <span className={`broadcast-badge broadcast-badge--${status}`}>
      {status === 'aired' ? t('broadcast.aired', when) : t('broadcast.airs', when)}
    </span>
  );
}
