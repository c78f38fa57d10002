import { Stack } from '../support/stack';

/** Spec §7 auth and user calls through the real gateway and auth-user processes, Postgres and Redis. */
describe('accounts through the stack', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await Stack.start('accounts', {
      // The user search asks the social service whom to leave out (blocks) before auth-user.
      services: ['auth-user', 'social'],
      env: { ADMIN_EMAIL: 'boss@bebop.test' },
    });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const failure = (error: string) => ({ success: false, data: null, error });
  const form = (field: string, bytes: Buffer, name: string, type: string) => {
    const data = new FormData();
    data.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
    return data;
  };
  const register = (username: string, email: string, extra: object = {}) =>
    stack.call('POST', '/api/auth/register', {
      json: {
        username,
        email,
        displayName: username,
        password: 'Bebop1',
        confirmPassword: 'Bebop1',
        ...extra,
      },
    });

  it('registers, refuses the same username in another case, signs in and out, and refuses the old token', async () => {
    const created = await register('Spike', 'Spike@Bebop.test');
    expect(created.status).toBe(201);
    expect(created.body.data.user).toMatchObject({
      username: 'Spike',
      email: 'spike@bebop.test',
      isAdmin: false,
    });

    expect(await register('sPIKE', 'other@bebop.test')).toMatchObject({
      status: 409,
      body: failure('That username is already taken.'),
    });
    expect(await register('Jet', 'jet@bebop.test', { confirmPassword: 'Bebop2' })).toMatchObject({
      status: 400,
      body: failure('Passwords do not match'),
    });

    const login = await stack.call('POST', '/api/auth/login', {
      json: { email: 'spike@bebop.test', password: 'Bebop1' },
    });
    expect(login.status).toBe(200);
    const { token } = login.body.data;
    expect((await stack.call('GET', '/api/auth/me', { token })).body.data.user.username).toBe('Spike');

    expect((await stack.call('POST', '/api/auth/logout', { token })).status).toBe(200);
    expect(await stack.call('GET', '/api/auth/me', { token })).toMatchObject({
      status: 401,
      body: failure('Not authenticated'),
    });
  });

  it('makes the ADMIN_EMAIL account an admin in its token and in /auth/me', async () => {
    const { body } = await register('Boss', 'boss@bebop.test');
    const me = await stack.call('GET', '/api/auth/me', { token: body.data.token });
    expect(me.body.data.user.isAdmin).toBe(true);
  });

  it('keeps preferences and the public flag, and hides a private profile from others', async () => {
    const faye = (await register('Faye', 'faye@bebop.test')).body.data.token;
    const ed = (await register('Edward', 'ed@bebop.test', { makeProfilePublic: true })).body.data.token;
    const updated = await stack.call('PUT', '/api/auth/profile', {
      token: faye,
      json: { preferences: { theme: 'dark', timezone: 'America/New_York' }, isPublic: false },
    });
    expect(updated.status).toBe(200);
    const profile = await stack.call('GET', '/api/auth/profile', { token: faye });
    expect(profile.body.data.user.preferences).toMatchObject({
      theme: 'dark',
      timezone: 'America/New_York',
      language: 'en',
    });

    for (const token of [ed, undefined]) {
      expect(await stack.call('GET', '/api/users/faye', { token })).toMatchObject({
        status: 404,
        body: failure('User not found.'),
      });
    }
    expect((await stack.call('GET', '/api/users/faye', { token: faye })).status).toBe(200);
    expect((await stack.call('GET', '/api/users/EDWARD')).body.data.user).toMatchObject({
      username: 'Edward',
    });
    const search = await stack.call('GET', '/api/users/search?q=e', { token: faye });
    expect(search).toMatchObject({ status: 400, body: failure('Search text must be 2 to 50 characters.') });
    expect((await stack.call('GET', '/api/users/search?q=ed', { token: faye })).body.data.users).toEqual([
      expect.objectContaining({ username: 'Edward' }),
    ]);
  });

  it('re-encodes an avatar to WebP served with long caching, and refuses a renamed text file and a file over 5 MB', async () => {
    const token = (await register('Julia', 'julia@bebop.test')).body.data.token;
    // The smallest valid GIF: one transparent pixel.
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const uploaded = await stack.call('POST', '/api/auth/upload-avatar', {
      token,
      form: form('avatar', gif, 'me.gif', 'image/gif'),
    });
    expect(uploaded.status).toBe(200);
    const { avatarUrl } = uploaded.body.data;
    const image = await stack.call('GET', avatarUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.bytes.subarray(8, 12).toString()).toBe('WEBP');
    expect((await stack.call('GET', '/api/auth/me', { token })).body.data.user.avatar_url).toBe(avatarUrl);

    const text = Buffer.from('just some notes, renamed');
    expect(
      await stack.call('POST', '/api/auth/upload-banner', {
        token,
        form: form('banner', text, 'banner.png', 'image/png'),
      }),
    ).toMatchObject({ status: 400, body: failure('Please upload a JPEG, PNG, GIF or WebP image.') });
    const huge = Buffer.alloc(5 * 1024 * 1024 + 1, 0xff);
    expect(
      await stack.call('POST', '/api/auth/upload-banner', {
        token,
        form: form('banner', huge, 'huge.jpg', 'image/jpeg'),
      }),
    ).toMatchObject({ status: 413, body: failure('Images must be 5 MB or smaller.') });
  });

  it('refuses logins after 5 failures for the window, then lets the right password in', async () => {
    await register('Vicious', 'vicious@bebop.test');
    const attempt = (password: string) =>
      stack.call('POST', '/api/auth/login', { json: { email: 'vicious@bebop.test', password } });
    for (let n = 0; n < 5; n += 1) expect((await attempt('Wrong1')).status).toBe(401);
    expect(await attempt('Bebop1')).toMatchObject({
      status: 429,
      body: failure('Too many login attempts. Please try again in a minute.'),
    });
    await stack.infra.endRateLimitWindows();
    expect((await attempt('Bebop1')).status).toBe(200);
  });
});
