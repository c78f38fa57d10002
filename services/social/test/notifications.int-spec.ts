import { randomUUID } from 'node:crypto';

import {
  FRIENDS,
  type MessageContract,
  type Notification,
  NOTIFICATIONS,
  SOCIAL_EVENTS,
  type SocialProfile,
} from '@tracker/contracts';
import { eventually } from '@tracker/testing';

import { people } from './support/fake-auth-user.js';
import { badgeChanges, pushes } from './support/push-listener.js';
import { describeSocial } from './support/social-suite.js';

describeSocial({}, (subject) => {
  const call = <Q, R>(contract: MessageContract<Q, R>, payload: Q) =>
    subject().harness.send(contract, payload);
  const refusal = <Q, R>(contract: MessageContract<Q, R>, payload: unknown) =>
    subject().harness.refusal(contract, payload);

  const person = people('bell', 'Bell');
  const ask = (from: SocialProfile, to: SocialProfile) =>
    call(FRIENDS.request, { userId: from.id, body: { userId: to.id } });
  const page = (user: SocialProfile, query: { before?: string; limit?: number } = {}) =>
    call(NOTIFICATIONS.list, { userId: user.id, query: { limit: 20, ...query } });
  /** The notifications pushed to `user`'s open pages. */
  const pushedTo = (user: SocialProfile) =>
    pushes
      .filter(
        ({ pattern, push }) =>
          pattern === SOCIAL_EVENTS.notificationCreated.pattern && push.userIds.includes(user.id),
      )
      .map(({ push }) => push);
  /** `count` notifications for `user`, each from a different friend request, oldest first. */
  const requestsTo = async (user: SocialProfile, count: number) => {
    for (let i = 0; i < count; i += 1) await ask(person(), user);
  };

  it('tells the addressee of a request and the requester of its acceptance, each once and live', async () => {
    const [spike, jet] = [person(), person()];
    const request = await ask(spike, jet);
    const [asked] = (await page(jet)).notifications;
    expect(asked).toEqual({
      id: expect.any(String),
      kind: 'friend_request',
      anime: null,
      episode: null,
      actor: spike,
      createdAt: expect.any(String),
      readAt: null,
    });
    await eventually(() => expect(pushedTo(jet)).toEqual([{ userIds: [jet.id], data: asked }]), 1_000, 20);

    await call(FRIENDS.accept, { userId: jet.id, requestId: request.id });
    const forSpike = await page(spike);
    expect(forSpike).toMatchObject({
      unread: 1,
      nextCursor: null,
      notifications: [{ kind: 'friend_accepted', actor: jet, readAt: null }],
    });
    await eventually(
      () => expect(pushedTo(spike)).toEqual([{ userIds: [spike.id], data: forSpike.notifications[0] }]),
      1_000,
      20,
    );
    expect((await page(jet)).notifications).toHaveLength(1);
  });

  it('tells the first asker when the other person asks back (which accepts), and nothing on a rejection', async () => {
    const [faye, ed, ein] = [person(), person(), person()];
    await ask(faye, ed);
    await ask(ed, faye);
    expect((await page(faye)).notifications).toMatchObject([{ kind: 'friend_accepted', actor: ed }]);
    expect((await page(ed)).notifications).toMatchObject([{ kind: 'friend_request', actor: faye }]);

    const request = await ask(ein, faye);
    await call(FRIENDS.reject, { userId: faye.id, requestId: request.id });
    expect((await page(ein)).notifications).toEqual([]);
  });

  it('makes one acceptance notification however many taps accept at once', async () => {
    const [julia, vicious] = [person(), person()];
    const request = await ask(julia, vicious);
    const taps = await Promise.allSettled(
      Array.from({ length: 5 }, () => call(FRIENDS.accept, { userId: vicious.id, requestId: request.id })),
    );
    expect(taps.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    const { rows } = await subject().query(
      "SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND kind = 'friend_accepted'",
      [julia.id],
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('pages newest first with a cursor, counting the unread', async () => {
    const annie = person();
    await requestsTo(annie, 5);
    const all = (await page(annie)).notifications;
    expect(all).toHaveLength(5);
    const times = all.map(({ createdAt }) => createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const first = await page(annie, { limit: 2 });
    expect(first).toEqual({ notifications: all.slice(0, 2), nextCursor: all[1].id, unread: 5 });
    const second = await page(annie, { limit: 2, before: first.nextCursor ?? undefined });
    expect(second).toEqual({ notifications: all.slice(2, 4), nextCursor: all[3].id, unread: 5 });
    const last = await page(annie, { limit: 2, before: second.nextCursor ?? undefined });
    expect(last).toEqual({ notifications: all.slice(4), nextCursor: null, unread: 5 });
  });

  it("refuses another user's notification as a cursor", async () => {
    const [punch, judy] = [person(), person()];
    await requestsTo(punch, 1);
    const [theirs] = (await page(punch)).notifications;
    expect(await refusal(NOTIFICATIONS.list, { userId: judy.id, query: { before: theirs.id } })).toEqual({
      code: 'BAD_REQUEST',
      message: 'before must be the nextCursor of a page of your notifications.',
    });
  });

  it('marks one read, once, then all of them', async () => {
    const lin = person();
    await requestsTo(lin, 3);
    const [newest, middle] = (await page(lin)).notifications;
    const read = await call(NOTIFICATIONS.read, { userId: lin.id, notificationId: newest.id });
    expect(read).toEqual({ notification: { ...newest, readAt: expect.any(String) }, unread: 2 });
    const again = await call(NOTIFICATIONS.read, { userId: lin.id, notificationId: newest.id });
    expect(again).toEqual(read);

    expect(await call(NOTIFICATIONS.readAll, { userId: lin.id })).toEqual({ marked: 2, unread: 0 });
    const after = await page(lin);
    expect(after.unread).toBe(0);
    expect(after.notifications.find(({ id }) => id === middle.id)?.readAt).toEqual(expect.any(String));
    expect(after.notifications[0].readAt).toBe(read.notification.readAt);
    expect(await call(NOTIFICATIONS.readAll, { userId: lin.id })).toEqual({ marked: 0, unread: 0 });
  });

  it("tells every gateway whose badge counts moved: on a request, a rejection and a read, not another's", async () => {
    const [ed, ein] = [person(), person()];
    /** The broadcasts naming `user` since the mark. */
    const since = (mark: number, user: SocialProfile) =>
      badgeChanges.slice(mark).filter((userIds) => userIds.includes(user.id));

    // A request moves both people's counts, and its notification the addressee's once more.
    let mark = badgeChanges.length;
    const request = await ask(ed, ein);
    await eventually(
      () => expect(since(mark, ein)).toEqual(expect.arrayContaining([[ed.id, ein.id], [ein.id]])),
      1_000,
      20,
    );

    mark = badgeChanges.length;
    await call(FRIENDS.reject, { userId: ein.id, requestId: request.id });
    await eventually(() => expect(since(mark, ein)).toEqual([[ein.id]]), 1_000, 20);

    const [notification] = (await page(ein)).notifications;
    mark = badgeChanges.length;
    await call(NOTIFICATIONS.read, { userId: ein.id, notificationId: notification.id });
    await eventually(() => expect(since(mark, ein)).toEqual([[ein.id]]), 1_000, 20);

    mark = badgeChanges.length;
    await requestsTo(ein, 1);
    await eventually(() => expect(since(mark, ein)).toHaveLength(2), 1_000, 20);
    mark = badgeChanges.length;
    await call(NOTIFICATIONS.readAll, { userId: ein.id });
    await refusal(NOTIFICATIONS.read, { userId: ed.id, notificationId: notification.id });
    await eventually(() => expect(since(mark, ein)).toEqual([[ein.id]]), 1_000, 20);
    expect(since(mark, ed)).toEqual([]);
  });

  it("answers another user's notification and an unknown one as not found, changing nothing", async () => {
    const [gren, andy] = [person(), person()];
    await requestsTo(gren, 1);
    const [theirs] = (await page(gren)).notifications;
    const notFound = { code: 'NOT_FOUND', message: 'Notification not found.' };
    expect(await refusal(NOTIFICATIONS.read, { userId: andy.id, notificationId: theirs.id })).toEqual(
      notFound,
    );
    expect(await refusal(NOTIFICATIONS.read, { userId: andy.id, notificationId: randomUUID() })).toEqual(
      notFound,
    );
    await call(NOTIFICATIONS.readAll, { userId: andy.id });
    expect((await page(gren)).notifications).toEqual([theirs] satisfies Notification[]);
    expect(await refusal(NOTIFICATIONS.read, { userId: andy.id, notificationId: 'one' })).toEqual({
      code: 'BAD_REQUEST',
      message: 'notificationId must be the id of a notification (a UUID).',
    });
  });
});
