import type { AnimeBroadcast } from '@tracker/contracts';
import { BROADCAST_TIME_ZONE, broadcastInZone, type WeekTime } from '@tracker/domain';

import { useTranslation } from '../../../i18n/use-translation';
import { useTimezone } from '../../timezone/hooks/use-timezone';

/**
 * The weekly slot in the person's timezone (the footer picker's), with the original JST slot beside it.
 * The conversion is the one the calendar and the cards' broadcast status use.
 */
export function BroadcastTime({ broadcast }: { broadcast: AnimeBroadcast }) {
  const { t } = useTranslation('animeDetail');
  const { timezone, options } = useTimezone();
  const slotText = ({ weekday, time }: WeekTime) => t('broadcast.slot', { weekday: String(weekday), time });
  const now = new Date();
  const local = broadcastInZone(broadcast, timezone, now);
  const japan = broadcastInZone(broadcast, BROADCAST_TIME_ZONE, now);
  if (!local || !japan) return <>{broadcast.string || t('broadcast.unknown')}</>;

  const japanText = t('broadcast.jst', { slot: slotText(japan) });
  if (timezone === BROADCAST_TIME_ZONE) return <>{japanText}</>;
  const zoneName = options.find((option) => option.value === timezone)?.label ?? timezone;
  return (
    <>
      {t('broadcast.local', { slot: slotText(local), zone: zoneName })}
      <span className="broadcast-time__original">{japanText}</span>
    </>
  );
}
