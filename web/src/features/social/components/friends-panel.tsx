import type { Conversation, Friend, FriendOnline, FriendRequests } from '@tracker/contracts';

import { useTranslation } from '../../../i18n/use-translation';
import { UserAvatar } from '../../auth/components/user-avatar';
import { badgeText, FRIEND_BADGE_CAP } from '../social-labels';
import { FriendOptionsMenu } from './friend-options-menu';
import { FriendSearch } from './friend-search';

interface FriendsPanelProps {
  userId: string;
  friends: FriendOnline[];
  requests: FriendRequests;
  conversations: Conversation[];
  onOpen: (friend: Friend) => void;
}

/** The conversation with `friendId`, if they have one. */
export const conversationWith = (conversations: Conversation[], friendId: string) =>
  conversations.find(({ participants }) => participants.some(({ id }) => id === friendId));

/** The friends tab: the search, then each friend with their online dot, unread badge (9+) and option menu. */
export function FriendsPanel({ userId, friends, requests, conversations, onOpen }: FriendsPanelProps) {
  const { t } = useTranslation('social');
  return (
    <div className="friends-panel">
      <FriendSearch userId={userId} friends={friends} requests={requests} />
      {friends.length === 0 ? (
        <p className="social-sidebar__muted">{t('friends.empty')}</p>
      ) : (
        <ul className="social-sidebar__list" aria-label={t('friends.list')}>
          {friends.map((entry) => {
            const { friend } = entry;
            const unread = conversationWith(conversations, friend.id)?.unreadCount ?? 0;
            return (
              <li key={friend.id} className="friend-row">
                <button
                  type="button"
                  className="friend-row__open"
                  aria-label={[
                    friend.displayName,
                    ...(entry.online ? [t('friends.online')] : []),
                    ...(unread > 0 ? [t('friends.unread', { count: unread })] : []),
                  ].join(', ')}
                  onClick={() => onOpen(entry)}
                >
                  <span className="friend-row__avatar">
                    <UserAvatar name={friend.displayName} url={friend.avatar} />
                    {entry.online && <span className="friend-row__online" aria-hidden="true" />}
                  </span>
                  <span className="friend-row__name">{friend.displayName}</span>
                  {unread > 0 && (
                    <span className="social-badge" aria-hidden="true">
                      {badgeText(unread, FRIEND_BADGE_CAP)}
                    </span>
                  )}
                </button>
                <FriendOptionsMenu userId={userId} friend={friend} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
