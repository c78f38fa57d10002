import type { AccountDeletion } from '@tracker/contracts';
import { accountDeletion, okEnvelopeOf } from '@tracker/contracts/schemas';
import { eventually } from '@tracker/testing';
import pg from 'pg';

import { Stack } from '../support/stack';

/** Fixture titles and a character of the fake public API: the bakery has 12 episodes. */
const BAKERY = 90011;
const STARLIT = 90001;
const AOI = 300_001;
const STEPS = ['lists-progress', 'social', 'dashboard', 'media', 'account'];
/** The smallest valid GIF: one transparent pixel. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** What auth-user keeps of a deleted account on purpose: the deletion itself and the audit log. */
const KEPT_RECORDS = ['auth_user.account_deletions', 'auth_user.admin_audit_entries'];

/**
 * Issue 20's account deletion through the real processes: an admin deletes a user who has lists, episode
 * progress, favorites, activity, friends, messages, reports, blocks, a dashboard and an avatar; afterwards
 * no row of any schema of the stack's database names the user. A deletion whose auth-user is killed
 * mid-way (a step failing, the process SIGKILLed) finishes once it is back, each step recorded once.
 */
describe('deleting an account through the stack', () => {
  let stack: Stack;
  let db: pg.Client;
  let admin: { token: string; id: string };

  beforeAll(async () => {
    stack = await Stack.start('account-deletion', {
      env: {
        ADMIN_EMAIL: 'boss@bebop.test',
        JIKAN_MIN_GAP_MS: '0',
        SEED_ON_START: 'false',
        // A failed step is tried again soon, and a killed auth-user's job is taken up within ~2 s.
        ACCOUNT_DELETION_BACKOFF_MS: '100',
        ACCOUNT_DELETION_STALLED_MS: '1000',
        // A step waits this long for a service that is down: the crash below lands while it waits.
        SERVICE_TIMEOUT_MS: '5000',
      },
    });
    db = new pg.Client({ connectionString: stack.infra.databaseUrl });
    await db.connect();
    await stack.get(`/api/database/anime/${BAKERY}`);
    const boss = await stack.register('boss');
    admin = { token: boss.token, id: boss.user.id };
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  const as = (token: string) => ({
    call: (method: string, path: string, json?: unknown) => stack.call(method, path, { token, json }),
    write: async (method: string, path: string, json?: unknown, form?: FormData) => {
      const answer = await stack.call(method, path, { token, json, form });
      if (answer.status >= 300)
        throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body.error ?? answer.text}`);
      return answer.body.data;
    },
  });
  const signUp = async (username: string) => {
    const { token, user } = await stack.register(username);
    return { token, id: user.id as string, username };
  };
  type Person = Awaited<ReturnType<typeof signUp>>;
  const befriend = async (asker: Person, receiver: Person) => {
    const { request } = await as(asker.token).write('POST', '/api/friends/request', { userId: receiver.id });
    await as(receiver.token).write('PUT', `/api/friends/requests/${request.id}/accept`);
  };

  /** A user with a row in every service: lists, progress, favorites, friends, messages, a dashboard, an avatar. */
  const busyUser = async (username: string) => {
    const user = await signUp(username);
    const friend = await signUp(`${username}_friend`);
    const stranger = await signUp(`${username}_stranger`);
    const own = as(user.token);
    await own.write('POST', '/api/auth/anime-lists', { animeId: BAKERY, status: 'watching', score: 8 });
    await own.write('POST', '/api/auth/anime-lists', { animeId: BAKERY, status: 'favorite' });
    await own.write('POST', '/api/auth/episode-progress', { animeId: BAKERY, episodeNumber: 1 });
    await own.write('PUT', `/api/auth/favorite-characters/${AOI}`, { animeId: STARLIT });
    // A write with an Idempotency-Key keeps its answer for a day: a row of its own.
    const keyed = await fetch(`${stack.baseUrl}/api/auth/episode-progress`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': 'application/json',
        'idempotency-key': `${username}-mark-2`,
      },
      body: JSON.stringify({ animeId: BAKERY, episodeNumber: 2 }),
    });
    expect(keyed.status).toBe(200);
    await befriend(user, friend);
    const { conversationId } = await own.write('POST', '/api/messages', {
      receiverId: friend.id,
      content: 'See you, space cowboy',
    });
    await as(friend.token).write('POST', '/api/messages', { receiverId: user.id, content: 'Bang' });
    await own.write('PUT', `/api/messages/conversations/${conversationId}/read`);
    await as(friend.token).write('PUT', `/api/messages/conversations/${conversationId}/read`);
    await as(stranger.token).write('POST', '/api/friends/request', { userId: user.id });
    await own.write('POST', '/api/friends/blocked', { userId: (await signUp(`${username}_blocked`)).id });
    await as(stranger.token).write('POST', '/api/reports', { userId: user.id, reason: 'spam' });
    await own.write('GET', `/api/users/${username}/dashboard-config`);
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(GIF)], { type: 'image/gif' }), 'avatar.gif');
    const { avatarUrl } = await own.write('POST', '/api/auth/upload-avatar', undefined, form);
    // A second session, logged out: its token's id is kept until it would have expired.
    const { token: other } = await as('').write('POST', '/api/auth/login', {
      email: `${username}@bebop.test`,
      password: 'Bebop1',
    });
    await as(other).write('POST', '/api/auth/logout');
    expect(await tablesNaming(user.id)).toEqual(
      expect.arrayContaining([
        'auth_user.media',
        'auth_user.revoked_tokens',
        'auth_user.users',
        'dashboard.dashboard_configs',
        'lists_progress.activity_entries',
        'lists_progress.episode_progress',
        'lists_progress.favorite_characters',
        'lists_progress.idempotent_writes',
        'lists_progress.list_entries',
        'social.blocks',
        'social.conversation_reads',
        'social.conversations',
        'social.friend_requests',
        'social.friendships',
        'social.messages',
        'social.reports',
      ]),
    );
    return { user, friend, avatar: avatarUrl as string };
  };

  /**
   * Every table of every schema in the stack's database with a row whose text (all its columns: ids,
   * names, JSON copies of messages) holds `userId`, as 'schema.table'.
   */
  async function tablesNaming(userId: string): Promise<string[]> {
    const { rows: tables } = await db.query<{ name: string }>(
      `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        ORDER BY 1`,
    );
    expect(tables.length).toBeGreaterThan(20);
    const naming: string[] = [];
    for (const { name } of tables) {
      const { rows } = await db.query(`SELECT 1 FROM ${name} t WHERE t::text LIKE '%' || $1 || '%' LIMIT 1`, [
        userId,
      ]);
      if (rows.length) naming.push(name);
    }
    return naming;
  }

  /** The answer as its response schema reads it: exactly its declared fields. */
  const declared = (body: unknown) => {
    const read = okEnvelopeOf({ deletion: accountDeletion }).safeParse(body);
    if (!read.success) throw new Error(`A deletion answered off its schema: ${read.error.message}`);
    expect(read.data).toEqual(body);
    return (read.data.data as { deletion: AccountDeletion }).deletion;
  };
  /** What the deletion says now, as the admin reads it. */
  const deletionOf = async (userId: string) => {
    const answer = await as(admin.token).call('GET', `/api/admin/deletions/${userId}`);
    expect(answer.status).toBe(200);
    return declared(answer.body);
  };
  const finished = (userId: string) =>
    eventually(async () => {
      const deletion = await deletionOf(userId);
      expect(deletion.state).toBe('done');
      return deletion;
    }, 30_000);
  /** The deletion's row as auth-user keeps it. */
  const stored = async (userId: string) =>
    (
      await db.query('SELECT state, steps_done, error FROM auth_user.account_deletions WHERE user_id = $1', [
        userId,
      ])
    ).rows[0];

  it('deletes a user and every row naming them in every service; their tokens end at once', async () => {
    const { user, friend, avatar } = await busyUser('faye');

    const asked = await as(admin.token).call('DELETE', `/api/admin/users/${user.id}`);

    expect(asked.status).toBe(202);
    expect(declared(asked.body)).toMatchObject({
      userId: user.id,
      username: 'faye',
      state: 'queued',
      steps: STEPS,
    });
    expect(await as(user.token).call('GET', '/api/auth/me')).toMatchObject({
      status: 401,
      body: { error: 'Not authenticated' },
    });
    const done = await finished(user.id);
    expect(done).toMatchObject({ stepsDone: STEPS, error: null, finishedAt: expect.any(String) });

    expect(await tablesNaming(user.id)).toEqual(KEPT_RECORDS);
    expect((await stack.get(avatar)).status).toBe(404);
    expect((await stack.get('/api/users/faye')).status).toBe(404);
    expect((await as(friend.token).call('GET', '/api/friends')).body.data.friends).toEqual([]);
    expect(
      (await as(friend.token).call('GET', '/api/messages/conversations')).body.data.conversations,
    ).toEqual([]);
    // Asked again, the admin gets the finished deletion; the username is free again.
    const again = await as(admin.token).call('DELETE', `/api/admin/users/${user.id}`);
    expect(again).toMatchObject({ status: 202, body: { data: { deletion: done } } });
    await signUp('faye');
  });

  it('finishes a deletion whose auth-user was killed mid-way, each step once', async () => {
    const { user } = await busyUser('jet');
    // social is down: the deletion erases the lists, then waits for social.
    await stack.service('social').stop();
    expect((await as(admin.token).call('DELETE', `/api/admin/users/${user.id}`)).status).toBe(202);
    // Killed while it waits for social's answer (5 s): its job is left active, locked by a dead worker,
    // for the restarted auth-user's stalled-job check to take up again.
    await eventually(
      async () =>
        expect(await stored(user.id)).toMatchObject({ state: 'running', steps_done: ['lists-progress'] }),
      20_000,
      50,
    );
    await stack.service('auth-user').stop('SIGKILL');
    await stack.service('social').start();
    await stack.service('auth-user').start();

    expect(await finished(user.id)).toMatchObject({ stepsDone: STEPS, error: null });
    expect(stack.service('auth-user').output).toContain(`Deletion of ${user.id} taken up again`);
    expect(await stored(user.id)).toEqual({ state: 'done', steps_done: STEPS, error: null });
    expect(await tablesNaming(user.id)).toEqual(KEPT_RECORDS);
  });
});
