import { Stack } from '../support/stack';

/** Spec §7 dashboard config through the real gateway, auth-user and dashboard processes (issue 19). */
describe('dashboard configs through the stack', () => {
  let stack: Stack;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    stack = await Stack.start('dashboard', { services: ['auth-user', 'dashboard'] });
    for (const [name, extra] of [
      ['Spike', {}],
      ['Jet', {}],
      ['Vicious', { makeProfilePublic: false }],
    ] as const) {
      tokens[name] = (await stack.register(name, extra)).token;
    }
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const path = (username: string) => `/api/users/${username}/dashboard-config`;
  const read = (username: string, as?: string) =>
    stack.call('GET', path(username), { token: as && tokens[as] });
  const save = (username: string, as: string | undefined, config: unknown) =>
    stack.call('PUT', path(username), { token: as && tokens[as], json: { config } });
  const failure = (error: string) => ({ success: false, data: null, error });
  /** The config as a client sends it back: without the owner's id. */
  const layoutOf = ({ userId: _, ...layout }: any) => layout;

  it("creates the owner's default on first read, and shows it to anyone after", async () => {
    const own = await read('spike', 'Spike');
    expect(own.status).toBe(200);
    expect(own.body.data.config.gridConfig).toMatchObject({ rows: 6, columns: 2 });
    expect(own.body.data.config.gridConfig.cells).toHaveLength(4);
    expect(await read('Spike')).toEqual(own);
    expect(await read('spike', 'Jet')).toEqual(own);
  });

  it("answers 404 for an unknown or private profile, and while a visitor's owner has none", async () => {
    expect(await read('nobody_here')).toEqual({ status: 404, body: failure('User not found.') });
    expect(await read('vicious', 'Jet')).toEqual({ status: 404, body: failure('User not found.') });
    expect((await read('vicious', 'Vicious')).status).toBe(200);
    expect(await read('jet')).toEqual({ status: 404, body: failure('Jet has no dashboard yet.') });
  });

  it('saves the owner’s change, and answers a stale one 409 with the newer config', async () => {
    const loaded = (await read('jet', 'Jet')).body.data.config;
    const moved = structuredClone(layoutOf(loaded));
    moved.gridConfig.rows = 8;
    const saved = await save('jet', 'Jet', moved);
    expect(saved.status).toBe(200);
    expect(saved.body.data.config.gridConfig.rows).toBe(8);
    const stale = await save('jet', 'Jet', {
      ...layoutOf(loaded),
      gridConfig: { ...loaded.gridConfig, rows: 7 },
    });
    expect(stale).toEqual({
      status: 409,
      body: {
        success: false,
        data: { config: saved.body.data.config },
        error:
          'This dashboard was changed elsewhere (another tab or device) since you opened it: the newer version is shown, make your change again.',
      },
    });
    expect((await read('jet')).body.data.config).toEqual(saved.body.data.config);
  });

  it('needs the owner to write: 401 without a token, 403 for another user, changing nothing', async () => {
    const before = (await read('spike')).body.data.config;
    const layout = layoutOf(before);
    expect(await save('spike', undefined, layout)).toMatchObject({ status: 401 });
    expect(await save('spike', 'Jet', layout)).toEqual({
      status: 403,
      body: failure('Only the owner of this profile can change its dashboard.'),
    });
    expect(await stack.call('DELETE', path('spike'), { token: tokens['Jet'] })).toMatchObject({
      status: 403,
    });
    expect((await read('spike')).body.data.config).toEqual(before);
  });

  it('refuses a bad layout with 400 and a message saying what to change', async () => {
    const before = (await read('spike')).body.data.config;
    const outside = structuredClone(layoutOf(before));
    outside.gridConfig.cells[0].x = 1;
    expect(await save('spike', 'Spike', outside)).toEqual({
      status: 400,
      body: failure("Cell 'cell-favorite-anime' reaches past the 6 × 2 grid: move it or make it smaller."),
    });
    expect(await stack.call('PUT', path('spike'), { token: tokens['Spike'], json: { widgets: [] } })).toEqual(
      {
        status: 400,
        body: failure('Unknown field: widgets. Accepted: config.'),
      },
    );
    expect((await read('spike')).body.data.config).toEqual(before);
  });

  it('hides the favorite widgets from others once the owner hides favorites', async () => {
    await stack.call('PUT', '/api/auth/profile', {
      token: tokens['Spike'],
      json: { preferences: { privacy: { showFavorites: false } } },
    });
    const types = (config: { widgets: Array<{ type: string }> }) =>
      config.widgets.map((widget) => widget.type);
    expect(types((await read('spike', 'Spike')).body.data.config)).toContain('favorite_anime');
    expect(types((await read('spike', 'Jet')).body.data.config)).not.toContain('favorite_anime');
    expect(types((await read('spike')).body.data.config)).not.toContain('favorite_characters');
  });

  it('deletes the owner’s dashboard; the next read starts from the default', async () => {
    expect(await stack.call('DELETE', path('jet'), { token: tokens['Jet'] })).toEqual({
      status: 200,
      body: { success: true, data: { deleted: true }, error: null },
    });
    expect((await read('jet', 'Jet')).body.data.config.gridConfig.rows).toBe(6);
  });
});
