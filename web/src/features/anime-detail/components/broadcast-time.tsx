import type { AnimeBroadcast } from '@tracker/contracts';
import { BROADCAST_TIME_ZONE, broadcastInZone, type WeekTime } from '@tracker/domain';

import { useTimezone } from '../../timezone/hooks/use-timezone';

const WEEKDAYS = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];

const slotText = ({ weekday, time }: WeekTime) => `${WEEKDAYS[weekday]} at ${time}`;

/**
 * The weekly slot in the person's timezone (the footer picker's), with the original JST slot beside it.
 * The conversion is the one the calendar and the cards' broadcast status use.
 */
export function BroadcastTime({ broadcast }: { broadcast: AnimeBroadcast }) {
  const { timezone, options } = useTimezone();
  const now = new Date();
  const local = broadcastInZone(broadcast, timezone, now);
  const japan = broadcastInZone(broadcast, BROADCAST_TIME_ZONE, now);
  if (!local || !japan) return <>{broadcast.string || 'Unknown'}</>;

  const japanText = `${slotText(japan)} (JST)`;
  if (timezone === BROADCAST_TIME_ZONE) return <>{japanText}</>;
  const zoneName = options.find((option) => option.value === timezone)?.label ?? timezone;
  return (
    <>
      {slotText(local)} ({zoneName} time)
      <span className="broadcast-time__original">{japanText}</span>
    </>
  );
}
