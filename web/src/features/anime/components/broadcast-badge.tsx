import type { Anime } from '@tracker/contracts';
import { broadcastInZone, broadcastStatus } from '@tracker/domain';

import { useTimezone } from '../../timezone/hooks/use-timezone';

const SHORT_WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * This week's episode of an airing title (spec §4 broadcast status), in the viewer's timezone:
 * 'Airs Sat 23:30' before the slot, 'Aired Sat 23:30' after it; nothing without a known slot.
 */
export function BroadcastBadge({ anime }: { anime: Anime }) {
  const { timezone } = useTimezone();
  if (!anime.airing) return null;
  const now = new Date();
  const status = broadcastStatus(anime.broadcast, now, timezone);
  const slot = broadcastInZone(anime.broadcast, timezone, now);
  if (status === 'unknown' || !slot) return null;
  const when = `${SHORT_WEEKDAYS[slot.weekday]} ${slot.time}`;
  return (
    <span className={`broadcast-badge broadcast-badge--${status}`}>
      {status === 'aired' ? `Aired ${when}` : `Airs ${when}`}
    </span>
  );
}
