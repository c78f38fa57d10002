import { randomUUID } from 'node:crypto';

import { BLOCKS, FRIENDS, MESSAGES, REPORTS } from '@tracker/contracts';

import { type AuthRoutesHarness, startAuthRoutes } from './support/auth-harness.js';
import { ASKED_ME, FakeSocialModule, lastSocialCall, REFUSING, socialCalls } from './support/fake-social.js';

const failure = (error: string) => ({ success: false, data: null, error });

/** The friends, messages and reports routes against a stand-in social service. */
describe('the social routes', () => {
  let harness: AuthRoutesHarness;

  beforeAll(async () => {
    harness = await startAuthRoutes('gateway-social', FakeSocialModule, {});
  }, 60_000);

  afterAll(async () => {
    await harness?.close();
  });

  const request: AuthRoutesHarness['requestAs'] = (...args) => harness.requestAs(...args);

  it("asks for the token's user, never one the client names", async () => {
    const userId = randomUUID();
    expect(await request('GET', `/api/friends?userId=${randomUUID()}`, userId)).toMatchObject({
      status: 200,
      body: { success: true, data: { friends: [] }, error: null },
    });
    expect(lastSocialCall(FRIENDS.list.pattern)).toEqual({ userId });
  });

  it('answers a new request 201, and 200 when it accepted their pending request instead', async () => {
    const userId = randomUUID();
    const asked = await request('POST', '/api/friends/request', userId, { userId: randomUUID() });
    expect(asked).toMatchObject({ status: 201, body: { data: { request: { status: 'pending' } } } });
    const accepted = await request('POST', '/api/friends/request', userId, { userId: ASKED_ME });
    expect(accepted).toMatchObject({ status: 200, body: { data: { request: { status: 'accepted' } } } });
  });

  it.each([
    ['FORBIDDEN', 403],
    ['CONFLICT', 409],
    ['RATE_LIMITED', 429],
  ] as const)("answers the service's %s as %i with its message", async (code, status) => {
    const reply = await request('POST', '/api/friends/request', randomUUID(), { userId: REFUSING[code] });
    expect(reply).toMatchObject({ status, body: failure(`Refused with ${code}.`) });
  });

  it('refuses bad ids, bodies and cursors with 400 before the service is asked', async () => {
    const userId = randomUUID();
    const before = socialCalls.length;
    const refusals = await Promise.all([
      request('PUT', '/api/friends/requests/42/accept', userId),
      request('DELETE', '/api/friends/blocked/me', userId),
      request('POST', '/api/friends/request', userId, { userId: randomUUID(), senderId: randomUUID() }),
      request('POST', '/api/messages', userId, { receiverId: randomUUID(), content: '   ' }),
      request('GET', `/api/messages/conversations/${randomUUID()}/messages?before=yesterday`, userId),
      request('POST', '/api/reports', userId, { userId: randomUUID(), reason: 'bored' }),
    ]);
    expect(refusals.map((reply) => [reply.status, reply.body.error])).toEqual([
      [400, 'requestId must be the id of a friend request (a UUID).'],
      [400, 'userId must be the id of a blocked user (a UUID).'],
      [400, 'Unknown field: senderId. Accepted: userId.'],
      [400, 'A message cannot be blank: write something to send.'],
      [400, 'before must be the nextCursor of a page (a message id).'],
      [400, 'reason must be one of spam, harassment, inappropriate, other.'],
    ]);
    expect(socialCalls.length).toBe(before);
  });

  it("passes the route's ids and the read query on, and the service's 404 back", async () => {
    const userId = randomUUID();
    const [conversationId, blockedId, requestId] = [randomUUID(), randomUUID(), randomUUID()];
    await request('GET', `/api/messages/conversations/${conversationId}/messages?limit=20`, userId);
    expect(lastSocialCall(MESSAGES.page.pattern)).toEqual({
      userId,
      conversationId,
      query: { limit: 20 },
    });
    expect(await request('DELETE', `/api/friends/blocked/${blockedId}`, userId)).toMatchObject({
      status: 200,
      body: { data: { userId: blockedId } },
    });
    expect(lastSocialCall(BLOCKS.unblock.pattern)).toEqual({ userId, blockedId });
    expect(await request('PUT', `/api/friends/requests/${requestId}/accept`, userId)).toMatchObject({
      status: 404,
      body: failure('Friend request not found.'),
    });
    expect(lastSocialCall(FRIENDS.accept.pattern)).toEqual({ userId, requestId });
  });

  it('files a report as the signed-in user, 201', async () => {
    const userId = randomUUID();
    const body = { userId: randomUUID(), reason: 'spam', details: 'Links everywhere' };
    expect(await request('POST', '/api/reports', userId, body)).toMatchObject({
      status: 201,
      body: { data: { report: { id: 'rep-1' } } },
    });
    expect(lastSocialCall(REPORTS.file.pattern)).toEqual({ userId, body });
  });

  it('is for signed-in users only', async () => {
    const before = socialCalls.length;
    for (const [method, url] of [
      ['GET', '/api/friends'],
      ['GET', '/api/messages/conversations'],
      ['POST', '/api/messages'],
      ['POST', '/api/reports'],
    ] as const)
      expect(await request(method, url)).toMatchObject({ status: 401, body: failure('Not authenticated') });
    expect(socialCalls.length).toBe(before);
  });
});
