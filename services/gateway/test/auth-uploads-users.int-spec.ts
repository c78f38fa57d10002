import { randomUUID } from 'node:crypto';

import { type AuthRoutesHarness, multipartBody, startAuthRoutes } from './support/auth-harness.js';
import {
  BLOCKED_ID,
  calls,
  FakeAuthUserModule,
  lastCall,
  STORED_IMAGE,
  STORED_IMAGE_ID,
  tokenFor,
} from './support/fake-auth-user.js';

const failure = (error: string) => ({ success: false, data: null, error });
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the upload, media and users routes', () => {
  let harness: AuthRoutesHarness;

  beforeAll(async () => {
    // A 5 MB image crosses the transport as 7 MB of base64: give it a long timeout, not the
    // harness's short one, so a loaded CI machine doesn't turn a slow hop into a 503.
    harness = await startAuthRoutes('gateway-uploads', FakeAuthUserModule, { SERVICE_TIMEOUT_MS: '15000' });
  }, 60_000);

  afterAll(async () => {
    await harness?.close();
  });

  const upload = (route: string, field: string, bytes: Buffer, token?: string, name = 'picture.png') => {
    const { payload, headers } = multipartBody(field, name, 'image/png', bytes);
    return harness.request({
      method: 'POST',
      url: `/api/auth/${route}`,
      payload,
      headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
    });
  };

  describe.each([
    ['upload-avatar', 'avatar', 'avatarUrl'],
    ['upload-banner', 'banner', 'bannerUrl'],
  ])('POST /api/auth/%s', (route, field, urlKey) => {
    it(`sends the file's bytes to auth-user for the token's user and answers data.${urlKey}`, async () => {
      const userId = randomUUID();
      const bytes = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(1024, 7)]);
      const reply = await upload(route, field, bytes, tokenFor(userId));
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({
        success: true,
        data: { [urlKey]: expect.stringMatching(/^\/api\/media\/[0-9a-f-]{36}\.webp$/) },
        error: null,
      });
      const sent = lastCall('uploadImage');
      expect({ ...sent, base64: undefined }).toEqual({ userId, kind: field, base64: undefined });
      expect(Buffer.from(sent.base64, 'base64').equals(bytes)).toBe(true);
    });

    it('takes a file of exactly 5 MB', async () => {
      const bytes = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(5 * 1024 * 1024 - PNG_SIGNATURE.length, 3)]);
      expect((await upload(route, field, bytes, tokenFor(randomUUID()))).status).toBe(200);
      expect(Buffer.from(lastCall('uploadImage').base64, 'base64').length).toBe(5 * 1024 * 1024);
    }, 20_000);

    it('refuses a file over 5 MB with 413 without sending it on', async () => {
      const before = calls.length;
      const reply = await upload(route, field, Buffer.alloc(5 * 1024 * 1024 + 1, 1), tokenFor(randomUUID()));
      expect(reply).toMatchObject({ status: 413, body: failure('Images must be 5 MB or smaller.') });
      expect(calls.length).toBe(before);
    });

    it('refuses anonymous uploads, a wrong field (400) and a body that is not multipart (415)', async () => {
      const token = tokenFor(randomUUID());
      expect(await upload(route, field, PNG_SIGNATURE)).toMatchObject({
        status: 401,
        body: failure('Not authenticated'),
      });
      const missing = `Send the image as multipart/form-data in the field '${field}'.`;
      expect(await upload(route, 'photo', PNG_SIGNATURE, token)).toMatchObject({
        status: 400,
        body: failure(missing),
      });
      const json = await harness.request({
        method: 'POST',
        url: `/api/auth/${route}`,
        payload: { [field]: 'data:image/png;base64,AAAA' },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(json).toMatchObject({ status: 415, body: failure(missing) });
    });

    it("answers auth-user's refusal of a text file named .png with 400 and its message", async () => {
      const reply = await upload(
        route,
        field,
        Buffer.from('plain text, renamed'),
        tokenFor(randomUUID()),
        'cat.png',
      );
      expect(reply).toMatchObject({
        status: 400,
        body: failure('Please upload a JPEG, PNG, GIF or WebP image.'),
      });
    });
  });

  describe('GET /api/media/{id}.webp', () => {
    it('serves the stored bytes as WebP, cacheable for a year, to anyone', async () => {
      const reply = await harness.request({ method: 'GET', url: `/api/media/${STORED_IMAGE_ID}.webp` });
      expect(reply.status).toBe(200);
      expect(reply.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      expect(reply.raw.equals(STORED_IMAGE)).toBe(true);
    });

    it('answers 404 for an unknown image, and for a name that is not one without asking auth-user', async () => {
      expect(await harness.request({ method: 'GET', url: `/api/media/${randomUUID()}.webp` })).toMatchObject({
        status: 404,
        body: failure('Image not found.'),
      });
      const before = calls.length;
      for (const name of ['../../etc/passwd', `${STORED_IMAGE_ID}.png`, 'abc.webp']) {
        const reply = await harness.request({ method: 'GET', url: `/api/media/${encodeURIComponent(name)}` });
        expect(reply).toMatchObject({ status: 404, body: failure('Image not found.') });
      }
      expect(calls.length).toBe(before);
    });
  });

  describe('GET /api/users/{username}', () => {
    it('answers data.user to anonymous visitors, and tells auth-user who is asking when signed in', async () => {
      expect(await harness.request({ method: 'GET', url: '/api/users/Faye' })).toMatchObject({
        status: 200,
        body: { success: true, data: { user: { username: 'Faye' } }, error: null },
      });
      expect(lastCall('byUsername')).toEqual({ username: 'Faye' });
      const viewerId = randomUUID();
      await harness.request({
        method: 'GET',
        url: '/api/users/Faye',
        headers: { authorization: `Bearer ${tokenFor(viewerId)}` },
      });
      expect(lastCall('byUsername')).toEqual({ username: 'Faye', viewerId });
    });

    it('treats a visitor with a bad or expired token as anonymous', async () => {
      const expired = tokenFor(randomUUID(), { expiresInSeconds: -5 });
      const reply = await harness.request({
        method: 'GET',
        url: '/api/users/Faye',
        headers: { authorization: `Bearer ${expired}` },
      });
      expect(reply.status).toBe(200);
      expect(lastCall('byUsername')).toEqual({ username: 'Faye' });
    });

    it("answers auth-user's 404 for a private or unknown profile", async () => {
      expect(await harness.request({ method: 'GET', url: '/api/users/julia' })).toMatchObject({
        status: 404,
        body: failure('User not found.'),
      });
    });
  });

  describe('GET /api/users/search', () => {
    it('answers data.users for a signed-in user, leaving out the viewer and whom the social service hides', async () => {
      const viewerId = randomUUID();
      const reply = await harness.request({
        method: 'GET',
        url: '/api/users/search?q=vic',
        headers: { authorization: `Bearer ${tokenFor(viewerId)}` },
      });
      expect(reply).toMatchObject({
        status: 200,
        body: { success: true, data: { users: [{ username: 'vicious' }] } },
      });
      expect(lastCall('hidden')).toEqual({ userId: viewerId });
      expect(lastCall('search')).toEqual({ q: 'vic', viewerId, excludeIds: [BLOCKED_ID] });
    });

    it('is for signed-in users only', async () => {
      expect(await harness.request({ method: 'GET', url: '/api/users/search?q=vic' })).toMatchObject({
        status: 401,
        body: failure('Not authenticated'),
      });
    });
  });
});
