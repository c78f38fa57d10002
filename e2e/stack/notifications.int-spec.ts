import { eventually } from '@tracker/testing';
import { io, type Socket } from 'socket.io-client';

import { nextPocketGarrisonSlot, POCKET_GARRISON, runNewEpisodesAt } from '../support/new-episodes';
import { Stack } from '../support/stack';

const GARRISON = POCKET_GARRISON.id;

/**
 * Notifications through the real processes (issue 21), with two social replicas: a friend request and its
 * acceptance make one each (however many taps accept at once) and reach the user's socket; the new-episode
 * job, driven with a fake clock on both replicas at once, makes one per follower who wants it. Each of the
 * two gateways keeps the bell's first page, and shows every change at the next read.
 */
describe('notifications across the stack', () => {
  let stack: Stack;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    stack = await Stack.start('notifications', {
      services: ['auth-user', 'lists-progress', 'catalogue', 'social', 'social'],
      gateways: 2,
      env: { JIKAN_MIN_GAP_MS: '0', SEED_ON_START: 'false', SERVICE_TIMEOUT_MS: '5000', LOG_LEVEL: 'debug' },
    });
    await stack.get(`/api/database/anime/${GARRISON}`);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await stack?.stop();
  });

  const as = (token: string) => ({
    get: (path: string) => stack.call('GET', path, { token }),
    post: (path: string, json: unknown) => stack.call('POST', path, { token, json }),
    put: (path: string, json?: unknown) => stack.call('PUT', path, { token, json }),
  });
  /** The notifications pushed to the user's socket. */
  const listen = (token: string) =>
    new Promise<unknown[]>((resolve, reject) => {
      const heard: unknown[] = [];
      const socket = io(stack.baseUrl, { path: '/socket.io', transports: ['websocket'], auth: { token } });
      sockets.push(socket);
      socket.on('social.notification.created', (data: unknown) => heard.push(data));
      socket.once('connect', () => resolve(heard));
      socket.once('connect_error', reject);
    });
  const notificationsOf = async (token: string) => (await as(token).get('/api/notifications')).body.data;

  it('makes one notification of a request and one of its acceptance, however many taps accept', async () => {
    const [ed, ein] = [await stack.register('Edward'), await stack.register('Ein')];
    const heardByEd = await listen(ed.token);
    const asked = await as(ed.token).post('/api/friends/request', { userId: ein.user.id });
    expect(asked.status).toBe(201);
    const { notifications } = await notificationsOf(ein.token);
    expect(notifications).toMatchObject([{ kind: 'friend_request', actor: { id: ed.user.id } }]);

    const taps = await Promise.all(
      Array.from({ length: 4 }, () =>
        as(ein.token).put(`/api/friends/requests/${asked.body.data.request.id}/accept`),
      ),
    );
    expect(taps.map(({ status }) => status).sort()).toEqual([200, 409, 409, 409]);
    const forEd = await notificationsOf(ed.token);
    expect(forEd).toMatchObject({ unread: 1, notifications: [{ kind: 'friend_accepted' }] });
    await eventually(() => expect(heardByEd).toEqual(forEd.notifications), 5_000, 20);
  });

  it('keeps the first page on each gateway until a notification comes, is read or its actor changes', async () => {
    const [shin, julia] = [await stack.register('Shin'), await stack.register('Julia')];
    const through = (replica: number, token: string, method: string, path: string, json?: unknown) =>
      stack.call(method, path, { token, json, baseUrl: stack.gatewayUrls[replica] });
    const bell = async (replica: number) =>
      (await through(replica, julia.token, 'GET', '/api/notifications')).body.data;
    const listReads = () =>
      stack.services
        .map((service) => service.output.match(/claimed social\.notifications\.list /g)?.length ?? 0)
        .reduce((sum, count) => sum + count, 0);
    // Each gateway keeps nothing until it has subscribed to the broadcasts, in the background.
    for (const replica of [0, 1])
      await eventually(async () => {
        await bell(replica);
        const before = listReads();
        expect(await bell(replica)).toEqual({ notifications: [], nextCursor: null, unread: 0 });
        expect(listReads()).toBe(before);
      }, 15_000);

    await through(0, shin.token, 'POST', '/api/friends/request', { userId: julia.user.id });
    expect(await bell(1)).toMatchObject({
      unread: 1,
      notifications: [{ actor: { displayName: 'Shin' } }],
    });

    await through(0, shin.token, 'PUT', '/api/auth/profile', { displayName: 'Shin the Red' });
    expect(await bell(1)).toMatchObject({ notifications: [{ actor: { displayName: 'Shin the Red' } }] });

    expect((await through(0, julia.token, 'PUT', '/api/notifications/read-all')).status).toBe(200);
    expect((await bell(1)).unread).toBe(0);
    expect((await bell(0)).unread).toBe(0);
  });

  it('makes one new-episode notification per follower who wants it, both replicas running the slot', async () => {
    const [jet, faye, vicious] = [
      await stack.register('Jet'),
      await stack.register('Faye'),
      await stack.register('Vicious'),
    ];
    for (const { token } of [jet, faye, vicious])
      await as(token).post('/api/auth/anime-lists', { animeId: GARRISON, status: 'plan_to_watch' });
    const off = await as(vicious.token).put('/api/auth/profile', {
      preferences: { notifications: { newEpisodes: false } },
    });
    expect(off.status).toBe(200);
    const heardByJet = await listen(jet.token);

    // The next slot, so the run before it (a week back at most from the replicas' first marks) finds none.
    const slot = nextPocketGarrisonSlot(Date.now());
    await runNewEpisodesAt(stack, new Date(slot.at - 60_000));
    await Promise.all([
      runNewEpisodesAt(stack, new Date(slot.at + 60_000)),
      runNewEpisodesAt(stack, new Date(slot.at + 60_000)),
    ]);
    await runNewEpisodesAt(stack, new Date(slot.at + 120_000));

    const expected = {
      kind: 'new_episode',
      anime: { id: GARRISON, title: POCKET_GARRISON.title },
      episode: slot.episode,
      readAt: null,
    };
    for (const { token } of [jet, faye])
      expect(await notificationsOf(token)).toMatchObject({ unread: 1, notifications: [expected] });
    expect(await notificationsOf(vicious.token)).toMatchObject({ unread: 0, notifications: [] });
    await eventually(() => expect(heardByJet).toMatchObject([expected]), 5_000, 20);
  });
});
