import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { ROOT } from '../support/service-process';
import { Stack } from '../support/stack';

/** The first real path: HTTP → gateway → Redis transport → catalogue → Postgres seeded from bangumi-data. */
describe('the catalogue path through the gateway', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await Stack.start('catalogue-path', {
      services: ['catalogue'],
      // The unknown id's lookup would wait out the 1.5 s gap behind the first test's, at the edge of the
      // gateway's 1.5 s wait for the service.
      env: { JIKAN_MIN_GAP_MS: '0' },
    });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('answers an anime from the seeded catalogue', async () => {
    // Opening a held title completes it from the public API when that answers quickly: failing, it
    // leaves the record as seeded.
    stack.jikan.faults.always('/v4/anime/52701/full', { status: 503 });
    const { status, body } = await stack
      .get('/api/database/anime/52701')
      .finally(() => stack.jikan.faults.clear());
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      error: null,
      data: {
        mal_id: 52701,
        url: 'https://myanimelist.net/anime/52701',
        title: 'ダンジョン飯',
        title_english: 'Delicious in Dungeon',
        type: 'TV',
        status: 'Finished Airing',
        season: 'winter',
        year: 2024,
        broadcast: { day: 'Thursdays', timezone: 'Asia/Tokyo' },
        images: { jpg: { image_url: null } },
        score: null,
      },
    });
    expect(body.data.external).toContainEqual({
      name: 'Official Site',
      url: expect.stringMatching(/^https?:\/\//),
    });
  });

  it('answers 400 for a non-numeric id and 404 for an unknown one, with a clear error', async () => {
    expect(await stack.get('/api/database/anime/abc')).toMatchObject({
      status: 400,
      body: { success: false, data: null, error: "Anime id must be a positive whole number, got 'abc'." },
    });
    expect(await stack.get('/api/database/anime/999999999')).toMatchObject({
      status: 404,
      body: { success: false, data: null, error: 'Anime 999999999 was not found.' },
    });
  });

  it('reports the catalogue backend healthy', async () => {
    expect(await stack.get('/api/database/health')).toMatchObject({
      status: 200,
      body: { success: true, status: 'healthy' },
    });
  });

  it('pages the latest seeded season, 25 at a time', async () => {
    const first = await stack.get('/api/database/current-season');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      page: 1,
      hasNext: true,
      season: expect.any(String),
      year: expect.any(Number),
    });
    expect(first.body.data.items).toHaveLength(25);
    const second = await stack.get('/api/database/current-season?page=2');
    const firstIds = new Set(first.body.data.items.map((anime: { mal_id: number }) => anime.mal_id));
    expect(second.body.data.items.some((anime: { mal_id: number }) => firstIds.has(anime.mal_id))).toBe(
      false,
    );
    expect(await stack.get('/api/database/current-season?page=zero')).toMatchObject({
      status: 400,
      body: { error: "Page must be a whole number from 1 to 10000, got 'zero'." },
    });
  });

  it('answers unknown routes with a 404 envelope and serves the OpenAPI docs', async () => {
    expect(await stack.get('/api/no-such-route')).toMatchObject({
      status: 404,
      body: { success: false, data: null, error: 'No route for GET /api/no-such-route.' },
    });
    const docs = await fetch(`${stack.baseUrl}/api/docs-json`);
    expect(docs.status).toBe(200);
    expect(Object.keys((await docs.json()).paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/database/health', '/api/database/anime/{id}']),
    );
  });

  it('changes nothing when the seed runs a second time', () => {
    const output = execFileSync(
      process.execPath,
      [path.join(ROOT, 'services/catalogue/dist/seed/seed.cli.js')],
      {
        env: { ...process.env, ...stack.infra.env },
        encoding: 'utf8',
      },
    );
    expect(output).toMatch(/Seed done: 0 new, 0 updated, \d{4} unchanged/);
  });
});
