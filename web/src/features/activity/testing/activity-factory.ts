import type { ActivityEntry, FriendActivityEntry } from '@tracker/contracts';

/** An entry of Cowboy Bebop added to Viendo, overridable. */
export function buildActivityEntry(fields: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: 'entry-1',
    kind: 'added',
    anime: { id: 1, title: 'Cowboy Bebop', image: null },
    status: 'watching',
    score: null,
    episodes: null,
    at: new Date().toISOString(),
    ...fields,
  };
}

export function buildFriendEntry(fields: Partial<FriendActivityEntry> = {}): FriendActivityEntry {
  return {
    ...buildActivityEntry(),
    user: { id: 'user-2', username: 'faye', displayName: 'Faye Valentine', avatar_url: null },
    ...fields,
  };
}
