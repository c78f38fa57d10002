import { randomUUID } from 'node:crypto';

import {
  BADGES,
  BLOCKS,
  type FriendRequestBody,
  FRIENDS,
  type MessageContract,
  MESSAGES,
  type MessagesPageQuery,
  NOTIFICATIONS,
  type ReportBody,
  REPORTS,
  type SendMessageBody,
  SOCIAL_EVENTS,
  type SocialProfile,
} from '@tracker/contracts';
import { eventually } from '@tracker/testing';

import { authUser, cardRequests, people } from './support/fake-auth-user.js';
import { pushes } from './support/push-listener.js';
import { describeSocial, SOCIAL_TABLES } from './support/social-suite.js';

/** Long enough for a real reply, short enough that a silent auth-user is given up on within a test. */
const PEER_TIMEOUT_MS = 800;

describeSocial({ env: { SERVICE_TIMEOUT_MS: PEER_TIMEOUT_MS } }, (subject) => {
  const call = <Q, R>(contract: MessageContract<Q, R>, payload: Q) =>
    subject().harness.send(contract, payload);
  const refusal = <Q, R>(contract: MessageContract<Q, R>, payload: unknown) =>
    subject().harness.refusal(contract, payload);
  const refused = (code: string, message: string) => ({ code, message });

  /** An account auth-user knows, as the sidebar shows it. */
  const person = people('user', 'User');
  const ask = (from: SocialProfile, to: SocialProfile) =>
    call(FRIENDS.request, { userId: from.id, body: { userId: to.id } });
  const befriend = async (a: SocialProfile, b: SocialProfile) => {
    const request = await ask(a, b);
    await call(FRIENDS.accept, { userId: b.id, requestId: request.id });
  };
  const say = (from: SocialProfile, to: SocialProfile, content: string) =>
    call(MESSAGES.send, { userId: from.id, body: { receiverId: to.id, content } });
  const friendIds = async (user: SocialProfile) =>
    (await call(FRIENDS.list, { userId: user.id })).map((friend) => friend.friend.id);
  /** Every row of the tables a refused call must leave alone. */
  const everything = async () => {
    const dumps = [];
    for (const table of SOCIAL_TABLES)
      dumps.push((await subject().query(`SELECT * FROM ${table} ORDER BY 1, 2`)).rows);
    return dumps;
  };

  it('allows one pending friend request between two people, whoever sent it', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const insert = 'INSERT INTO friend_requests (sender_id, receiver_id) VALUES ($1, $2)';
    await subject().query(insert, [a, b]);
    await expect(subject().query(insert, [b, a])).rejects.toThrow(/friend_requests_pending_key/);
    await expect(subject().query(insert, [a, a])).rejects.toThrow(/check constraint/);
  });

  describe('friend requests', () => {
    it('shows a request to its receiver and, with its state, to its sender, naming both in one auth-user call', async () => {
      const [spike, jet] = [person(), person()];
      const sent = await ask(spike, jet);
      expect(sent).toMatchObject({ sender: spike, receiver: jet, status: 'pending', respondedAt: null });
      const calls = cardRequests.length;
      const forJet = await call(FRIENDS.requests, { userId: jet.id });
      expect(cardRequests.length).toBe(calls + 1);
      expect(forJet).toEqual({ incoming: [sent], outgoing: [] });
      expect(await call(FRIENDS.requests, { userId: spike.id })).toEqual({
        incoming: [],
        outgoing: [sent],
      });
      await call(FRIENDS.reject, { userId: jet.id, requestId: sent.id });
      const { outgoing } = await call(FRIENDS.requests, { userId: spike.id });
      expect(outgoing).toMatchObject([{ id: sent.id, status: 'rejected', respondedAt: expect.any(String) }]);
      expect((await call(FRIENDS.requests, { userId: jet.id })).incoming).toEqual([]);
    });

    it('refuses a request to oneself, to an unknown account, a duplicate and one between friends, changing nothing', async () => {
      const [faye, ed] = [person(), person()];
      await ask(faye, ed);
      const [ein, julia] = [person(), person()];
      await befriend(ein, julia);
      const before = await everything();
      expect(await refusal(FRIENDS.request, { userId: faye.id, body: { userId: faye.id } })).toEqual(
        refused('BAD_REQUEST', 'You cannot send a friend request to yourself.'),
      );
      expect(await refusal(FRIENDS.request, { userId: faye.id, body: { userId: randomUUID() } })).toEqual(
        refused('NOT_FOUND', 'User not found.'),
      );
      expect(await refusal(FRIENDS.request, { userId: faye.id, body: { userId: ed.id } })).toEqual(
        refused('CONFLICT', 'You already sent this user a friend request: wait for their answer.'),
      );
      expect(await refusal(FRIENDS.request, { userId: julia.id, body: { userId: ein.id } })).toEqual(
        refused('CONFLICT', 'You are already friends with this user.'),
      );
      expect(await refusal(FRIENDS.request, { userId: faye.id, body: { userId: 'ed' } })).toEqual(
        refused('BAD_REQUEST', 'userId must be the id of a user (a UUID).'),
      );
      expect(await everything()).toEqual(before);
    });

    it("accepts the other person's pending request instead of sending a second one", async () => {
      const [vicious, julia] = [person(), person()];
      const first = await ask(vicious, julia);
      const answer = await ask(julia, vicious);
      expect(answer).toMatchObject({ id: first.id, status: 'accepted', sender: vicious, receiver: julia });
      expect(await friendIds(vicious)).toEqual([julia.id]);
      expect(await friendIds(julia)).toEqual([vicious.id]);
    });

    it('stores one request when the same one is sent many times at once, from either side', async () => {
      const [gren, annie] = [person(), person()];
      const answers = await Promise.allSettled(
        Array.from({ length: 12 }, (_, index) => (index % 3 === 2 ? ask(annie, gren) : ask(gren, annie))),
      );
      const { rows } = await subject().query(
        'SELECT count(*)::int AS n FROM friend_requests WHERE sender_id IN ($1, $2)',
        [gren.id, annie.id],
      );
      expect(rows[0].n).toBe(1);
      // The first creates it, the first from the other side accepts it, every other is a conflict.
      expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(2);
      for (const answer of answers)
        if (answer.status === 'rejected')
          expect((answer.reason as { payload: { code: string } }).payload.code).toBe('CONFLICT');
      expect(await friendIds(gren)).toEqual([annie.id]);
    });

    it('lets only the receiver answer, once: anyone else gets not found', async () => {
      const [rocco, lin, stranger] = [person(), person(), person()];
      const request = await ask(rocco, lin);
      const before = await everything();
      for (const userId of [rocco.id, stranger.id]) {
        for (const contract of [FRIENDS.accept, FRIENDS.reject]) {
          expect(await refusal(contract, { userId, requestId: request.id })).toEqual(
            refused('NOT_FOUND', 'Friend request not found.'),
          );
        }
      }
      expect(await refusal(FRIENDS.accept, { userId: lin.id, requestId: randomUUID() })).toEqual(
        refused('NOT_FOUND', 'Friend request not found.'),
      );
      expect(await refusal(FRIENDS.accept, { userId: lin.id, requestId: "1' OR '1'='1" })).toEqual(
        refused('BAD_REQUEST', 'requestId must be the id of a friend request (a UUID).'),
      );
      expect(await everything()).toEqual(before);
      const accepted = await call(FRIENDS.accept, { userId: lin.id, requestId: request.id });
      expect(accepted).toMatchObject({ status: 'accepted', sender: rocco, receiver: lin });
      expect(await refusal(FRIENDS.reject, { userId: lin.id, requestId: request.id })).toEqual(
        refused('CONFLICT', 'This friend request was already accepted.'),
      );
      expect(await call(FRIENDS.list, { userId: lin.id })).toEqual([
        { friend: rocco, since: expect.any(String), conversationId: null },
      ]);
    });
  });

  it('answers UNAVAILABLE and changes nothing while auth-user cannot name the people', async () => {
    const [a, b] = [person(), person()];
    const before = await everything();
    authUser.down = true;
    try {
      expect(await refusal(FRIENDS.request, { userId: a.id, body: { userId: b.id } })).toEqual({
        code: 'UNAVAILABLE',
        message: expect.any(String),
      });
    } finally {
      authUser.down = false;
    }
    expect(await everything()).toEqual(before);
  });

  describe('friends', () => {
    it('removes a friendship on both sides with the requests between the two; others get not found', async () => {
      const [punch, judy, stranger] = [person(), person(), person()];
      await befriend(punch, judy);
      expect(await refusal(FRIENDS.remove, { userId: stranger.id, friendId: judy.id })).toEqual(
        refused('NOT_FOUND', 'Friend not found.'),
      );
      expect(await friendIds(punch)).toEqual([judy.id]);
      expect(await call(FRIENDS.remove, { userId: judy.id, friendId: punch.id })).toEqual({
        friendId: punch.id,
      });
      expect(await friendIds(punch)).toEqual([]);
      expect(await friendIds(judy)).toEqual([]);
      expect(await call(FRIENDS.requests, { userId: punch.id })).toEqual({ incoming: [], outgoing: [] });
      // They may ask again.
      await expect(ask(judy, punch)).resolves.toMatchObject({ status: 'pending' });
    });

    it('names the conversation with a friend once they have talked', async () => {
      const [andy, mao] = [person(), person()];
      await befriend(andy, mao);
      const { conversationId } = await say(andy, mao, 'Hi');
      expect(await call(FRIENDS.list, { userId: mao.id })).toEqual([
        { friend: andy, since: expect.any(String), conversationId },
      ]);
    });
  });

  describe('blocks', () => {
    it('ends the friendship and the requests, and keeps each from reaching the other until unblocked', async () => {
      const [spike, vicious, annie] = [person(), person(), person()];
      await befriend(spike, vicious);
      await ask(annie, spike);
      await ask(spike, annie);
      const blocked = await call(BLOCKS.block, { userId: spike.id, body: { userId: vicious.id } });
      expect(blocked).toEqual({ user: vicious, blockedAt: expect.any(String) });
      await call(BLOCKS.block, { userId: spike.id, body: { userId: annie.id } });
      expect(await friendIds(spike)).toEqual([]);
      expect(await friendIds(vicious)).toEqual([]);
      expect(await call(FRIENDS.requests, { userId: spike.id })).toEqual({ incoming: [], outgoing: [] });
      expect(await call(FRIENDS.requests, { userId: annie.id })).toEqual({ incoming: [], outgoing: [] });

      expect(await refusal(FRIENDS.request, { userId: vicious.id, body: { userId: spike.id } })).toEqual(
        refused('FORBIDDEN', 'You cannot send a friend request to this user.'),
      );
      expect(await refusal(FRIENDS.request, { userId: spike.id, body: { userId: vicious.id } })).toEqual(
        refused('FORBIDDEN', 'You blocked this user: unblock them to send a friend request.'),
      );
      expect(
        await refusal(MESSAGES.send, {
          userId: vicious.id,
          body: { receiverId: spike.id, content: 'Hey' },
        }),
      ).toEqual(refused('FORBIDDEN', 'You can only message your friends: send a friend request first.'));
      expect((await call(BLOCKS.hidden, { userId: spike.id })).sort()).toEqual([annie.id, vicious.id].sort());
      expect(await call(BLOCKS.hidden, { userId: vicious.id })).toEqual([spike.id]);
      expect((await call(BLOCKS.list, { userId: spike.id })).map((block) => block.user.id).sort()).toEqual(
        [annie.id, vicious.id].sort(),
      );
      expect(await call(BLOCKS.list, { userId: vicious.id })).toEqual([]);

      // Blocking again changes nothing; only the blocker unblocks.
      await call(BLOCKS.block, { userId: spike.id, body: { userId: vicious.id } });
      expect(await refusal(BLOCKS.unblock, { userId: vicious.id, blockedId: spike.id })).toEqual(
        refused('NOT_FOUND', 'This user is not blocked.'),
      );
      expect(await call(BLOCKS.unblock, { userId: spike.id, blockedId: vicious.id })).toEqual({
        userId: vicious.id,
      });
      expect(await call(BLOCKS.hidden, { userId: vicious.id })).toEqual([]);
      await expect(ask(vicious, spike)).resolves.toMatchObject({ status: 'pending' });
    });

    it('refuses to block oneself or an unknown account', async () => {
      const jet = person();
      expect(await refusal(BLOCKS.block, { userId: jet.id, body: { userId: jet.id } })).toEqual(
        refused('BAD_REQUEST', 'You cannot block yourself.'),
      );
      expect(await refusal(BLOCKS.block, { userId: jet.id, body: { userId: randomUUID() } })).toEqual(
        refused('NOT_FOUND', 'User not found.'),
      );
      expect(await refusal(BLOCKS.block, { userId: jet.id, body: {} as FriendRequestBody })).toEqual(
        refused('BAD_REQUEST', 'userId must be the id of a user (a UUID).'),
      );
    });
  });

  describe('messages', () => {
    it('sends only between friends, trimmed, 1 to 2000 characters, never to oneself', async () => {
      const [faye, ed, stranger] = [person(), person(), person()];
      await befriend(faye, ed);
      const before = await everything();
      const refusals = await Promise.all([
        refusal(MESSAGES.send, { userId: stranger.id, body: { receiverId: ed.id, content: 'Hi' } }),
        refusal(MESSAGES.send, { userId: faye.id, body: { receiverId: faye.id, content: 'Hi' } }),
        refusal(MESSAGES.send, { userId: faye.id, body: { receiverId: ed.id, content: '  \n ' } }),
        refusal(MESSAGES.send, {
          userId: faye.id,
          body: { receiverId: ed.id, content: 'x'.repeat(2_001) },
        }),
        refusal(MESSAGES.send, {
          userId: faye.id,
          body: { receiverId: ed.id, content: 'Hi', senderId: ed.id } as SendMessageBody,
        }),
      ]);
      expect(refusals).toEqual([
        refused('FORBIDDEN', 'You can only message your friends: send a friend request first.'),
        refused('BAD_REQUEST', 'You cannot send a message to yourself.'),
        refused('BAD_REQUEST', 'A message cannot be blank: write something to send.'),
        refused('BAD_REQUEST', 'content must be at most 2000 characters, got 2001.'),
        refused('BAD_REQUEST', 'Unknown field: senderId. Accepted: receiverId, content.'),
      ]);
      expect(await everything()).toEqual(before);
      const sent = await say(faye, ed, `  ${'y'.repeat(2_000)}  `);
      expect(sent.message).toEqual({
        id: expect.any(String),
        conversationId: sent.conversationId,
        senderId: faye.id,
        content: 'y'.repeat(2_000),
        createdAt: expect.any(String),
      });
      expect((await say(ed, faye, 'Back')).conversationId).toBe(sent.conversationId);
    });

    it('counts unread messages per conversation and clears them when read, with read marks for both', async () => {
      const [jet, spike] = [person(), person()];
      await befriend(jet, spike);
      const { conversationId } = await say(jet, spike, 'Bell peppers and beef');
      await say(jet, spike, 'without the beef');
      const last = await say(spike, jet, 'Again?');
      const [forSpike] = await call(MESSAGES.conversations, { userId: spike.id });
      expect(forSpike).toEqual({
        id: conversationId,
        participants: expect.arrayContaining([
          { ...jet, lastReadAt: null },
          { ...spike, lastReadAt: null },
        ]),
        unreadCount: 2,
        lastMessage: last.message,
      });
      expect((await call(MESSAGES.conversations, { userId: jet.id }))[0].unreadCount).toBe(1);
      const read = await call(MESSAGES.read, { userId: spike.id, conversationId });
      expect(read.unreadCount).toBe(0);
      expect(read.participants.find((member) => member.id === spike.id)?.lastReadAt).toBe(
        last.message.createdAt,
      );
      expect((await call(MESSAGES.conversations, { userId: jet.id }))[0].unreadCount).toBe(1);
      await say(jet, spike, 'Fine');
      expect((await call(MESSAGES.conversations, { userId: spike.id }))[0].unreadCount).toBe(1);
    });

    it("gives another person's conversation as not found, to read, page or mark", async () => {
      const [ed, ein, mallory] = [person(), person(), person()];
      await befriend(ed, ein);
      const { conversationId } = await say(ed, ein, 'Woof');
      const before = await everything();
      const query = { limit: 50, before: undefined };
      expect(await refusal(MESSAGES.page, { userId: mallory.id, conversationId, query })).toEqual(
        refused('NOT_FOUND', 'Conversation not found.'),
      );
      expect(await refusal(MESSAGES.read, { userId: mallory.id, conversationId })).toEqual(
        refused('NOT_FOUND', 'Conversation not found.'),
      );
      expect(await refusal(MESSAGES.read, { userId: ed.id, conversationId: 'all' })).toEqual(
        refused('BAD_REQUEST', 'conversationId must be the id of a conversation (a UUID).'),
      );
      expect(await everything()).toEqual(before);
      expect(await call(MESSAGES.conversations, { userId: mallory.id })).toEqual([]);
    });

    it('pages a conversation newest page first, each page oldest first, by cursor', async () => {
      const [gren, julia] = [person(), person()];
      await befriend(gren, julia);
      const sent = [];
      for (let n = 1; n <= 7; n += 1)
        sent.push((await say(n % 2 ? gren : julia, n % 2 ? julia : gren, `m${n}`)).message);
      const { conversationId } = sent[0];
      const contents = (page: { messages: Array<{ content: string }> }) =>
        page.messages.map((m) => m.content);
      const first = await call(MESSAGES.page, {
        userId: julia.id,
        conversationId,
        query: { limit: 3, before: undefined },
      });
      expect(contents(first)).toEqual(['m5', 'm6', 'm7']);
      const second = await call(MESSAGES.page, {
        userId: julia.id,
        conversationId,
        query: { limit: 3, before: first.nextCursor ?? undefined },
      });
      expect(contents(second)).toEqual(['m2', 'm3', 'm4']);
      const third = await call(MESSAGES.page, {
        userId: gren.id,
        conversationId,
        query: { limit: 3, before: second.nextCursor ?? undefined },
      });
      expect(third).toEqual({ messages: [sent[0]], nextCursor: null });
      expect(
        contents(
          await call(MESSAGES.page, { userId: gren.id, conversationId, query: {} as MessagesPageQuery }),
        ),
      ).toEqual(sent.map((message) => message.content));

      const [other, friend] = [person(), person()];
      await befriend(other, friend);
      const elsewhere = await say(other, friend, 'elsewhere');
      expect(
        await refusal(MESSAGES.page, {
          userId: gren.id,
          conversationId,
          query: { limit: 3, before: elsewhere.message.id },
        }),
      ).toEqual(refused('BAD_REQUEST', 'before must be the nextCursor of a page of this conversation.'));
      expect(
        await refusal(MESSAGES.page, {
          userId: gren.id,
          conversationId,
          query: { limit: 101, before: undefined },
        }),
      ).toEqual(refused('BAD_REQUEST', "limit must be a whole number from 1 to 100, got '101'."));
    });

    it('lets a sender send 30 messages a minute, then refuses with 429 without storing, whatever the receiver', async () => {
      const [chatty, a, b] = [person(), person(), person()];
      await befriend(chatty, a);
      await befriend(chatty, b);
      const sends = await Promise.allSettled(
        Array.from({ length: 30 }, (_, n) => say(chatty, n % 2 ? a : b, `message ${n}`)),
      );
      expect(sends.every((send) => send.status === 'fulfilled')).toBe(true);
      expect(
        await refusal(MESSAGES.send, {
          userId: chatty.id,
          body: { receiverId: a.id, content: 'one more' },
        }),
      ).toEqual(
        refused(
          'RATE_LIMITED',
          expect.stringMatching(
            /^You are sending messages too fast \(at most 30 a minute\)\. Try again in \d+ s\.$/,
          ),
        ),
      );
      const { rows } = await subject().query('SELECT count(*)::int AS n FROM messages WHERE sender_id = $1', [
        chatty.id,
      ]);
      expect(rows[0].n).toBe(30);
      // Another sender has a window of their own.
      await expect(say(a, chatty, 'calm down')).resolves.toMatchObject({
        message: { content: 'calm down' },
      });
    });
  });

  describe('pushes to the gateway', () => {
    /** What was pushed about these two people, in order; events are fire-and-forget, so awaited a moment. */
    const pushedTo = (a: SocialProfile, b: SocialProfile) =>
      pushes
        .filter(({ push }) => push.userIds.includes(a.id) && push.userIds.includes(b.id))
        .map(({ pattern, push }) => ({ pattern, data: push.data }));
    const heard = (check: () => void) => eventually(check, 1_000, 20);

    it('tells both people of each request, acceptance, message, read mark and removal', async () => {
      const [ed, ein] = [person(), person()];
      const request = await ask(ed, ein);
      const accepted = await call(FRIENDS.accept, { userId: ein.id, requestId: request.id });
      const { message } = await say(ed, ein, 'Woof?');
      const read = await call(MESSAGES.read, { userId: ein.id, conversationId: message.conversationId });
      await call(FRIENDS.remove, { userId: ed.id, friendId: ein.id });
      await heard(() =>
        expect(pushedTo(ed, ein)).toEqual([
          { pattern: SOCIAL_EVENTS.friendRequested.pattern, data: request },
          { pattern: SOCIAL_EVENTS.friendAccepted.pattern, data: accepted },
          { pattern: SOCIAL_EVENTS.messageCreated.pattern, data: message },
          {
            pattern: SOCIAL_EVENTS.conversationRead.pattern,
            data: {
              conversationId: message.conversationId,
              userId: ein.id,
              lastReadAt: read.participants.find((member) => member.id === ein.id)?.lastReadAt,
            },
          },
          { pattern: SOCIAL_EVENTS.friendRemoved.pattern, data: { userId: ed.id, friendId: ein.id } },
        ]),
      );
    });

    it('pushes a block as the end of the friendship, and nothing for a refused change', async () => {
      const [julia, vicious] = [person(), person()];
      await befriend(julia, vicious);
      await call(BLOCKS.block, { userId: julia.id, body: { userId: vicious.id } });
      await refusal(MESSAGES.send, {
        userId: vicious.id,
        body: { receiverId: julia.id, content: 'Julia' },
      });
      await refusal(FRIENDS.request, { userId: vicious.id, body: { userId: julia.id } });
      await heard(() =>
        expect(pushedTo(julia, vicious).map(({ pattern }) => pattern)).toEqual([
          SOCIAL_EVENTS.friendRequested.pattern,
          SOCIAL_EVENTS.friendAccepted.pattern,
          SOCIAL_EVENTS.friendRemoved.pattern,
        ]),
      );
    });
  });

  describe('badges', () => {
    const badges = (user: SocialProfile) => call(BADGES.get, { userId: user.id });
    /** The badge as the sidebar adds it from its two lists. */
    const fromTheLists = async (user: SocialProfile) => ({
      pendingRequests: (await call(FRIENDS.requests, { userId: user.id })).incoming.length,
      unreadMessages: (await call(MESSAGES.conversations, { userId: user.id })).reduce(
        (sum, { unreadCount }) => sum + unreadCount,
        0,
      ),
      unreadNotifications: (await call(NOTIFICATIONS.list, { userId: user.id, query: { limit: 1 } })).unread,
    });

    it('counts pending requests to the user and unread messages from others, as the lists do', async () => {
      const [gren, vicious, julia, annie, punch, judy] = [
        person(),
        person(),
        person(),
        person(),
        person(),
        person(),
      ];
      await ask(vicious, gren);
      await ask(julia, gren);
      await ask(gren, annie);
      await call(FRIENDS.reject, { userId: gren.id, requestId: (await ask(punch, gren)).id });
      await befriend(judy, gren);
      await befriend(gren, punch);
      const { conversationId } = await say(judy, gren, 'One');
      await say(judy, gren, 'Two');
      await say(gren, judy, 'Mine, never unread');
      await call(MESSAGES.read, { userId: gren.id, conversationId });
      await say(judy, gren, 'Three, after the read');
      await say(punch, gren, 'Four');
      await say(punch, gren, 'Five');

      const counted = await badges(gren);
      // Four requests to Gren, one from Gren accepted by Punch.
      expect(counted).toEqual({ pendingRequests: 2, unreadMessages: 3, unreadNotifications: 5 });
      expect(counted).toEqual(await fromTheLists(gren));
    });

    it("never counts another user's requests or messages", async () => {
      const [lin, shin, rocco, stranger] = [person(), person(), person(), person()];
      await ask(lin, shin);
      await befriend(lin, rocco);
      await say(lin, rocco, 'For Rocco only');
      await say(rocco, lin, 'For Lin only');

      expect(await badges(stranger)).toEqual({
        pendingRequests: 0,
        unreadMessages: 0,
        unreadNotifications: 0,
      });
      expect(await badges(lin)).toEqual({ pendingRequests: 0, unreadMessages: 1, unreadNotifications: 1 });
      expect(await badges(shin)).toEqual({ pendingRequests: 1, unreadMessages: 0, unreadNotifications: 1 });
      expect(await badges(rocco)).toEqual({
        pendingRequests: 0,
        unreadMessages: 1,
        unreadNotifications: 1,
      });
    });

    it('refuses a payload without a user id, or with more, before reading anything', async () => {
      expect(await refusal(BADGES.get, { userId: 'spike' })).toEqual(
        refused('BAD_REQUEST', 'userId must be the id of a user (a UUID).'),
      );
      expect(await refusal(BADGES.get, { userId: randomUUID(), of: randomUUID() })).toEqual(
        refused('BAD_REQUEST', 'Unknown field: of. Accepted: userId.'),
      );
    });
  });

  describe('reports', () => {
    it("stores a report with the conversation's last 20 messages, oldest first", async () => {
      const [victim, troll] = [person(), person()];
      await befriend(victim, troll);
      for (let n = 1; n <= 22; n += 1) {
        const [from, to] = n === 22 ? [victim, troll] : [troll, victim];
        await say(from, to, `line ${n}`);
      }
      const report = await call(REPORTS.file, {
        userId: victim.id,
        body: { userId: troll.id, reason: 'harassment', details: ' Keeps writing ' },
      });
      expect(report).toEqual({
        id: expect.any(String),
        reason: 'harassment',
        createdAt: expect.any(String),
        attachedMessages: 20,
      });
      const { rows } = await subject().query('SELECT * FROM reports WHERE id = $1', [report.id]);
      expect(rows[0]).toMatchObject({
        reporter_id: victim.id,
        reported_id: troll.id,
        details: 'Keeps writing',
        status: 'open',
      });
      expect(rows[0].messages.map((message: { content: string }) => message.content)).toEqual(
        Array.from({ length: 20 }, (_, n) => `line ${n + 3}`),
      );
    });

    it('files a report on someone never talked to, and refuses oneself, unknown accounts and bad reasons', async () => {
      const [reporter, stranger] = [person(), person()];
      const report = await call(REPORTS.file, {
        userId: reporter.id,
        body: { userId: stranger.id, reason: 'spam' },
      });
      expect(report.attachedMessages).toBe(0);
      expect(
        await refusal(REPORTS.file, { userId: reporter.id, body: { userId: reporter.id, reason: 'spam' } }),
      ).toEqual(refused('BAD_REQUEST', 'You cannot report yourself.'));
      expect(
        await refusal(REPORTS.file, {
          userId: reporter.id,
          body: { userId: randomUUID(), reason: 'spam' },
        }),
      ).toEqual(refused('NOT_FOUND', 'User not found.'));
      expect(
        await refusal(REPORTS.file, {
          userId: reporter.id,
          body: { userId: stranger.id, reason: 'bored' } as unknown as ReportBody,
        }),
      ).toEqual(refused('BAD_REQUEST', 'reason must be one of spam, harassment, inappropriate, other.'));
    });

    it('takes 10 reports an hour from one reporter', async () => {
      const reporter = person();
      const reported = Array.from({ length: 11 }, person);
      for (const user of reported.slice(0, 10))
        await call(REPORTS.file, { userId: reporter.id, body: { userId: user.id, reason: 'spam' } });
      expect(
        await refusal(REPORTS.file, {
          userId: reporter.id,
          body: { userId: reported[10].id, reason: 'spam' },
        }),
      ).toEqual(
        refused(
          'RATE_LIMITED',
          'You have filed 10 reports in the last hour: please wait before filing another.',
        ),
      );
    });
  });
});
