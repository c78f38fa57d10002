import type { Notification } from '@tracker/contracts';

import { notificationText, unreadBadgeText } from './notification-text';

const base: Notification = {
  id: 'n1',
  kind: 'new_episode',
  anime: { id: 1, title: 'Frieren' },
  episode: 12,
  actor: null,
  createdAt: '2026-11-28T12:00:00.000Z',
  readAt: null,
};
const rin = { id: 'u1', username: 'rin', displayName: 'Rin', avatar: null };

describe('notificationText', () => {
  it.each<[Partial<Notification>, string]>([
    [{}, 'Episode 12 of Frieren aired'],
    [{ episode: null }, 'A new episode of Frieren aired'],
    [{ kind: 'friend_request', anime: null, episode: null, actor: rin }, 'Rin sent you a friend request'],
    [{ kind: 'friend_accepted', anime: null, episode: null, actor: rin }, 'Rin accepted your friend request'],
    [{ kind: 'friend_accepted', anime: null, episode: null }, 'Someone accepted your friend request'],
    [{ kind: 'watch_next', episode: null }, 'Watch next: Frieren'],
  ])('says %j as %s', (overrides, text) => {
    expect(notificationText({ ...base, ...overrides })).toBe(text);
  });

  it('caps the count at 99+', () => {
    expect([1, 99, 100].map(unreadBadgeText)).toEqual(['1', '99', '99+']);
  });
});
