import {
  ACCOUNT_DELETION,
  BLOCKS,
  FRIENDS,
  type MessageContract,
  MESSAGES,
  REPORTS,
  SOCIAL_EVENTS,
  type SocialProfile,
} from '@tracker/contracts';
import { eventually } from '@tracker/testing';

import { USER_TABLES } from '../src/user-erase/user-erase.service.js';
import { people } from './support/fake-auth-user.js';
import { pushes } from './support/push-listener.js';
import { describeSocial, SOCIAL_TABLES } from './support/social-suite.js';

/** Where each table names people. */
const PEOPLE_COLUMNS: Record<string, string[]> = {
  friendships: ['user_id', 'friend_id'],
  friend_requests: ['sender_id', 'receiver_id'],
  blocks: ['blocker_id', 'blocked_id'],
  conversations: ['user_low', 'user_high'],
  messages: ['sender_id'],
  conversation_reads: ['user_id'],
  reports: ['reporter_id', 'reported_id', 'handled_by'],
  notifications: ['user_id', 'actor_id'],
};

describeSocial({}, (subject) => {
  const call = <Q, R>(contract: MessageContract<Q, R>, payload: Q) =>
    subject().harness.send(contract, payload);

  const person = people('erased', 'User');
  const befriend = async (a: SocialProfile, b: SocialProfile) => {
    const request = await call(FRIENDS.request, { userId: a.id, body: { userId: b.id } });
    await call(FRIENDS.accept, { userId: b.id, requestId: request.id });
  };
  const say = (from: SocialProfile, to: SocialProfile, content: string) =>
    call(MESSAGES.send, { userId: from.id, body: { receiverId: to.id, content } });

  /** Rows of every table that name `userId`, by table. */
  const rowsNaming = async (userId: string) => {
    const found: Record<string, number> = {};
    for (const [table, columns] of Object.entries(PEOPLE_COLUMNS)) {
      const where = columns.map((column) => `${column} = $1`).join(' OR ');
      const { rows } = await subject().query(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, [
        userId,
      ]);
      found[table] = rows[0].n;
    }
    return found;
  };
  const total = async () => {
    let sum = 0;
    for (const table of USER_TABLES)
      sum += (await subject().query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
    return sum;
  };

  /**
   * Faye: friends with Spike and Jet (talking to both, each has read the other), asked by Ed, asking Ein, blocking
   * Vicious and blocked by Julia, reporting Vicious and reported by Annie, and as an admin the one who
   * resolved Julia's report of Ed. Spike and Jet talk too.
   */
  const socialFaye = async () => {
    const [faye, spike, jet, ed, ein, vicious, julia, annie] = Array.from({ length: 8 }, person);
    await befriend(faye, spike);
    await befriend(jet, faye);
    await befriend(spike, jet);
    await say(faye, spike, 'See you, space cowboy');
    const bang = await say(spike, faye, 'Bang');
    await call(MESSAGES.read, { userId: faye.id, conversationId: bang.message.conversationId });
    const { message } = await say(faye, jet, 'Dinner?');
    await call(MESSAGES.read, { userId: jet.id, conversationId: message.conversationId });
    await say(spike, jet, 'Bell peppers and beef again');
    await call(FRIENDS.request, { userId: ed.id, body: { userId: faye.id } });
    await call(FRIENDS.request, { userId: faye.id, body: { userId: ein.id } });
    await call(BLOCKS.block, { userId: faye.id, body: { userId: vicious.id } });
    await call(BLOCKS.block, { userId: julia.id, body: { userId: faye.id } });
    await call(REPORTS.file, { userId: faye.id, body: { userId: vicious.id, reason: 'harassment' } });
    await call(REPORTS.file, { userId: annie.id, body: { userId: faye.id, reason: 'spam' } });
    const handled = await call(REPORTS.file, {
      userId: julia.id,
      body: { userId: ed.id, reason: 'other' },
    });
    await subject().query(
      "UPDATE reports SET status = 'resolved', handled_at = now(), handled_by = $2 WHERE id = $1",
      [handled.id, faye.id],
    );
    return { faye, spike, jet, ed, ein, vicious, julia, annie, handled };
  };

  it('erases from every table of the schema', () => {
    expect([...USER_TABLES].sort()).toEqual(SOCIAL_TABLES);
    expect(Object.keys(PEOPLE_COLUMNS).sort()).toEqual(SOCIAL_TABLES);
  });

  it('erases every row naming the account, both ways, and leaves the rows between others', async () => {
    const { faye, spike, jet, handled } = await socialFaye();
    const before = await total();
    expect(Object.values(await rowsNaming(faye.id)).every((n) => n > 0)).toBe(true);

    const { removed } = await call(ACCOUNT_DELETION.socialErase, { userId: faye.id });

    expect(removed).toBe(before - (await total()));
    // The report Faye handled is between others: it stays, resolved, by nobody now.
    const { rows } = await subject().query('SELECT status, handled_by FROM reports WHERE id = $1', [
      handled.id,
    ]);
    expect(rows).toEqual([{ status: 'resolved', handled_by: null }]);
    expect(Object.values(await rowsNaming(faye.id))).toEqual(Object.keys(PEOPLE_COLUMNS).map(() => 0));
    expect((await call(FRIENDS.list, { userId: spike.id })).map(({ friend }) => friend.id)).toEqual([jet.id]);
    expect(await call(MESSAGES.conversations, { userId: jet.id })).toMatchObject([
      { participants: expect.arrayContaining([expect.objectContaining({ id: spike.id })]) },
    ]);
  });

  it('removes nothing the second time: a deletion taken up again may ask twice', async () => {
    const { faye } = await socialFaye();
    await call(ACCOUNT_DELETION.socialErase, { userId: faye.id });
    expect(await call(ACCOUNT_DELETION.socialErase, { userId: faye.id })).toEqual({ removed: 0 });
  });

  it("tells each former friend, pending asker and conversation partner's sidebar that the account is gone", async () => {
    const { faye, spike, jet, ed, ein, vicious, julia, annie } = await socialFaye();
    await call(ACCOUNT_DELETION.socialErase, { userId: faye.id });
    const told = () =>
      pushes
        .filter(
          ({ pattern, push }) =>
            pattern === SOCIAL_EVENTS.friendRemoved.pattern &&
            (push.data as { userId: string }).userId === faye.id &&
            // Her block of Vicious was pushed to both of them; the erase tells only the others.
            !push.userIds.includes(faye.id),
        )
        .map(({ push }) => push);
    await eventually(() => expect(told()).toHaveLength(4), 1_000, 20);
    expect(told()).toEqual(
      expect.arrayContaining(
        [spike, jet, ed, ein].map((other) => ({
          userIds: [other.id],
          data: { userId: faye.id, friendId: other.id },
        })),
      ),
    );
    const toldIds = told().flatMap((push) => push.userIds);
    for (const stranger of [vicious, julia, annie]) expect(toldIds).not.toContain(stranger.id);
  });
});
