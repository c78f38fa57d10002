import type { Notification } from '@tracker/contracts';

/** What the bell's list says of each kind: 'Episode 5 of Frieren aired', 'Rin sent you a friend request'. */
export function notificationText({ kind, anime, episode, actor }: Notification): string {
  const title = anime?.title ?? 'a title on your list';
  const who = actor?.displayName ?? 'Someone';
  switch (kind) {
    case 'new_episode':
      return episode === null ? `A new episode of ${title} aired` : `Episode ${episode} of ${title} aired`;
    case 'friend_request':
      return `${who} sent you a friend request`;
    case 'friend_accepted':
      return `${who} accepted your friend request`;
    case 'watch_next':
      return `Watch next: ${title}`;
  }
}

/** The bell's count as shown: 99+ past 99. */
export const unreadBadgeText = (count: number) => (count > 99 ? '99+' : String(count));
