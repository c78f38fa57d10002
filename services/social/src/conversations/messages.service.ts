import { Inject, Injectable } from '@nestjs/common';
import {
  type Conversation,
  type Message,
  type MessagePage,
  MESSAGES_PER_MINUTE,
  type MessagesPageQuery,
  type SentMessage,
  SOCIAL_EVENTS,
  type SocialProfile,
} from '@tracker/contracts';
import { badRequest, forbidden, notFound, rateLimited } from '@tracker/redis';
import { DataSource } from 'typeorm';

import { pairOf } from '../common/pair.js';
import { RateLimiter } from '../common/rate-limiter.js';
import { SocialEvents } from '../common/social-events.js';
import { Profiles } from '../peers/profiles.js';

const CONVERSATION_NOT_FOUND = 'Conversation not found.';
const SENDING = { scope: 'messages', max: MESSAGES_PER_MINUTE, windowMs: 60_000 };

export interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  content: string;
  created_at: Date;
}

const MESSAGE_COLUMNS = 'id, conversation_id, sender_id, content, created_at';

interface ConversationRow {
  id: string;
  user_low: string;
  user_high: string;
  unread_count: number;
  low_read_at: Date | null;
  high_read_at: Date | null;
  last_id: string | null;
  last_sender_id: string | null;
  last_content: string | null;
  last_created_at: Date | null;
}

/**
 * A user's conversations, newest first: the unread count (the other's messages after the user's last
 * read), both members' read marks and the newest message. `$1` is the user; `extra` narrows the rows.
 */
const conversationsQuery = (extra = '') => `
  SELECT c.id, c.user_low, c.user_high,
         (SELECT count(*)::int FROM messages m
           WHERE m.conversation_id = c.id AND m.sender_id <> $1
             AND m.created_at > coalesce(mine.last_read_at, '-infinity')) AS unread_count,
         low.last_read_at AS low_read_at, high.last_read_at AS high_read_at,
         last.id AS last_id, last.sender_id AS last_sender_id, last.content AS last_content,
         last.created_at AS last_created_at
    FROM conversations c
    LEFT JOIN conversation_reads mine ON mine.conversation_id = c.id AND mine.user_id = $1
    LEFT JOIN conversation_reads low ON low.conversation_id = c.id AND low.user_id = c.user_low
    LEFT JOIN conversation_reads high ON high.conversation_id = c.id AND high.user_id = c.user_high
    LEFT JOIN LATERAL (
      SELECT ${MESSAGE_COLUMNS} FROM messages WHERE conversation_id = c.id
       ORDER BY created_at DESC, id DESC LIMIT 1
    ) last ON true
   WHERE (c.user_low = $1 OR c.user_high = $1) ${extra}
   ORDER BY c.last_message_at DESC NULLS LAST, c.id`;

/** Conversations between friends, their messages and how far each member read them. */
@Injectable()
export class MessagesService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Profiles) private readonly profiles: Profiles,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
    @Inject(SocialEvents) private readonly events: SocialEvents,
  ) {}

  async conversations(userId: string): Promise<Conversation[]> {
    const rows = await this.dataSource.query<ConversationRow[]>(conversationsQuery(), [userId]);
    const profiles = await this.profiles.of(rows.flatMap((row) => [row.user_low, row.user_high]));
    return rows.flatMap((row) => toConversation(row, profiles) ?? []);
  }

  /**
   * Only to a friend, at most MESSAGES_PER_MINUTE a minute across every replica. The conversation is made
   * with the first message.
   */
  async send(userId: string, receiverId: string, content: string): Promise<SentMessage> {
    if (receiverId === userId) throw badRequest('You cannot send a message to yourself.');
    const message = await this.dataSource.transaction(async (db) => {
      // Held until the message is stored: a removal or block waits for it, and none slips in between.
      const friends: unknown[] = await db.query(
        'SELECT 1 FROM friendships WHERE user_id = $1 AND friend_id = $2 FOR SHARE',
        [userId, receiverId],
      );
      if (friends.length === 0)
        throw forbidden('You can only message your friends: send a friend request first.');
      const waitMs = await this.limiter.take(SENDING, userId);
      if (waitMs > 0)
        throw rateLimited(
          `You are sending messages too fast (at most ${MESSAGES_PER_MINUTE} a minute). Try again in ${Math.ceil(waitMs / 1000)} s.`,
        );
      const [low, high] = pairOf(userId, receiverId);
      const [conversation] = await db.query<Array<{ id: string }>>(
        `INSERT INTO conversations (user_low, user_high, last_message_at) VALUES ($1, $2, now())
         ON CONFLICT (user_low, user_high) DO UPDATE SET last_message_at = now() RETURNING id`,
        [low, high],
      );
      const [row] = await db.query<MessageRow[]>(
        `INSERT INTO messages (conversation_id, sender_id, content) VALUES ($1, $2, $3) RETURNING ${MESSAGE_COLUMNS}`,
        [conversation.id, userId, content],
      );
      return toMessage(row);
    });
    await this.events.push(SOCIAL_EVENTS.messageCreated, [userId, receiverId], message);
    return { conversationId: message.conversationId, message };
  }

  /** Newest page first; each page oldest first, `nextCursor` naming the page before it. */
  async page(
    userId: string,
    conversationId: string,
    { before, limit }: MessagesPageQuery,
  ): Promise<MessagePage> {
    await this.memberOf(userId, conversationId);
    const cursor = before ? 'AND (created_at, id) < (SELECT created_at, id FROM messages WHERE id = $3)' : '';
    if (before) {
      const known: unknown[] = await this.dataSource.query(
        'SELECT 1 FROM messages WHERE id = $1 AND conversation_id = $2',
        [before, conversationId],
      );
      if (known.length === 0)
        throw badRequest('before must be the nextCursor of a page of this conversation.');
    }
    const rows = await this.dataSource.query<MessageRow[]>(
      `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE conversation_id = $1 ${cursor}
        ORDER BY created_at DESC, id DESC LIMIT $2`,
      before ? [conversationId, limit + 1, before] : [conversationId, limit + 1],
    );
    const messages = rows.slice(0, limit).reverse().map(toMessage);
    return { messages, nextCursor: rows.length > limit ? messages[0].id : null };
  }

  /** Marks the conversation read up to its newest message (never back). */
  async read(userId: string, conversationId: string): Promise<Conversation> {
    await this.memberOf(userId, conversationId);
    await this.dataSource.query(
      `INSERT INTO conversation_reads (conversation_id, user_id, last_read_at)
       SELECT $1, $2, max(created_at) FROM messages WHERE conversation_id = $1 HAVING count(*) > 0
       ON CONFLICT (conversation_id, user_id)
       DO UPDATE SET last_read_at = GREATEST(conversation_reads.last_read_at, EXCLUDED.last_read_at)`,
      [conversationId, userId],
    );
    const rows = await this.dataSource.query<ConversationRow[]>(conversationsQuery('AND c.id = $2'), [
      userId,
      conversationId,
    ]);
    const conversation = toConversation(
      rows[0],
      await this.profiles.of([rows[0].user_low, rows[0].user_high]),
    );
    if (!conversation) throw notFound(CONVERSATION_NOT_FOUND);
    const lastReadAt = conversation.participants.find((member) => member.id === userId)?.lastReadAt;
    if (lastReadAt) {
      const userIds = conversation.participants.map((member) => member.id);
      await this.events.push(SOCIAL_EVENTS.conversationRead, userIds, { conversationId, userId, lastReadAt });
    }
    return conversation;
  }

  /** Anyone else's conversation is not found, as an unknown one is. */
  private async memberOf(userId: string, conversationId: string): Promise<void> {
    const rows: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM conversations WHERE id = $1 AND (user_low = $2 OR user_high = $2)',
      [conversationId, userId],
    );
    if (rows.length === 0) throw notFound(CONVERSATION_NOT_FOUND);
  }
}

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    content: row.content,
    createdAt: row.created_at.toISOString(),
  };
}

/** Null when a member's account is gone. */
function toConversation(row: ConversationRow, profiles: Map<string, SocialProfile>): Conversation | null {
  const [low, high] = [profiles.get(row.user_low), profiles.get(row.user_high)];
  if (!low || !high) return null;
  return {
    id: row.id,
    participants: [
      { ...low, lastReadAt: row.low_read_at?.toISOString() ?? null },
      { ...high, lastReadAt: row.high_read_at?.toISOString() ?? null },
    ],
    unreadCount: row.unread_count,
    lastMessage:
      row.last_id && row.last_sender_id && row.last_content !== null && row.last_created_at
        ? toMessage({
            id: row.last_id,
            conversation_id: row.id,
            sender_id: row.last_sender_id,
            content: row.last_content,
            created_at: row.last_created_at,
          })
        : null,
  };
}
