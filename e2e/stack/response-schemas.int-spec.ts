import {
  accountUser,
  activityPage,
  adminCatalogue,
  adminQueued,
  adminReport,
  adminReportPage,
  adminSystem,
  adminUser,
  adminUserDetail,
  adminUserPage,
  anime,
  animeLists,
  apiTokenRevocation,
  apiTokens,
  arrayOf,
  auditPage,
  authSession,
  calendarFeed,
  conversation,
  countedPageOf,
  createdApiToken,
  type DataSchema,
  episodeProgressMap,
  episodeProgressResult,
  favoriteCharacter,
  favoriteCharacterRemoved,
  favoriteCharacters,
  filedReport,
  friendActivityPage,
  friendOnline,
  friendRequest,
  friendRequests,
  listEntry,
  listStatistics,
  messagePage,
  notificationPage,
  notificationRead,
  notificationsReadAll,
  okEnvelopeOf,
  publicLists,
  sentMessage,
  signedInSession,
} from '@tracker/contracts/schemas';

import { Stack } from '../support/stack';

/**
 * Issue 17: the answers the real processes send match the response schemas the API docs show and the
 * types are inferred from. Checked here, on the main routes, instead of at run time in the gateway.
 */
describe('answers match their response schemas', () => {
  /** A fixture title of the fake public API: a 12-episode TV series. */
  const BAKERY = 90011;
  let stack: Stack;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    stack = await Stack.start('response-schemas', {
      services: ['auth-user', 'lists-progress', 'catalogue', 'social'],
      // Jet is the admin, for the admin panel's answers.
      env: { JIKAN_MIN_GAP_MS: '0', SERVICE_TIMEOUT_MS: '5000', ADMIN_EMAIL: 'jet@bebop.test' },
    });
    for (const name of ['Jet', 'Edward', 'Spike']) {
      const body = await expectAnswer(
        { status: 201, schema: authSession },
        'POST',
        '/api/auth/register',
        undefined,
        { username: name, email: `${name}@bebop.test`, displayName: name, password: 'Bebop1' },
      );
      tokens[name] = body.data.token;
      ids[name] = body.data.user.id;
    }
  });

  afterAll(async () => {
    await stack?.stop();
  });

  interface Expected {
    status?: number;
    schema: DataSchema;
  }

  /** Calls a route and reads its answer with the envelope around the data's schema: unknown fields fail. */
  async function expectAnswer(
    { status = 200, schema }: Expected,
    method: string,
    path: string,
    token?: string,
    json?: unknown,
  ) {
    const answer = await stack.call(method, path, { token, json });
    const { body } = answer;
    expect({ route: `${method} ${path}`, status: answer.status }).toEqual({
      route: `${method} ${path}`,
      status,
    });
    const read = okEnvelopeOf(schema).safeParse(body);
    if (!read.success) throw new Error(`${method} ${path} answered off its schema: ${read.error.message}`);
    // The schema drops fields it does not declare: an answer with more than its schema differs here.
    expect(read.data).toEqual(body);
    return body;
  }
  const as = (user: string) => ({
    get: (schema: DataSchema, path: string) => expectAnswer({ schema }, 'GET', path, tokens[user]),
    write: (expected: Expected, method: string, path: string, json?: unknown) =>
      expectAnswer(expected, method, path, tokens[user], json),
  });

  it('answers the lists, statistics and episode progress as declared', async () => {
    const jet = as('Jet');
    await jet.write(
      { status: 201, schema: { entry: listEntry.nullable() } },
      'POST',
      '/api/auth/anime-lists',
      {
        animeId: BAKERY,
        status: 'watching',
        score: 8,
      },
    );
    await jet.write({ schema: episodeProgressResult }, 'POST', '/api/auth/episode-progress', {
      animeId: BAKERY,
      episodeNumber: 1,
    });
    const { data } = await jet.get({ lists: animeLists }, '/api/auth/anime-lists');
    expect(data.lists.watching).toHaveLength(1);
    await jet.get({ statistics: listStatistics }, '/api/auth/statistics');
    const progress = await jet.get({ episodeProgress: episodeProgressMap }, '/api/auth/episode-progress');
    expect(Object.keys(progress.data.episodeProgress)).toEqual([String(BAKERY)]);
    await jet.get(publicLists, '/api/users/Jet/anime-lists');
  });

  it('answers favorite characters as declared', async () => {
    const edward = as('Edward');
    // A character of the fake public API's Starlit Cartographers (90001).
    const path = '/api/auth/favorite-characters/300001';
    await edward.write({ schema: favoriteCharacter }, 'PUT', path, { animeId: 90001 });
    const { data } = await edward.get(favoriteCharacters, '/api/users/Edward/favorite-characters');
    expect(data.items).toHaveLength(1);
    await edward.write({ schema: favoriteCharacterRemoved }, 'DELETE', path);
  });

  it('answers personal API tokens as declared', async () => {
    const spike = as('Spike');
    const made = await spike.write({ status: 201, schema: createdApiToken }, 'POST', '/api/auth/api-tokens', {
      name: 'Swordfish',
      scope: 'read',
    });
    const listed = await spike.get(apiTokens, '/api/auth/api-tokens');
    expect(listed.data.items).toHaveLength(1);
    await spike.write({ schema: apiTokenRevocation }, 'DELETE', `/api/auth/api-tokens/${made.data.id}`);
  });

  it('answers the private calendar feed address and its regeneration as declared', async () => {
    const { data } = await as('Spike').get(calendarFeed, '/api/auth/calendar-feed');
    const renewed = await as('Spike').write(
      { schema: calendarFeed },
      'POST',
      '/api/auth/calendar-feed/regenerate',
    );
    expect(renewed.data.path).not.toBe(data.path);
    // The feeds themselves are iCalendar, not the envelope: the calendar-feeds suite parses them back.
    expect((await stack.get(renewed.data.path)).headers.get('content-type')).toBe(
      'text/calendar; charset=utf-8',
    );
  });

  it('answers the account and the signed-in session as declared', async () => {
    await as('Jet').get({ user: accountUser }, '/api/auth/me');
    const session = await as('Jet').get(signedInSession, '/api/auth/session');
    expect(session.data.listData).not.toBeNull();
  });

  it('answers the catalogue search and a title by id as declared', async () => {
    const search = await as('Edward').get(countedPageOf(anime), '/api/database/search?q=a');
    expect(search.data.items.length).toBeGreaterThan(0);
    await as('Edward').get(anime, `/api/database/anime/${search.data.items[0].mal_id}`);
  });

  it('answers friends, requests, messages and conversations as declared', async () => {
    const asked = await as('Jet').write(
      { status: 201, schema: { request: friendRequest } },
      'POST',
      '/api/friends/request',
      {
        userId: ids.Edward,
      },
    );
    await as('Edward').get(friendRequests, '/api/friends/requests');
    await as('Edward').write(
      { schema: { request: friendRequest } },
      'PUT',
      `/api/friends/requests/${asked.data.request.id}/accept`,
    );
    const friends = await as('Jet').get({ friends: arrayOf(friendOnline) }, '/api/friends');
    expect(friends.data.friends).toHaveLength(1);
    const sent = await as('Jet').write({ status: 201, schema: sentMessage }, 'POST', '/api/messages', {
      receiverId: ids.Edward,
      content: 'Hi Edward',
    });
    const conversations = await as('Edward').get(
      { conversations: arrayOf(conversation) },
      '/api/messages/conversations',
    );
    expect(conversations.data.conversations[0].unreadCount).toBe(1);
    await as('Edward').get(messagePage, `/api/messages/conversations/${sent.data.conversationId}/messages`);
  });

  it('answers notifications, a read mark and read-all as declared', async () => {
    const asked = await as('Spike').write(
      { status: 201, schema: { request: friendRequest } },
      'POST',
      '/api/friends/request',
      { userId: ids.Edward },
    );
    await as('Edward').write(
      { schema: { request: friendRequest } },
      'PUT',
      `/api/friends/requests/${asked.data.request.id}/accept`,
    );
    const { data } = await as('Spike').get(notificationPage, '/api/notifications?limit=1');
    expect(data.notifications).toMatchObject([{ kind: 'friend_accepted', actor: { id: ids.Edward } }]);
    const [{ id }] = (await as('Edward').get(notificationPage, '/api/notifications')).data.notifications;
    await as('Edward').write({ schema: notificationRead }, 'PUT', `/api/notifications/${id}/read`);
    await as('Edward').write({ schema: notificationsReadAll }, 'PUT', '/api/notifications/read-all');
  });

  it("answers a user's activity and the friends' activity as declared", async () => {
    const own = await as('Jet').get(activityPage, '/api/users/Jet/activity?limit=1');
    expect(own.data.items).toHaveLength(1);
    expect(own.data.nextCursor).toEqual(expect.any(String));
    await as('Jet').get(activityPage, `/api/users/Jet/activity?cursor=${own.data.nextCursor}`);
    await as('Edward').get(friendActivityPage, '/api/auth/activity/friends');
  });

  it("answers the admin panel's reports, catalogue jobs, system and audit log as declared", async () => {
    const jet = as('Jet');
    await as('Spike').write({ status: 201, schema: { report: filedReport } }, 'POST', '/api/reports', {
      userId: ids.Edward,
      reason: 'spam',
      details: 'Sends links',
    });
    const inbox = await jet.get(adminReportPage, '/api/admin/reports');
    expect(inbox.data.reports).toHaveLength(1);
    const [{ id }] = inbox.data.reports;
    await jet.write({ schema: { report: adminReport } }, 'POST', `/api/admin/reports/${id}/resolve`, {
      note: 'Warned',
    });
    await as('Jet').get(anime, `/api/database/anime/${BAKERY}`);
    await jet.write({ status: 202, schema: adminQueued }, 'POST', `/api/admin/catalogue/enrich/${BAKERY}`);
    const catalogue = await jet.get(adminCatalogue, '/api/admin/catalogue');
    expect(catalogue.data.counts.prioritized).toBeGreaterThan(0);
    const system = await jet.get(adminSystem, '/api/admin/system');
    expect(
      system.data.services.filter((service: { status: string }) => service.status === 'up'),
    ).toHaveLength(4);
    const audit = await jet.get(auditPage, '/api/admin/audit');
    expect(audit.data.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'catalogue.enrich',
      'report.resolve',
    ]);
  });

  // Last: it disables Edward, which ends Edward's session.
  it("answers the admin panel's users, a user's detail, each action and the audit log as declared", async () => {
    const jet = as('Jet');
    const page = await jet.get(adminUserPage, '/api/admin/users?q=e');
    expect(page.data.total).toBeGreaterThan(0);
    const detail = await jet.get({ user: adminUserDetail }, `/api/admin/users/${ids.Edward}`);
    expect(detail.data.user.listCount).toBe(0);
    for (const action of ['promote', 'demote', 'disable', 'enable'])
      await jet.write({ schema: { user: adminUser } }, 'POST', `/api/admin/users/${ids.Edward}/${action}`);
    const audit = await jet.get(auditPage, '/api/admin/audit');
    expect(audit.data.entries.slice(0, 4).map((entry: { action: string }) => entry.action)).toEqual([
      'user.enable',
      'user.disable',
      'user.demote',
      'user.promote',
    ]);
  });
});
