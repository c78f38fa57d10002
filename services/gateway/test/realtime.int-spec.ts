import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type GatewayEnv, gatewayEnvSchema, loadEnv } from '@tracker/config';
import {
  type AccessEnded,
  ADMIN,
  type Friend,
  FRIEND_PRESENCE_EVENT,
  type FriendOnline,
  FRIENDS,
  type MessageContract,
  SOCIAL_EVENTS,
  type SocialPush,
} from '@tracker/contracts';
import { emit, TrackerRedisClient, transportOptions } from '@tracker/redis';
import { createTestInfra, type ServiceHarness, startServiceHarness, type TestInfra } from '@tracker/testing';
import { io, type Socket } from 'socket.io-client';

import { SESSION_EXPIRED } from '../src/authentication/token-verifier.js';
import { createGatewayApp } from '../src/gateway-app.js';
import { FakeSessionsModule, tokenFor } from './support/fake-auth-user.js';

const { messageCreated, friendRequested } = SOCIAL_EVENTS;

/** Friends by user, as the stand-in social service knows them. */
const friendships = new Map<string, string[]>();

@Controller()
class FakeSocialController {
  @MessagePattern(FRIENDS.list.pattern)
  list(@Payload() { userId }: { userId: string }): Friend[] {
    return (friendships.get(userId) ?? []).map((id) => ({
      friend: { id, username: `user-${id.slice(0, 4)}`, displayName: 'Friend', avatar: null },
      since: new Date(0).toISOString(),
      conversationId: null,
    }));
  }
}

@Module({ controllers: [FakeSocialController] })
class FakeSocialModule {}

describe('realtime pushes (socket.io on every gateway replica)', () => {
  let infra: TestInfra;
  let env: GatewayEnv;
  let authUser: ServiceHarness;
  let social: ServiceHarness;
  let events: TrackerRedisClient;
  const gateways: NestFastifyApplication[] = [];
  const ports: number[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    infra = await createTestInfra('gateway-realtime');
    env = loadEnv(gatewayEnvSchema, { ...infra.env, SERVICE_TIMEOUT_MS: '3000' });
    authUser = await startServiceHarness(
      'auth-user',
      { module: class StandIns {}, imports: [FakeSessionsModule] },
      env,
    );
    social = await startServiceHarness('social', FakeSocialModule, env);
    for (let replica = 0; replica < 2; replica += 1) {
      const gateway = await createGatewayApp(env);
      gateways.push(gateway);
      await gateway.listen({ port: 0, host: '127.0.0.1' });
      await gateway.startAllMicroservices();
      ports.push((gateway.getHttpServer().address() as AddressInfo).port);
    }
    events = new TrackerRedisClient(env.REDIS_PREFIX, transportOptions(env.REDIS_URL));
    await events.connect();
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    await events?.close();
    for (const gateway of gateways) await gateway.close();
    await authUser?.close();
    await social?.close();
    await infra?.cleanup();
  });

  /** A socket to one replica, as the web opens it. */
  function connect(replica: number, token: string | undefined): Socket {
    const socket = io(`http://127.0.0.1:${ports[replica]}`, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: token === undefined ? {} : { token },
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  }

  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });

  const refusal = (socket: Socket) =>
    new Promise<string>((resolve, reject) => {
      socket.once('connect', () => reject(new Error('the socket was let in')));
      socket.once('connect_error', (error) => resolve(error.message));
    });

  const disconnected = (socket: Socket) =>
    new Promise<string>((resolve) => socket.once('disconnect', resolve));

  /** Every value of one event a socket receives, in order. */
  function received(socket: Socket, event: string): unknown[] {
    const values: unknown[] = [];
    socket.on(event, (value: unknown) => values.push(value));
    return values;
  }

  /** Resolves once the socket has received `count` values of the event. */
  function receiving(values: unknown[], socket: Socket, event: string, count: number): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (values.length < count) return;
        socket.off(event, check);
        resolve();
      };
      socket.on(event, check);
      check();
    });
  }

  const push = (
    userIds: string[],
    data: unknown,
    contract: MessageContract<SocialPush<unknown>, void> = messageCreated,
  ) => emit<SocialPush<unknown>>(events, contract, { userIds, data }, 3000);

  it('refuses a handshake without a token, with a forged one, and with an expired one', async () => {
    expect(await refusal(connect(0, undefined))).toBe('Not authenticated');
    const forged = tokenFor(randomUUID(), { secret: 'not-the-stack-secret-at-all' });
    expect(await refusal(connect(0, forged))).toBe('Not authenticated');
    const expired = tokenFor(randomUUID(), { expiresInSeconds: -10 });
    expect(await refusal(connect(1, expired))).toBe(SESSION_EXPIRED);
  });

  it("pushes an event once to each of the named user's sockets, whichever replica holds them", async () => {
    const alice = randomUUID();
    const bob = randomUUID();
    const bobOnFirst = connect(0, tokenFor(bob));
    const bobOnSecond = connect(1, tokenFor(bob));
    const aliceOnFirst = connect(0, tokenFor(alice));
    await Promise.all([bobOnFirst, bobOnSecond, aliceOnFirst].map(connected));
    const first = received(bobOnFirst, messageCreated.pattern);
    const second = received(bobOnSecond, messageCreated.pattern);
    const alices = received(aliceOnFirst, messageCreated.pattern);
    const requests = received(aliceOnFirst, friendRequested.pattern);

    const messages = Array.from({ length: 20 }, (_, index) => ({
      conversationId: 'c1',
      content: `m${index}`,
    }));
    for (const message of messages) await push([bob], message);
    await push([alice], { id: 'r1' }, friendRequested);
    await Promise.all([
      receiving(first, bobOnFirst, messageCreated.pattern, 20),
      receiving(second, bobOnSecond, messageCreated.pattern, 20),
      receiving(requests, aliceOnFirst, friendRequested.pattern, 1),
    ]);

    // Each push is claimed by one replica or the other, so they may arrive out of order (the web orders
    // messages by their time); each arrives exactly once.
    expect(first).toHaveLength(20);
    expect(first).toEqual(expect.arrayContaining(messages));
    expect(second).toHaveLength(20);
    expect(second).toEqual(expect.arrayContaining(messages));
    expect(alices).toEqual([]);
    expect(requests).toEqual([{ id: 'r1' }]);
  });

  it('closes the socket of a token revoked at logout on any replica, and leaves the other tokens open', async () => {
    const userId = randomUUID();
    const token = tokenFor(userId);
    const sibling = tokenFor(userId);
    const leaving = connect(1, token);
    const staying = connect(1, sibling);
    await Promise.all([connected(leaving), connected(staying)]);
    const closed = disconnected(leaving);

    const logout = await gateways[0].inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');

    const values = received(staying, messageCreated.pattern);
    await push([userId], { content: 'still here' });
    await receiving(values, staying, messageCreated.pattern, 1);
    expect(staying.connected).toBe(true);
    expect(await refusal(connect(0, token))).toBe('Not authenticated');
  });

  it('closes every socket of the user at logout everywhere', async () => {
    const userId = randomUUID();
    const token = tokenFor(userId);
    const first = connect(0, token);
    const second = connect(1, tokenFor(userId));
    await Promise.all([connected(first), connected(second)]);
    const closed = Promise.all([disconnected(first), disconnected(second)]);

    const logout = await gateways[1].inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it("closes a user's sockets on every replica and refuses their tokens there once auth-user broadcasts that their access ended", async () => {
    const userId = randomUUID();
    const token = tokenFor(userId);
    const sockets = [connect(0, token), connect(1, tokenFor(userId))];
    const bystander = connect(1, tokenFor(randomUUID()));
    await Promise.all([...sockets, bystander].map(connected));
    const closed = Promise.all(sockets.map(disconnected));

    const ended: AccessEnded = { userId, sessions: { validAfter: Date.now(), revoked: [] } };
    await emit(events, ADMIN.accessEnded, ended, 3000);
    expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
    for (const gateway of gateways) {
      const me = await gateway.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(401);
    }
    expect(bystander.connected).toBe(true);
  });

  it('closes a socket when its token expires', async () => {
    // Long enough for a slow handshake to come in before the token expires (it expires in 2–3 s).
    const socket = connect(0, tokenFor(randomUUID(), { expiresInSeconds: 3 }));
    await connected(socket);
    expect(await disconnected(socket)).toBe('io server disconnect');
  });

  it("tells a user's friends when their first page opens and their last one closes, and lists who is online", async () => {
    const [alice, bob, carol] = [randomUUID(), randomUUID(), randomUUID()];
    friendships.set(alice, [bob, carol]);
    friendships.set(bob, [alice]);
    const alicesPage = connect(0, tokenFor(alice));
    await connected(alicesPage);
    const told = received(alicesPage, FRIEND_PRESENCE_EVENT);

    const bobsPages = [connect(1, tokenFor(bob)), connect(0, tokenFor(bob))];
    await Promise.all(bobsPages.map(connected));
    await receiving(told, alicesPage, FRIEND_PRESENCE_EVENT, 1);

    const aliceToken = tokenFor(alice);
    const friends = await gateways[1].inject({
      method: 'GET',
      url: '/api/friends',
      headers: { authorization: `Bearer ${aliceToken}` },
    });
    expect(friends.statusCode).toBe(200);
    expect(
      friends
        .json<{ data: { friends: FriendOnline[] } }>()
        .data.friends.map(({ friend, online }) => [friend.id, online]),
    ).toEqual([
      [bob, true],
      [carol, false],
    ]);

    const closing = disconnected(bobsPages[0]);
    bobsPages[0].disconnect();
    await closing;
    bobsPages[1].disconnect();
    await receiving(told, alicesPage, FRIEND_PRESENCE_EVENT, 2);
    // Online once for the first page, offline once after the last: the second page changed nothing.
    expect(told).toEqual([
      { userId: bob, online: true },
      { userId: bob, online: false },
    ]);
  });
});
