import { authUserEnvSchema, DEV_JWT_SECRET } from '@tracker/config';
import {
  AUTH,
  type MessageContract,
  type RegisterRequest,
  type TokenClaims,
  USERS,
} from '@tracker/contracts';
import { TrackerRedisClient, transportOptions } from '@tracker/redis';
import { describeService } from '@tracker/testing';
import jwt from 'jsonwebtoken';
import sharp from 'sharp';
import { DataSource } from 'typeorm';

import { broadcastAccountChanged } from '../src/accounts/account-changes.js';
import { promoteEmail, promoteUsername } from '../src/admin/admin-promotion.js';
import { AppModule } from '../src/app.module.js';
import { AUTH_USER_TABLES } from './support/tables.js';

const ADMIN_EMAIL = 'Vicious@Red-Dragon.test';
const insertUser = 'INSERT INTO users (username, email, display_name, password_hash) VALUES ($1, $2, $3, $4)';

let serial = 0;
/** A valid registration, unique per call unless fields are given. */
function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  serial += 1;
  return {
    username: `spike_${serial}`,
    email: `spike${serial}@bebop.test`,
    displayName: 'Spike Spiegel',
    password: 'Bebop1',
    confirmPassword: 'Bebop1',
    ...overrides,
  };
}

const refusal = (code: string, message: string) => expect.objectContaining({ payload: { code, message } });

describeService(
  'auth-user',
  (env) => AppModule.register(authUserEnvSchema.parse({ ...env, ADMIN_EMAIL, JWT_TTL_SECONDS: 3600 })),
  AUTH_USER_TABLES,
  (subject) => {
    const send = <Q, R>(contract: MessageContract<Q, R>, payload: Q) =>
      subject().harness.send(contract, payload);
    /** An account change announced from outside the service, as the promote CLI does. */
    const broadcast = async (userId: string) => {
      const { redisPrefix, redisUrl } = subject().infra;
      const client = new TrackerRedisClient(redisPrefix, transportOptions(redisUrl));
      await broadcastAccountChanged(client, userId);
      await client.close();
    };
    const userCount = async () => Number((await subject().query('SELECT count(*) FROM users')).rows[0].count);

    describe('the users table', () => {
      it('keeps usernames unique whatever their case', async () => {
        await subject().query(insertUser, ['Ein', 'ein@bebop.test', 'Ein', 'hash']);
        await expect(subject().query(insertUser, ['ein', 'other@bebop.test', 'Ein', 'hash'])).rejects.toThrow(
          /users_username_key/,
        );
      });

      it('refuses usernames outside 3-30 letters, digits, _ and -, and emails not stored in lower case', async () => {
        for (const [username, email] of [
          ['ab', 'ab@bebop.test'],
          ['faye valentine', 'faye@bebop.test'],
          ['Faye', 'Faye@Bebop.test'],
        ]) {
          await expect(subject().query(insertUser, [username, email, 'Display', 'hash'])).rejects.toThrow(
            /check constraint/,
          );
        }
      });
    });

    describe('register', () => {
      it('creates the account with the default preferences and answers a token naming it', async () => {
        const { token, user } = await send(
          AUTH.register,
          registration({ username: 'Jet_Black', email: '  Jet@Bebop.TEST ', makeProfilePublic: false }),
        );
        expect(user).toMatchObject({
          username: 'Jet_Black',
          email: 'jet@bebop.test',
          displayName: 'Spike Spiegel',
          isAdmin: false,
          isPublic: false,
          avatar_url: null,
          banner_url: null,
          preferences: {
            language: 'en',
            theme: 'auto',
            timezone: null,
            notifications: { newEpisodes: true, recommendations: true, updates: false },
            privacy: { showFavorites: true, showProfile: true },
          },
        });
        const claims = jwt.verify(token, DEV_JWT_SECRET, {
          algorithms: ['HS256'],
        }) as TokenClaims;
        expect(claims).toMatchObject({ sub: user.id, username: 'Jet_Black', isAdmin: false });
        expect(claims.exp - claims.iat).toBe(3600);
        const { rows } = await subject().query('SELECT password_hash FROM users WHERE id = $1', [user.id]);
        expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      });

      it.each([
        [{ username: '' }, 'Username is required'],
        [{ username: 'ab' }, 'Username must be at least 3 characters'],
        [{ username: 'x'.repeat(31) }, 'Username must be at most 30 characters'],
        [{ username: 'faye valentine' }, 'Username may contain only letters, numbers, _ and -'],
        [{ email: '' }, 'Email is required'],
        [{ email: 'faye@bebop' }, 'Please enter a valid email address'],
        [{ displayName: '  ' }, 'Display name is required'],
        [{ displayName: 'x'.repeat(51) }, 'Display name must be at most 50 characters'],
        [{ password: 'Ab1', confirmPassword: 'Ab1' }, 'Password must be at least 6 characters long'],
        [
          { password: 'ABCDEF1', confirmPassword: 'ABCDEF1' },
          'Password must contain at least one lowercase letter',
        ],
        [
          { password: 'abcdef1', confirmPassword: 'abcdef1' },
          'Password must contain at least one uppercase letter',
        ],
        [{ password: 'Abcdefg', confirmPassword: 'Abcdefg' }, 'Password must contain at least one number'],
        [{ confirmPassword: 'Bebop2' }, 'Passwords do not match'],
        [{ isAdmin: true } as Partial<RegisterRequest>, 'Unknown field: isAdmin.'],
        [
          { makeProfilePublic: 'yes' } as unknown as Partial<RegisterRequest>,
          'makeProfilePublic must be true or false.',
        ],
      ])('refuses %p with %p and writes nothing', async (overrides, message) => {
        const before = await userCount();
        await expect(send(AUTH.register, registration(overrides))).rejects.toEqual(
          refusal('BAD_REQUEST', message),
        );
        expect(await userCount()).toBe(before);
      });

      it('refuses a username taken in another case, and an email taken in another case, with 409s', async () => {
        await send(AUTH.register, registration({ username: 'Faye', email: 'faye@bebop.test' }));
        const before = await userCount();
        await expect(send(AUTH.register, registration({ username: 'fAYE' }))).rejects.toEqual(
          refusal('CONFLICT', 'That username is already taken.'),
        );
        await expect(send(AUTH.register, registration({ email: ' FAYE@bebop.test' }))).rejects.toEqual(
          refusal('CONFLICT', 'An account with that email already exists.'),
        );
        expect(await userCount()).toBe(before);
      });

      it('makes the ADMIN_EMAIL account an admin', async () => {
        const { user, token } = await send(AUTH.register, registration({ email: ADMIN_EMAIL.toLowerCase() }));
        expect(user.isAdmin).toBe(true);
        expect(jwt.decode(token)).toMatchObject({ isAdmin: true });
      });
    });

    describe('login', () => {
      it('signs in with the email in any case and answers a fresh token', async () => {
        const created = await send(
          AUTH.register,
          registration({ email: 'ed@bebop.test', password: 'Radical1', confirmPassword: 'Radical1' }),
        );
        const session = await send(AUTH.login, { email: ' ED@Bebop.test', password: 'Radical1' });
        expect(session.user.id).toBe(created.user.id);
        expect(jwt.decode(session.token)).toMatchObject({ sub: created.user.id });
        expect((jwt.decode(session.token) as TokenClaims).jti).not.toBe(
          (jwt.decode(created.token) as TokenClaims).jti,
        );
      });

      it('answers the same 401 for a wrong password and an unknown email', async () => {
        await send(AUTH.register, registration({ email: 'andy@bebop.test' }));
        for (const credentials of [
          { email: 'andy@bebop.test', password: 'Wrong1' },
          { email: 'nobody@bebop.test', password: 'Bebop1' },
        ]) {
          await expect(send(AUTH.login, credentials)).rejects.toEqual(
            refusal('UNAUTHORIZED', 'Invalid email or password. Please try again.'),
          );
        }
      });

      it('requires both fields and nothing else', async () => {
        await expect(send(AUTH.login, { email: 'andy@bebop.test', password: '' })).rejects.toEqual(
          refusal('BAD_REQUEST', 'Email and password are required.'),
        );
        await expect(
          send(AUTH.login, { email: 'a@b.c', password: 'x', remember: true } as never),
        ).rejects.toEqual(refusal('BAD_REQUEST', 'Unknown field: remember.'));
      });
    });

    describe('profile', () => {
      it('changes the display name, the image URLs, some preferences and the public flag', async () => {
        const { user } = await send(AUTH.register, registration());
        const updated = await send(AUTH.updateProfile, {
          userId: user.id,
          changes: {
            displayName: ' Spike ',
            avatar_url: 'https://cdn.example.test/spike.png',
            banner_url: null,
            preferences: { theme: 'dark', timezone: 'Asia/Tokyo', notifications: { updates: true } },
            isPublic: false,
          },
        });
        expect(updated).toMatchObject({
          displayName: 'Spike',
          avatar_url: 'https://cdn.example.test/spike.png',
          isPublic: false,
          preferences: {
            language: 'en',
            theme: 'dark',
            timezone: 'Asia/Tokyo',
            notifications: { newEpisodes: true, recommendations: true, updates: true },
          },
        });
        const again = await send(AUTH.updateProfile, {
          userId: user.id,
          changes: { preferences: { language: 'es', notifications: { newEpisodes: false } } },
        });
        expect(again.preferences).toMatchObject({
          language: 'es',
          theme: 'dark',
          notifications: { newEpisodes: false, recommendations: true, updates: true },
        });
        expect(await send(AUTH.account, { userId: user.id })).toEqual(again);
      });

      it.each([
        [{ displayName: '' }, 'Display name is required'],
        [{ email: 'new@bebop.test' }, 'Unknown field: email.'],
        [
          { avatar_url: 'javascript:alert(1)' },
          "avatar_url must be an uploaded image's URL (/api/media/<id>.webp), an https:// URL without quotes, parentheses, spaces or backslashes, or null.",
        ],
        [{ preferences: { theme: 'neon' } }, 'preferences.theme must be one of light, dark, auto.'],
        [{ preferences: { language: 'fr' } }, 'preferences.language must be one of en, es.'],
        [
          { preferences: { timezone: 'Mars/Olympus' } },
          'preferences.timezone must be an IANA time zone such as Asia/Tokyo, or null.',
        ],
        [{ preferences: { privacy: { showEmail: true } } }, 'Unknown field: showEmail.'],
        [{ preferences: { notifications: { updates: 'yes' } } }, 'updates must be true or false.'],
        [{ isPublic: 1 }, 'isPublic must be true or false.'],
      ])('refuses %p with %p and changes nothing', async (changes, message) => {
        const { user } = await send(AUTH.register, registration());
        await expect(
          send(AUTH.updateProfile, { userId: user.id, changes: changes as never }),
        ).rejects.toEqual(refusal('BAD_REQUEST', message));
        expect(await send(AUTH.account, { userId: user.id })).toEqual(user);
      });
    });

    describe('public profiles', () => {
      it('shows a public profile to anyone by its username in any case, without email or settings', async () => {
        const { user } = await send(AUTH.register, registration({ username: 'Gren' }));
        const shown = await send(USERS.byUsername, { username: 'gREN' });
        expect(shown).toEqual({
          id: user.id,
          username: 'Gren',
          displayName: 'Spike Spiegel',
          avatar_url: null,
          banner_url: null,
          createdAt: user.createdAt,
          showFavorites: true,
        });
      });

      it('hides a private profile from others with the same 404 as an unknown user, but not from its owner', async () => {
        const hidden = await send(
          AUTH.register,
          registration({ username: 'Julia', makeProfilePublic: false }),
        );
        const unlisted = await send(AUTH.register, registration({ username: 'Annie' }));
        await send(AUTH.updateProfile, {
          userId: unlisted.user.id,
          changes: { preferences: { privacy: { showProfile: false } } },
        });
        const other = await send(AUTH.register, registration());
        for (const username of ['Julia', 'Annie', 'Nobody_here']) {
          await expect(send(USERS.byUsername, { username, viewerId: other.user.id })).rejects.toEqual(
            refusal('NOT_FOUND', 'User not found.'),
          );
        }
        await expect(
          send(USERS.byUsername, { username: 'julia', viewerId: hidden.user.id }),
        ).resolves.toMatchObject({
          username: 'Julia',
        });
      });

      it('finds public profiles by username or display name, best matches first, never private ones or the viewer', async () => {
        const viewer = await send(AUTH.register, registration({ username: 'vicious_fan' }));
        await send(AUTH.register, registration({ username: 'vicious', displayName: 'V' }));
        await send(AUTH.register, registration({ username: 'the_vicious_one', displayName: 'T' }));
        await send(AUTH.register, registration({ username: 'lin', displayName: 'Vicious shadow' }));
        await send(AUTH.register, registration({ username: 'vicious_secret', makeProfilePublic: false }));
        const found = await send(USERS.search, { q: ' VICIOUS ', viewerId: viewer.user.id });
        expect(found.map((user) => user.username)).toEqual(['vicious', 'lin', 'the_vicious_one']);
        await expect(send(USERS.search, { q: 'v', viewerId: viewer.user.id })).rejects.toEqual(
          refusal('BAD_REQUEST', 'Search text must be 2 to 50 characters.'),
        );
        expect(await send(USERS.search, { q: '%_', viewerId: viewer.user.id })).toEqual([]);
      });

      it('finds no one for blank text, and leaves out the ids it is told to', async () => {
        const viewer = await send(AUTH.register, registration());
        const blocked = await send(AUTH.register, registration({ username: 'qwyx_blocked' }));
        await send(AUTH.register, registration({ username: 'qwyx_friendly' }));
        for (const q of [undefined, '', '   ']) {
          // An absent q, as a caller that leaves it out sends it.
          expect(await send(USERS.search, { q: q as string, viewerId: viewer.user.id })).toEqual([]);
        }
        const found = await send(USERS.search, {
          q: 'qwyx',
          viewerId: viewer.user.id,
          excludeIds: [blocked.user.id],
        });
        expect(found.map((user) => user.username)).toEqual(['qwyx_friendly']);
        await expect(
          send(USERS.search, { q: 'qwyx', viewerId: viewer.user.id, excludeIds: ['1; DROP TABLE users'] }),
        ).rejects.toEqual(refusal('BAD_REQUEST', 'excludeIds must be a list of user ids.'));
      });

      it('answers cards of any account, private ones too, in the order asked and without unknown ids', async () => {
        const open = await send(
          AUTH.register,
          registration({ username: 'Card_open', displayName: 'Jet Black' }),
        );
        const hidden = await send(
          AUTH.register,
          registration({ username: 'Card_hidden', displayName: 'Faye V', makeProfilePublic: false }),
        );
        const unknown = '00000000-0000-4000-8000-000000000000';
        expect(await send(USERS.cards, { ids: [hidden.user.id, unknown, open.user.id] })).toEqual([
          { id: hidden.user.id, username: 'Card_hidden', displayName: 'Faye V', avatar_url: null },
          { id: open.user.id, username: 'Card_open', displayName: 'Jet Black', avatar_url: null },
        ]);
        expect(await send(USERS.cards, { ids: [] })).toEqual([]);
        await expect(send(USERS.cards, { ids: ['not-an-id'] })).rejects.toEqual(
          refusal('BAD_REQUEST', 'ids must be a list of at most 1000 user ids.'),
        );
      });

      it('names the accounts that want a kind of notification, by their preference or its default', async () => {
        const [fresh, off, on, disabled] = await Promise.all(
          Array.from({ length: 4 }, () => send(AUTH.register, registration())),
        );
        const prefer = (userId: string, notifications: { newEpisodes?: boolean; updates?: boolean }) =>
          send(AUTH.updateProfile, { userId, changes: { preferences: { notifications } } });
        await prefer(off.user.id, { newEpisodes: false });
        await prefer(on.user.id, { updates: true });
        await subject().query('UPDATE users SET disabled_at = now() WHERE id = $1', [disabled.user.id]);
        const ids = [on, off, fresh, disabled].map(({ user }) => user.id);

        expect(await send(USERS.notificationRecipients, { ids, kind: 'newEpisodes' })).toEqual([
          on.user.id,
          fresh.user.id,
        ]);
        // 'updates' is off unless switched on.
        expect(await send(USERS.notificationRecipients, { ids, kind: 'updates' })).toEqual([on.user.id]);
        await expect(
          send(USERS.notificationRecipients, { ids, kind: 'everything' as 'updates' }),
        ).rejects.toEqual(
          refusal('BAD_REQUEST', 'kind must be one of newEpisodes, recommendations, updates.'),
        );
      });
    });

    describe('images', () => {
      it('re-encodes an avatar to a 256×256 WebP without its metadata, and points the profile at it', async () => {
        const { user } = await send(AUTH.register, registration());
        const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c33' } })
          .jpeg()
          .withExif({ IFD0: { Artist: 'Spike', Copyright: 'Bebop' } })
          .toBuffer();
        expect((await sharp(photo).metadata()).exif).toBeDefined();
        const { url } = await send(AUTH.uploadImage, {
          userId: user.id,
          kind: 'avatar',
          base64: photo.toString('base64'),
        });
        expect(url).toMatch(/^\/api\/media\/[0-9a-f-]{36}\.webp$/);
        expect((await send(AUTH.account, { userId: user.id })).avatar_url).toBe(url);
        const id = url.slice('/api/media/'.length, -'.webp'.length);
        const stored = Buffer.from((await send(AUTH.image, { id })).base64, 'base64');
        expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
        expect((await sharp(stored).metadata()).exif).toBeUndefined();
      });

      it('keeps a banner within 1500×500 and only the newest image of each kind', async () => {
        const { user } = await send(AUTH.register, registration());
        const wide = await sharp({ create: { width: 3000, height: 1200, channels: 4, background: '#123' } })
          .png()
          .toBuffer();
        const first = await send(AUTH.uploadImage, {
          userId: user.id,
          kind: 'banner',
          base64: wide.toString('base64'),
        });
        const second = await send(AUTH.uploadImage, {
          userId: user.id,
          kind: 'banner',
          base64: wide.toString('base64'),
        });
        const stored = Buffer.from(
          (await send(AUTH.image, { id: second.url.slice(11, -5) })).base64,
          'base64',
        );
        expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 1500, height: 500 });
        await expect(send(AUTH.image, { id: first.url.slice(11, -5) })).rejects.toEqual(
          refusal('NOT_FOUND', 'Image not found.'),
        );
        expect((await send(AUTH.account, { userId: user.id })).banner_url).toBe(second.url);
      });

      it('deletes an uploaded image once the profile stops showing it', async () => {
        const { user } = await send(AUTH.register, registration());
        const square = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0a0' } })
          .gif()
          .toBuffer();
        const { url } = await send(AUTH.uploadImage, {
          userId: user.id,
          kind: 'avatar',
          base64: square.toString('base64'),
        });
        await send(AUTH.updateProfile, { userId: user.id, changes: { displayName: 'Kept' } });
        await expect(send(AUTH.image, { id: url.slice(11, -5) })).resolves.toBeDefined();
        await send(AUTH.updateProfile, { userId: user.id, changes: { avatar_url: null } });
        await expect(send(AUTH.image, { id: url.slice(11, -5) })).rejects.toEqual(
          refusal('NOT_FOUND', 'Image not found.'),
        );
      });

      it('refuses a text file whatever its name, a file over 5 MB and a broken image, and keeps the old one', async () => {
        const { user } = await send(AUTH.register, registration());
        const text = Buffer.from('not a picture, just a renamed text file');
        const oversized = Buffer.alloc(5 * 1024 * 1024 + 1, 0xff);
        const broken = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
        for (const [bytes, message] of [
          [text, 'Please upload a JPEG, PNG, GIF or WebP image.'],
          [oversized, 'Images must be 5 MB or smaller.'],
          [broken, 'That image could not be read. Please try another one.'],
        ] as const) {
          await expect(
            send(AUTH.uploadImage, { userId: user.id, kind: 'avatar', base64: bytes.toString('base64') }),
          ).rejects.toEqual(refusal('BAD_REQUEST', message));
        }
        expect((await send(AUTH.account, { userId: user.id })).avatar_url).toBeNull();
        const { rows } = await subject().query('SELECT count(*) FROM media WHERE owner_id = $1', [user.id]);
        expect(Number(rows[0].count)).toBe(0);
      });
    });

    describe('admins', () => {
      it('promotes by username from the CLI, and ADMIN_EMAIL at start', async () => {
        const { user } = await send(AUTH.register, registration({ username: 'Punch' }));
        const dataSource = subject().harness.app.get(DataSource);
        expect((await send(AUTH.account, { userId: user.id })).isAdmin).toBe(false);
        expect(await promoteUsername(dataSource, 'punch')).toEqual({ id: user.id, username: 'Punch' });
        expect(await promoteUsername(dataSource, 'judy')).toBeNull();
        // What the CLI then broadcasts: without it, this replica would serve its copy for a few seconds.
        await broadcast(user.id);
        expect((await send(AUTH.account, { userId: user.id })).isAdmin).toBe(true);

        await subject().query(insertUser, ['Mao', 'mao@red-dragon.test', 'Mao', 'hash']);
        await promoteEmail(dataSource, ' MAO@red-dragon.test');
        const { rows } = await subject().query("SELECT is_admin FROM users WHERE username = 'Mao'");
        expect(rows[0].is_admin).toBe(true);
      });

      it('reads an account that no longer exists as signed out', async () => {
        await expect(send(AUTH.account, { userId: '00000000-0000-4000-8000-000000000000' })).rejects.toEqual(
          refusal('UNAUTHORIZED', 'Not authenticated'),
        );
      });
    });
  },
);
