import { randomUUID } from 'node:crypto';

import { EPISODES, IDEMPOTENCY_KEY_ERROR, LISTS } from '@tracker/contracts';

import { type AuthRoutesHarness, startAuthRoutes } from './support/auth-harness.js';
import { tokenFor } from './support/fake-auth-user.js';
import { ENTRY, FakeListsProgressModule, lastListCall, listCalls } from './support/fake-lists-progress.js';

const failure = (error: string) => ({ success: false, data: null, error });

/** The lists routes against a stand-in lists-progress: who is asking, route checks, bodies and files. */
describe('the lists routes', () => {
  let harness: AuthRoutesHarness;

  beforeAll(async () => {
    harness = await startAuthRoutes('gateway-lists', FakeListsProgressModule, {});
  }, 60_000);

  afterAll(async () => {
    await harness?.close();
  });

  const request: AuthRoutesHarness['requestAs'] = (...args) => harness.requestAs(...args);

  it("answers the lists of the token's user as data.lists, never a user named by the client", async () => {
    const userId = randomUUID();
    const reply = await request('GET', '/api/auth/anime-lists?userId=someone-else', userId);
    expect(reply).toMatchObject({
      status: 200,
      body: { success: true, data: { lists: { watching: [ENTRY] } }, error: null },
    });
    expect(lastListCall(LISTS.lists.pattern)).toEqual({ userId });
  });

  it('refuses anonymous visitors before any service is asked', async () => {
    const before = listCalls.length;
    expect(await request('GET', '/api/auth/anime-lists')).toMatchObject({
      status: 401,
      body: failure('Not authenticated'),
    });
    expect(await request('POST', '/api/auth/episode-progress')).toMatchObject({ status: 401 });
    expect(await request('GET', `/api/recommendations/${randomUUID()}`)).toMatchObject({ status: 401 });
    expect(listCalls.length).toBe(before);
  });

  it('passes the body and the route id on to the service for PUT', async () => {
    const userId = randomUUID();
    const reply = await request('PUT', '/api/auth/anime-lists/1', userId, { score: null });
    expect(reply.body.data).toEqual({ entry: ENTRY });
    expect(lastListCall(LISTS.update.pattern)).toEqual({ userId, animeId: 1, body: { score: null } });
  });

  it("refuses a bad body with 400 and the service's own message, before any service is asked", async () => {
    const before = listCalls.length;
    const userId = randomUUID();
    expect(
      await request('POST', '/api/auth/anime-lists', userId, { animeId: 21, status: 'rewatching' }),
    ).toMatchObject({
      status: 400,
      body: failure(
        "status must be one of watching, completed, on_hold, dropped, plan_to_watch, favorite, got 'rewatching'.",
      ),
    });
    expect(
      await request('POST', '/api/episode/progress', userId, { animeId: 21, episodeNumber: 1 }),
    ).toMatchObject({
      status: 400,
      body: failure(
        "progress must be a whole number from 0 to 100 (percent of the episode watched), got 'undefined'.",
      ),
    });
    expect(listCalls.length).toBe(before);
  });

  it('refuses bad route ids and query values with 400 naming the value', async () => {
    const userId = randomUUID();
    expect(await request('PUT', '/api/auth/anime-lists/0', userId, {})).toMatchObject({
      status: 400,
      body: failure("Anime id must be a positive whole number, got '0'."),
    });
    expect(await request('DELETE', '/api/auth/episode-progress/1/first', userId)).toMatchObject({
      status: 400,
      body: failure("episodeNumber must be a positive whole number, got 'first'."),
    });
    expect(await request('GET', '/api/users/anime/1?limit=51')).toMatchObject({
      status: 400,
      body: failure("limit must be a whole number from 1 to 50, got '51'."),
    });
    expect(await request('POST', '/api/auth/anime-lists/import?dryRun=maybe', userId)).toMatchObject({
      status: 400,
      body: failure("dryRun must be true or false, got 'maybe'."),
    });
  });

  it("maps the service's refusals to their statuses", async () => {
    const userId = randomUUID();
    expect(await request('DELETE', '/api/auth/anime-lists/1/completed', userId)).toMatchObject({
      status: 404,
      body: failure('Anime 1 is not on your list.'),
    });
    expect((await request('DELETE', '/api/auth/anime-lists/1/watching', userId)).body.data).toEqual({
      entry: null,
    });
    expect(await request('GET', `/api/recommendations/${randomUUID()}`, userId)).toMatchObject({
      status: 403,
      body: failure('You can only read your own recommendations.'),
    });
    expect(await request('GET', '/api/users/Vicious/anime-lists')).toMatchObject({
      status: 404,
      body: failure('User not found.'),
    });
  });

  it('tells public routes who is asking when a token comes, and nobody when none does', async () => {
    const viewerId = randomUUID();
    await request('GET', '/api/users/Spike/anime-lists', viewerId);
    expect(lastListCall(LISTS.userLists.pattern)).toEqual({ username: 'Spike', viewerId });
    await request('GET', '/api/users/Spike/anime-lists');
    expect(lastListCall(LISTS.userLists.pattern)).toEqual({ username: 'Spike' });
    await request('GET', '/api/users/anime/7');
    expect(lastListCall(LISTS.usersByAnime.pattern)).toEqual({ animeId: 7, limit: 10 });
  });

  it('answers data.episodeCount and passes episode numbers as numbers', async () => {
    const userId = randomUUID();
    expect((await request('GET', '/api/auth/episode-count/1', userId)).body.data).toEqual({
      episodeCount: 3,
    });
    await request('DELETE', '/api/auth/episode-progress/1/12', userId);
    expect(lastListCall(EPISODES.unmark.pattern)).toEqual({ userId, animeId: 1, episodeNumber: 12 });
  });

  it("passes a write's Idempotency-Key on to the service, so a retry answers the first result", async () => {
    const userId = randomUUID();
    const keyed = (method: 'PUT' | 'DELETE', url: string, key: string, payload?: object) =>
      harness.request({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${tokenFor(userId)}`, 'idempotency-key': key },
      });
    const key = randomUUID();
    expect(await keyed('PUT', '/api/auth/anime-lists/1', key, { score: 7 })).toMatchObject({ status: 200 });
    expect(lastListCall(LISTS.update.pattern)).toEqual({
      userId,
      animeId: 1,
      body: { score: 7 },
      idempotencyKey: key,
    });
    await keyed('DELETE', '/api/auth/anime-lists/1/watching', key);
    expect(lastListCall(LISTS.remove.pattern)).toMatchObject({ what: 'watching', idempotencyKey: key });
    await keyed('DELETE', '/api/auth/episode-progress/1/2', key);
    expect(lastListCall(EPISODES.unmark.pattern)).toMatchObject({ episodeNumber: 2, idempotencyKey: key });
  });

  it('refuses a malformed Idempotency-Key with 400 before any service is asked', async () => {
    const before = listCalls.length;
    for (const key of ['two words', 'x'.repeat(256)]) {
      const reply = await harness.request({
        method: 'PUT',
        url: '/api/auth/anime-lists/1',
        payload: { score: 7 },
        headers: { authorization: `Bearer ${tokenFor(randomUUID())}`, 'idempotency-key': key },
      });
      expect(reply).toMatchObject({ status: 400, body: failure(IDEMPOTENCY_KEY_ERROR) });
    }
    expect(listCalls.length).toBe(before);
  });

  it('serves the export as a file named by the service, for the username in the token', async () => {
    const userId = randomUUID();
    const reply = await request('GET', '/api/auth/anime-lists/export', userId);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="anime-lists-spike.xml"');
    expect(reply.raw.toString()).toBe('<myanimelist/>');
    expect(lastListCall(LISTS.exportLists.pattern)).toEqual({
      userId,
      username: `user-${userId.slice(0, 4)}`,
      format: 'mal',
    });
  });

  it('takes an XML body as text for the import', async () => {
    const userId = randomUUID();
    const xml = '<myanimelist><anime></anime></myanimelist>';
    const reply = await harness.request({
      method: 'POST',
      url: '/api/auth/anime-lists/import?dryRun=true',
      payload: xml,
      headers: { authorization: `Bearer ${tokenFor(userId)}`, 'content-type': 'text/xml' },
    });
    expect(reply).toMatchObject({ status: 200, body: { data: { dryRun: true } } });
    expect(lastListCall(LISTS.importLists.pattern)).toEqual({ userId, xml, dryRun: true });
  });
});
