import { FIXTURE_IDS } from '@tracker/fake-jikan';

import { Stack } from '../support/stack';

/**
 * Favorite characters (issue 19) through the real gateway, auth-user, lists-progress and catalogue: the
 * catalogue reads the fake Jikan's cast of The Starlit Cartographers.
 */
describe('favorite characters through the stack', () => {
  const STARLIT = FIXTURE_IDS.starlitCartographers;
  const BAKERY = FIXTURE_IDS.tidewaterBakery;
  /** Two of the Starlit cast, as the fake Jikan names and pictures them. */
  const AOI = {
    characterId: 300_001,
    name: 'Hoshimura, Aoi',
    image: 'https://cdn.myanimelist.net/images/characters/2/300001.webp',
    animeId: STARLIT,
  };
  const REN = { characterId: 300_002, name: 'Kiriya, Ren', animeId: STARLIT };
  let stack: Stack;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    stack = await Stack.start('favorite-characters', {
      services: ['auth-user', 'lists-progress', 'catalogue'],
      env: { JIKAN_MIN_GAP_MS: '0', SERVICE_TIMEOUT_MS: '5000' },
    });
    for (const [name, extra] of [
      ['Spike', {}],
      ['Faye', {}],
      ['Vicious', { makeProfilePublic: false }],
    ] as const) {
      tokens[name] = (await stack.register(name, extra)).token;
    }
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const heart = (as: string, characterId: number | string, json: unknown = { animeId: STARLIT }) =>
    stack.call('PUT', `/api/auth/favorite-characters/${characterId}`, { token: tokens[as], json });
  const unheart = (as: string, characterId: number | string) =>
    stack.call('DELETE', `/api/auth/favorite-characters/${characterId}`, { token: tokens[as] });
  const list = (username: string, as?: string) =>
    stack.call('GET', `/api/users/${username}/favorite-characters`, { token: as && tokens[as] });
  const failure = (error: string) => ({ success: false, data: null, error });
  const idsOf = (answer: { body: any }) =>
    (answer.body.data.items as Array<{ characterId: number }>).map((item) => item.characterId);

  it("keeps a heart with the name and image of the title's cast, answers it again the same, and lists it", async () => {
    const first = await heart('Spike', AOI.characterId);
    expect(first).toEqual({
      status: 200,
      body: { success: true, data: { ...AOI, addedAt: expect.any(String) }, error: null },
    });
    expect(await heart('Spike', AOI.characterId)).toEqual(first);
    expect((await heart('Spike', REN.characterId)).body.data).toMatchObject(REN);

    for (const viewer of ['Spike', 'Faye', undefined]) {
      const answer = await list('spike', viewer);
      expect(answer.status).toBe(200);
      expect(idsOf(answer)).toEqual([REN.characterId, AOI.characterId]);
    }
    expect((await list('Spike')).body.data.items[1]).toEqual(first.body.data);
  });

  it('refuses characters the title does not list, bad ids and names from the client, storing nothing', async () => {
    expect(await heart('Faye', 999_999)).toEqual({
      status: 404,
      body: failure(`Character 999999 is not among the characters of anime ${STARLIT}.`),
    });
    // The bakery's cast is empty in the fake Jikan: Aoi is not in it.
    expect((await heart('Faye', AOI.characterId, { animeId: BAKERY })).status).toBe(404);
    expect(await heart('Faye', 'aoi')).toEqual({
      status: 400,
      body: failure("Character id must be a whole number from 1 to 2147483647, got 'aoi'."),
    });
    expect(await heart('Faye', AOI.characterId, { animeId: STARLIT, name: 'Someone Else' })).toEqual({
      status: 400,
      body: failure('Unknown field: name. Accepted: animeId.'),
    });
    expect(await heart('Faye', AOI.characterId, {})).toEqual({
      status: 400,
      body: failure("animeId must be a positive whole number, got 'undefined'."),
    });
    expect((await unheart('Faye', 'x')).status).toBe(400);
    expect(idsOf(await list('faye', 'Faye'))).toEqual([]);
  });

  it('hides a private profile’s as not found, and shows none to others when favorites are hidden', async () => {
    expect((await heart('Vicious', AOI.characterId)).status).toBe(200);
    for (const viewer of [undefined, 'Spike']) {
      expect(await list('vicious', viewer)).toEqual({ status: 404, body: failure('User not found.') });
    }
    expect(idsOf(await list('vicious', 'Vicious'))).toEqual([AOI.characterId]);
    expect(await list('nobody_here')).toEqual({ status: 404, body: failure('User not found.') });

    expect((await heart('Faye', REN.characterId)).status).toBe(200);
    const hidden = await stack.call('PUT', '/api/auth/profile', {
      token: tokens.Faye,
      json: { preferences: { privacy: { showFavorites: false } } },
    });
    expect(hidden.status).toBe(200);
    expect((await list('faye')).body).toEqual({ success: true, data: { items: [] }, error: null });
    expect(idsOf(await list('faye', 'Spike'))).toEqual([]);
    expect(idsOf(await list('faye', 'Faye'))).toEqual([REN.characterId]);
  });

  it('removes a heart, and says so when there was none', async () => {
    expect(await unheart('Spike', REN.characterId)).toEqual({
      status: 200,
      body: { success: true, data: { deleted: true }, error: null },
    });
    expect(idsOf(await list('spike'))).toEqual([AOI.characterId]);
    expect(await unheart('Spike', REN.characterId)).toEqual({
      status: 404,
      body: failure(`Character ${REN.characterId} is not among your favorite characters.`),
    });
  });

  it('answers 503 and keeps nothing while the catalogue cannot check the character', async () => {
    await stack.service('catalogue').stop();
    try {
      expect(await heart('Spike', REN.characterId)).toEqual({
        status: 503,
        body: failure(
          `The characters of anime ${STARLIT} cannot be checked right now, so nothing was saved. Please try again in a moment.`,
        ),
      });
    } finally {
      await stack.service('catalogue').start();
    }
    expect(idsOf(await list('spike'))).toEqual([AOI.characterId]);
    expect((await heart('Spike', REN.characterId)).status).toBe(200);
  });
});
