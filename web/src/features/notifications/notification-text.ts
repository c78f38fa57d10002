import type { Notification } from '@tracker/contracts';
import type { TFunction } from 'i18next';

import { translator } from '../../i18n/use-translation';

/**
 * What the bell's list says of each kind: 'Episode 5 of Frieren aired', 'Rin sent you a friend request';
 * with `t`, the bell's, in the language it shows.
 */
export function notificationText(
  { kind, anime, episode, actor }: Notification,
  t: TFunction<'notifications'> = translator('notifications'),
): string {
  const title = anime?.title ?? t('someTitle');
  const who = actor?.displayName ?? t('someone');
  switch (kind) {
    case 'new_episode':
      return episode === null
        ? t('kinds.newEpisodeUnnumbered', { title })
        : t('kinds.newEpisode', { episode, title });
    case 'friend_request':
      return t('kinds.friendRequest', { who });
    case 'friend_accepted':
      return t('kinds.friendAccepted', { who });
    case 'watch_next':
      return t('kinds.watchNext', { title });
  }
}

/** The bell's count as shown: 99+ past 99. */
export const unreadBadgeText = (count: number) => (count > 99 ? '99+' : String(count));
