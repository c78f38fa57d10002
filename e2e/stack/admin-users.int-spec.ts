import {
  adminUser,
  adminUserDetail,
  adminUserPage,
  auditPage,
  okEnvelopeOf,
} from '@tracker/contracts/schemas';
import { eventually } from '@tracker/testing';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';

import { Stack } from '../support/stack';

const ADMIN_EMAIL = 'root@admin-users.test';
const PASSWORD = 'Bebop1';
/** A fixture title of the fake Jikan: 12 episodes. */
const BAKERY = 90011;
const ADMIN_ONLY = 'Only administrators can do this.';
const DISABLED = 'This account has been disabled. Contact an administrator.';

interface Account {
  id: string;
  username: string;
  email: string;
  token: string;
}

/**
 * Issue 20's Users panel through the real processes, with two gateway replicas: who may use it, what it
 * shows, and what disabling an account does to its open sessions wherever they are.
 */
describe('the admin panel: users', () => {
  let stack: Stack;
  let root: Account;
  let serial = 0;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    stack = await Stack.start('admin-users', {
      services: ['auth-user', 'lists-progress', 'catalogue'],
      gateways: 2,
      env: {
        ADMIN_EMAIL,
        SEED_ON_START: 'false',
        JIKAN_MIN_GAP_MS: '0',
        SERVICE_TIMEOUT_MS: '5000',
      },
    });
    await stack.get(`/api/database/anime/${BAKERY}`);
    root = await signUp('root', ADMIN_EMAIL);
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function signUp(name: string, email?: string): Promise<Account> {
    serial += 1;
    const username = `${name}_${serial}`;
    const address = email ?? `${username}@admin-users.test`;
    const { token, user } = await stack.register(username, { email: address, password: PASSWORD });
    return { id: user.id, username, email: address, token };
  }

  const login = (email: string, baseUrl?: string) =>
    stack.call('POST', '/api/auth/login', { json: { email, password: PASSWORD }, baseUrl });
  const as = (token: string, baseUrl?: string) => ({
    get: (path: string) => stack.call('GET', path, { token, baseUrl }),
    post: (path: string) => stack.call('POST', path, { token, baseUrl }),
  });
  /** A fresh admin, signed in again after the promotion so that its token says so. */
  const newAdmin = async (name: string): Promise<Account> => {
    const account = await signUp(name);
    expect((await as(root.token).post(`/api/admin/users/${account.id}/promote`)).status).toBe(200);
    const signedIn = await login(account.email);
    return { ...account, token: signedIn.body.data.token };
  };
  /** Reads an answer with the envelope around the data's schema: a field it does not declare fails. */
  const expectShape = (body: unknown, data: Parameters<typeof okEnvelopeOf>[0]) => {
    const read = okEnvelopeOf(data).safeParse(body);
    if (!read.success) throw new Error(`off its schema: ${read.error.message}`);
    expect(read.data).toEqual(body);
  };

  /** A socket.io connection as the web opens one, to one gateway replica. */
  const connect = (baseUrl: string, token: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = io(baseUrl, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token },
        reconnection: false,
      });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });

  it('answers 401 without a token and 403 to a signed-in user who is not an admin, on every route', async () => {
    const user = await signUp('mallory');
    const routes = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${user.id}`],
      ...['promote', 'demote', 'disable', 'enable'].map((act) => [
        'POST',
        `/api/admin/users/${user.id}/${act}`,
      ]),
      ['GET', '/api/admin/audit'],
    ];
    for (const [method, path] of routes) {
      expect({ path, ...(await stack.call(method, path)) }).toEqual({
        path,
        status: 401,
        body: { success: false, data: null, error: 'Not authenticated' },
      });
      expect({ path, ...(await stack.call(method, path, { token: user.token })) }).toEqual({
        path,
        status: 403,
        body: { success: false, data: null, error: ADMIN_ONLY },
      });
    }
    // The user promoted itself nowhere.
    expect((await as(root.token).get(`/api/admin/users/${user.id}`)).body.data.user.isAdmin).toBe(false);
  });

  it("lists and searches accounts, and shows one with its lists' counts", async () => {
    const faye = await signUp('faye');
    await stack.call('POST', '/api/auth/anime-lists', {
      token: faye.token,
      json: { animeId: BAKERY, status: 'watching' },
    });
    for (const episodeNumber of [1, 2])
      await stack.call('POST', '/api/auth/episode-progress', {
        token: faye.token,
        json: { animeId: BAKERY, episodeNumber },
      });

    const list = await as(root.token).get(`/api/admin/users?q=${faye.username.toUpperCase()}`);
    expect(list.status).toBe(200);
    expectShape(list.body, adminUserPage);
    expect(list.body.data).toMatchObject({ page: 1, pageSize: 20, total: 1, users: [{ id: faye.id }] });

    const detail = await as(root.token).get(`/api/admin/users/${faye.id}`);
    expect(detail.status).toBe(200);
    expectShape(detail.body, { user: adminUserDetail });
    expect(detail.body.data.user).toMatchObject({
      id: faye.id,
      email: faye.email,
      isAdmin: false,
      disabled: false,
      deletion: null,
      listCount: 1,
      episodeCount: 2,
    });

    expect(await as(root.token).get('/api/admin/users/00000000-0000-4000-8000-000000000000')).toMatchObject({
      status: 404,
      body: { success: false, error: 'User not found' },
    });
    expect(await as(root.token).get('/api/admin/users/faye')).toMatchObject({
      status: 400,
      body: { success: false, error: 'userId must be the id of a user (a UUID).' },
    });
    expect(await as(root.token).get(`/api/admin/users?q=${'x'.repeat(101)}`)).toMatchObject({ status: 400 });
  });

  it("disabling ends the user's sessions at once on every replica and closes their open socket", async () => {
    const [adminUrl, otherUrl] = stack.gatewayUrls;
    const spike = await signUp('spike');
    const secondDevice = (await login(spike.email, otherUrl)).body.data.token as string;
    // Both replicas have let the tokens in (and cached the user's sessions as open).
    for (const url of stack.gatewayUrls)
      for (const token of [spike.token, secondDevice])
        expect((await as(token, url).get('/api/auth/me')).status).toBe(200);
    const socket = await connect(otherUrl, secondDevice);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const disabled = await as(root.token, adminUrl).post(`/api/admin/users/${spike.id}/disable`);
    expect(disabled.status).toBe(200);
    expectShape(disabled.body, { user: adminUser });
    expect(disabled.body.data.user).toMatchObject({ id: spike.id, disabled: true });

    // At once on both replicas: the one that answered cached the end in Redis, which they share.
    expect((await as(spike.token, adminUrl).get('/api/auth/me')).status).toBe(401);
    expect(await closed).toBe('io server disconnect');
    for (const url of stack.gatewayUrls)
      for (const token of [spike.token, secondDevice])
        expect(await as(token, url).get('/api/auth/me')).toMatchObject({
          status: 401,
          body: { error: 'Not authenticated' },
        });
    await expect(connect(otherUrl, secondDevice)).rejects.toThrow('Not authenticated');

    expect(await login(spike.email)).toMatchObject({
      status: 403,
      body: { success: false, data: null, error: DISABLED },
    });
    expect(await stack.get(`/api/users/${spike.username}`)).toMatchObject({ status: 404 });
    expect(await stack.get(`/api/users/${spike.username}/anime-lists`)).toMatchObject({ status: 404 });
    // Again changes nothing.
    expect((await as(root.token).post(`/api/admin/users/${spike.id}/disable`)).status).toBe(200);

    const enabled = await as(root.token).post(`/api/admin/users/${spike.id}/enable`);
    expect(enabled.body.data.user).toMatchObject({ id: spike.id, disabled: false });
    const back = await login(spike.email);
    expect(back.status).toBe(200);
    expect((await as(back.body.data.token).get('/api/auth/me')).status).toBe(200);
    expect((await as(spike.token, otherUrl).get('/api/auth/me')).status).toBe(401);
    expect((await stack.get(`/api/users/${spike.username}`)).status).toBe(200);

    const audit = await as(root.token).get('/api/admin/audit');
    expectShape(audit.body, auditPage);
    expect(audit.body.data.entries.slice(0, 2)).toMatchObject([
      { action: 'user.enable', actor: { id: root.id }, targetId: spike.id, targetLabel: spike.username },
      { action: 'user.disable', actor: { id: root.id }, targetId: spike.id, targetLabel: spike.username },
    ]);
  });

  it('refuses an admin acting on themself, and an admin demoted since their token was issued', async () => {
    const former = await newAdmin('former');
    for (const act of ['demote', 'disable'])
      expect(await as(root.token).post(`/api/admin/users/${root.id}/${act}`)).toMatchObject({
        status: 400,
        body: {
          error: act === 'demote' ? 'You cannot demote yourself.' : 'You cannot disable your own account.',
        },
      });
    expect((await as(former.token).get('/api/admin/users')).status).toBe(200);
    expect((await as(root.token).post(`/api/admin/users/${former.id}/demote`)).body.data.user.isAdmin).toBe(
      false,
    );
    // The token still says isAdmin; auth-user does not.
    expect(await as(former.token).get('/api/admin/users')).toMatchObject({
      status: 403,
      body: { error: ADMIN_ONLY },
    });
  });

  it('never demotes the last admin: of two admins demoting each other at once, the second gets 409', async () => {
    const other = await newAdmin('other');
    const db = new pg.Client({
      connectionString: stack.infra.databaseUrl,
      options: '-c search_path=auth_user',
    });
    await db.connect();
    try {
      await db.query('UPDATE users SET is_admin = false WHERE id <> ALL($1)', [[root.id, other.id]]);
      // Hold the admins' rows, so both demotions pass their own admin check before either counts.
      const holder = new pg.Client({
        connectionString: stack.infra.databaseUrl,
        options: '-c search_path=auth_user',
      });
      await holder.connect();
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM users WHERE is_admin FOR UPDATE');
      const both = Promise.all([
        as(root.token).post(`/api/admin/users/${other.id}/demote`),
        as(other.token, stack.gatewayUrls[1]).post(`/api/admin/users/${root.id}/demote`),
      ]);
      await eventually(async () => {
        const { rows } = await db.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        expect(rows[0].n).toBe(2);
      }, 10_000);
      await holder.query('ROLLBACK');
      await holder.end();
      const answers = await both;
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body).toEqual({
        success: false,
        data: null,
        error: 'The last admin cannot be demoted.',
      });
      const { rows } = await db.query('SELECT count(*)::int AS n FROM users WHERE is_admin');
      expect(rows[0].n).toBe(1);
    } finally {
      await db.end();
    }
  });
});
