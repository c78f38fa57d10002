import type { Conversation, FriendOnline, FriendRequest, Message, SocialProfile } from '@tracker/contracts';

export const ME = 'aaaaaaaa-0000-4000-8000-000000000001';
export const FAYE_ID = 'aaaaaaaa-0000-4000-8000-000000000002';
export const JET_ID = 'aaaaaaaa-0000-4000-8000-000000000003';
export const CONVERSATION_ID = 'cccccccc-0000-4000-8000-000000000001';

export const buildProfile = (id: string, displayName: string): SocialProfile => ({
  id,
  displayName,
  username: displayName.toLowerCase().replace(/\s+/g, '_'),
  avatar: null,
});

export const buildFriend = (
  profile: SocialProfile,
  conversationId: string | null = null,
  online = false,
): FriendOnline => ({
  friend: profile,
  since: '2026-11-01T10:00:00.000Z',
  conversationId,
  online,
});

let messageCount = 0;
export function buildMessage(overrides: Partial<Message> = {}): Message {
  messageCount += 1;
  return {
    id: `dddddddd-0000-4000-8000-${String(messageCount).padStart(12, '0')}`,
    conversationId: CONVERSATION_ID,
    senderId: FAYE_ID,
    content: `Message ${messageCount}`,
    createdAt: `2026-11-20T10:00:${String(messageCount % 60).padStart(2, '0')}.000Z`,
    ...overrides,
  };
}

export function buildConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: CONVERSATION_ID,
    participants: [
      { ...buildProfile(ME, 'Spike'), lastReadAt: null },
      { ...buildProfile(FAYE_ID, 'Faye'), lastReadAt: null },
    ],
    unreadCount: 0,
    lastMessage: null,
    ...overrides,
  };
}

export function buildRequest(sender: SocialProfile, overrides: Partial<FriendRequest> = {}): FriendRequest {
  return {
    id: `eeeeeeee-0000-4000-8000-${sender.id.slice(-12)}`,
    sender,
    receiver: buildProfile(ME, 'Spike'),
    status: 'pending',
    createdAt: '2026-11-20T09:00:00.000Z',
    respondedAt: null,
    ...overrides,
  };
}
