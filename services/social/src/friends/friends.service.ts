import { Inject, Injectable } from '@nestjs/common';
import {
  type Friend,
  type FriendRequest,
  type FriendRequests,
  SOCIAL_EVENTS,
  type SocialProfile,
} from '@tracker/contracts';
import { badRequest, conflict, forbidden, notFound } from '@tracker/redis';
import { DataSource, type EntityManager } from 'typeorm';

import { USER_NOT_FOUND } from '../common/errors.js';
import { withPairLock } from '../common/pair.js';
import { SocialEvents } from '../common/social-events.js';
import { NotificationWriter } from '../notifications/notification-writer.js';
import { Profiles } from '../peers/profiles.js';
import type { FriendRequestStatus } from './friend-request.entity.js';
import { FriendshipChanges } from './friendship-changes.js';

const REQUEST_NOT_FOUND = 'Friend request not found.';

/** A friend_requests row as the queries read it. */
interface RequestRow {
  id: string;
  sender_id: string;
  receiver_id: string;
  status: FriendRequestStatus;
  created_at: Date;
  responded_at: Date | null;
}

const REQUEST_COLUMNS = 'id, sender_id, receiver_id, status, created_at, responded_at';
const BETWEEN = '((sender_id = $1 AND receiver_id = $2) OR (sender_id = $2 AND receiver_id = $1))';

/** Friendships (both directions), friend requests and their answers. */
@Injectable()
export class FriendsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Profiles) private readonly profiles: Profiles,
    @Inject(SocialEvents) private readonly events: SocialEvents,
    @Inject(NotificationWriter) private readonly notifications: NotificationWriter,
    @Inject(FriendshipChanges) private readonly friendships: FriendshipChanges,
  ) {}

  /** Every friend's id, whatever their account's state (lists-progress's friends' feed). */
  async ids(userId: string): Promise<string[]> {
    const rows: Array<{ friend_id: string }> = await this.dataSource.query(
      'SELECT friend_id FROM friendships WHERE user_id = $1 ORDER BY created_at DESC, friend_id',
      [userId],
    );
    return rows.map((row) => row.friend_id);
  }

  /** Spec §3 Friend, newest friendship first, with the conversation between the two once there is one. */
  async list(userId: string): Promise<Friend[]> {
    const rows: Array<{ friend_id: string; created_at: Date; conversation_id: string | null }> =
      await this.dataSource.query(
        `SELECT f.friend_id, f.created_at, c.id AS conversation_id
           FROM friendships f
           LEFT JOIN conversations c
             ON c.user_low = LEAST(f.user_id, f.friend_id) AND c.user_high = GREATEST(f.user_id, f.friend_id)
          WHERE f.user_id = $1
          ORDER BY f.created_at DESC, f.friend_id`,
        [userId],
      );
    const profiles = await this.profiles.of(rows.map((row) => row.friend_id));
    return rows.flatMap((row) => {
      const friend = profiles.get(row.friend_id);
      return friend
        ? [{ friend, since: row.created_at.toISOString(), conversationId: row.conversation_id }]
        : [];
    });
  }

  /** Pending requests to the user, and the latest request the user sent each person, with its state. */
  async requests(userId: string): Promise<FriendRequests> {
    const [incoming, outgoing] = await Promise.all([
      this.dataSource.query<RequestRow[]>(
        `SELECT ${REQUEST_COLUMNS} FROM friend_requests
          WHERE receiver_id = $1 AND status = 'pending' ORDER BY created_at DESC, id`,
        [userId],
      ),
      this.dataSource.query<RequestRow[]>(
        `SELECT * FROM (
           SELECT DISTINCT ON (receiver_id) ${REQUEST_COLUMNS} FROM friend_requests
            WHERE sender_id = $1 ORDER BY receiver_id, created_at DESC
         ) latest ORDER BY created_at DESC, id`,
        [userId],
      ),
    ]);
    const profiles = await this.profiles.of([userId, ...[...incoming, ...outgoing].flatMap(peopleOf)]);
    return { incoming: toRequests(incoming, profiles), outgoing: toRequests(outgoing, profiles) };
  }

  /**
   * A request to `receiverId`. Refused to oneself, to an unknown account, between blocked people, between
   * friends and when one is already pending; the other person's pending request is accepted instead.
   */
  async send(userId: string, receiverId: string): Promise<FriendRequest> {
    if (receiverId === userId) throw badRequest('You cannot send a friend request to yourself.');
    const profiles = await this.profiles.of([userId, receiverId]);
    if (!profiles.has(receiverId)) throw notFound(USER_NOT_FOUND);
    const { row, notified } = await withPairLock(this.dataSource.manager, userId, receiverId, async (db) => {
      const blocks: Array<{ blocker_id: string }> = await db.query(
        `SELECT blocker_id FROM blocks
          WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)`,
        [userId, receiverId],
      );
      if (blocks.some((block) => block.blocker_id === userId))
        throw forbidden('You blocked this user: unblock them to send a friend request.');
      if (blocks.length > 0) throw forbidden('You cannot send a friend request to this user.');
      if (await areFriends(db, userId, receiverId)) throw conflict('You are already friends with this user.');
      const [pending] = await db.query<RequestRow[]>(
        `SELECT ${REQUEST_COLUMNS} FROM friend_requests WHERE status = 'pending' AND ${BETWEEN}`,
        [userId, receiverId],
      );
      if (pending?.sender_id === userId)
        throw conflict('You already sent this user a friend request: wait for their answer.');
      if (pending) return this.answer(db, pending, 'accepted');
      const [created] = await db.query<RequestRow[]>(
        `INSERT INTO friend_requests (sender_id, receiver_id) VALUES ($1, $2) RETURNING ${REQUEST_COLUMNS}`,
        [userId, receiverId],
      );
      const notified = await this.notifications.create(db, [
        {
          userId: receiverId,
          kind: 'friend_request',
          actorId: userId,
          dedupeKey: `friend_request:${created.id}`,
        },
      ]);
      return { row: created, notified };
    });
    const request = toRequest(row, profiles);
    if (request.status === 'accepted') await this.friendships.changed([userId, receiverId]);
    const pushed =
      request.status === 'accepted' ? SOCIAL_EVENTS.friendAccepted : SOCIAL_EVENTS.friendRequested;
    await this.events.push(pushed, [userId, receiverId], request);
    await this.notifications.announce(notified, profiles);
    return request;
  }

  /** Only the receiver answers, once; anyone else's request is not found. */
  async respond(userId: string, requestId: string, status: 'accepted' | 'rejected'): Promise<FriendRequest> {
    const [found] = await this.dataSource.query<RequestRow[]>(
      `SELECT ${REQUEST_COLUMNS} FROM friend_requests WHERE id = $1 AND receiver_id = $2`,
      [requestId, userId],
    );
    if (!found) throw notFound(REQUEST_NOT_FOUND);
    const { row, notified } = await withPairLock(
      this.dataSource.manager,
      found.sender_id,
      userId,
      async (db) => {
        // Read again under the lock: a removal or block may have deleted it, another tap answered it.
        const [current] = await db.query<RequestRow[]>(
          `SELECT ${REQUEST_COLUMNS} FROM friend_requests WHERE id = $1 AND receiver_id = $2`,
          [requestId, userId],
        );
        if (!current) throw notFound(REQUEST_NOT_FOUND);
        if (current.status !== 'pending')
          throw conflict(`This friend request was already ${current.status}.`);
        return this.answer(db, current, status);
      },
    );
    const profiles = await this.profiles.of(peopleOf(row));
    const request = toRequest(row, profiles);
    // A rejection is not pushed: the sender sees it on their next read of their requests.
    if (status === 'accepted') {
      await this.friendships.changed(peopleOf(row));
      await this.events.push(SOCIAL_EVENTS.friendAccepted, peopleOf(row), request);
    } else await this.events.badgesChanged([userId]);
    await this.notifications.announce(notified, profiles);
    return request;
  }

  /** Ends the friendship on both sides, with the requests between the two. */
  async remove(userId: string, friendId: string): Promise<{ friendId: string }> {
    await withPairLock(this.dataSource.manager, userId, friendId, async (db) => {
      const [, removed] = await db.query<[unknown, number]>(
        `DELETE FROM friendships WHERE (user_id = $1 AND friend_id = $2) OR (user_id = $2 AND friend_id = $1)`,
        [userId, friendId],
      );
      if (removed === 0) throw notFound('Friend not found.');
      await db.query(`DELETE FROM friend_requests WHERE ${BETWEEN}`, [userId, friendId]);
    });
    await this.friendships.changed([userId, friendId]);
    await this.events.push(SOCIAL_EVENTS.friendRemoved, [userId, friendId], { userId, friendId });
    return { friendId };
  }

  /**
   * Sets the request's answer; an accepted one makes the two friends, both ways, and tells its sender in
   * a notification made in the same transaction (so once, whichever tap won).
   */
  private async answer(db: EntityManager, request: RequestRow, status: 'accepted' | 'rejected') {
    const [[answered]] = await db.query<[RequestRow[], number]>(
      `UPDATE friend_requests SET status = $2, responded_at = now() WHERE id = $1 RETURNING ${REQUEST_COLUMNS}`,
      [request.id, status],
    );
    if (status === 'rejected') return { row: answered, notified: [] };
    await db.query(
      `INSERT INTO friendships (user_id, friend_id) VALUES ($1, $2), ($2, $1) ON CONFLICT DO NOTHING`,
      [request.sender_id, request.receiver_id],
    );
    const notified = await this.notifications.create(db, [
      {
        userId: request.sender_id,
        kind: 'friend_accepted',
        actorId: request.receiver_id,
        dedupeKey: `friend_accepted:${request.id}`,
      },
    ]);
    return { row: answered, notified };
  }
}

async function areFriends(db: EntityManager, a: string, b: string): Promise<boolean> {
  const rows: unknown[] = await db.query('SELECT 1 FROM friendships WHERE user_id = $1 AND friend_id = $2', [
    a,
    b,
  ]);
  return rows.length > 0;
}

const peopleOf = (row: RequestRow) => [row.sender_id, row.receiver_id];

function toRequest(row: RequestRow, profiles: Map<string, SocialProfile>): FriendRequest {
  const [sender, receiver] = [profiles.get(row.sender_id), profiles.get(row.receiver_id)];
  if (!sender || !receiver) throw notFound(USER_NOT_FOUND);
  return {
    id: row.id,
    sender,
    receiver,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    respondedAt: row.responded_at?.toISOString() ?? null,
  };
}

/** The requests whose two accounts still exist. */
const toRequests = (rows: RequestRow[], profiles: Map<string, SocialProfile>) =>
  rows.flatMap((row) =>
    profiles.has(row.sender_id) && profiles.has(row.receiver_id) ? [toRequest(row, profiles)] : [],
  );
