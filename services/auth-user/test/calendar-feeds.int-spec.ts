import { authUserEnvSchema } from '@tracker/config';
import { CALENDAR_FEEDS, calendarFeedPath, type MessageContract } from '@tracker/contracts';
import { describeService } from '@tracker/testing';

import { AppModule } from '../src/app.module.js';
import { UNKNOWN_FEED } from '../src/calendar-feeds/calendar-feeds.service.js';
import { accountRegistrar } from './support/accounts.js';
import { AUTH_USER_TABLES } from './support/tables.js';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Issue 21: each user's private calendar feed token. */
describeService(
  'auth-user',
  (env) => AppModule.register(authUserEnvSchema.parse(env)),
  AUTH_USER_TABLES,
  (subject) => {
    const send = <Q, R>(contract: MessageContract<Q, R>, payload: Q) =>
      subject().harness.send(contract, payload);
    const register = accountRegistrar(subject);
    const signUp = () => register('jet');
    const unknownFeed = expect.objectContaining({ payload: { code: 'NOT_FOUND', message: UNKNOWN_FEED } });
    const feedRows = async (userId: string) =>
      (await subject().query('SELECT token FROM calendar_feeds WHERE user_id = $1', [userId])).rows;

    it('makes one feed on first use, however many ask at once, and answers it after', async () => {
      const { user } = await signUp();
      const feeds = await Promise.all(
        Array.from({ length: 8 }, () => send(CALENDAR_FEEDS.get, { userId: user.id })),
      );
      expect(new Set(feeds.map((feed) => feed.token)).size).toBe(1);
      const [feed] = feeds;
      expect(feed.token).toMatch(TOKEN);
      expect(feed.path).toBe(calendarFeedPath(feed.token));
      expect(new Date(feed.createdAt).getTime()).not.toBeNaN();
      expect(await feedRows(user.id)).toHaveLength(1);
      expect(await send(CALENDAR_FEEDS.get, { userId: user.id })).toEqual(feed);
      expect(await send(CALENDAR_FEEDS.resolve, { token: feed.token })).toEqual({ userId: user.id });
    });

    it('gives each user their own token', async () => {
      const [first, second] = await Promise.all([signUp(), signUp()]);
      const [a, b] = await Promise.all([
        send(CALENDAR_FEEDS.get, { userId: first.user.id }),
        send(CALENDAR_FEEDS.get, { userId: second.user.id }),
      ]);
      expect(a.token).not.toBe(b.token);
      expect(await send(CALENDAR_FEEDS.resolve, { token: b.token })).toEqual({ userId: second.user.id });
    });

    it('regenerates a new token, and the old one opens nothing from then on', async () => {
      const { user } = await signUp();
      const old = await send(CALENDAR_FEEDS.get, { userId: user.id });
      const renewed = await send(CALENDAR_FEEDS.regenerate, { userId: user.id });
      expect(renewed.token).toMatch(TOKEN);
      expect(renewed.token).not.toBe(old.token);
      await expect(send(CALENDAR_FEEDS.resolve, { token: old.token })).rejects.toEqual(unknownFeed);
      expect(await send(CALENDAR_FEEDS.resolve, { token: renewed.token })).toEqual({ userId: user.id });
      expect(await send(CALENDAR_FEEDS.get, { userId: user.id })).toEqual(renewed);
    });

    it('regenerates a feed never asked for as a first one', async () => {
      const { user } = await signUp();
      const feed = await send(CALENDAR_FEEDS.regenerate, { userId: user.id });
      expect(await send(CALENDAR_FEEDS.get, { userId: user.id })).toEqual(feed);
    });

    it("opens nothing for an unknown token or a disabled account's", async () => {
      await expect(send(CALENDAR_FEEDS.resolve, { token: 'A'.repeat(43) })).rejects.toEqual(unknownFeed);
      const { user } = await signUp();
      const feed = await send(CALENDAR_FEEDS.get, { userId: user.id });
      await subject().query('UPDATE users SET disabled_at = now() WHERE id = $1', [user.id]);
      await expect(send(CALENDAR_FEEDS.resolve, { token: feed.token })).rejects.toEqual(unknownFeed);
      await subject().query('UPDATE users SET disabled_at = NULL WHERE id = $1', [user.id]);
      expect(await send(CALENDAR_FEEDS.resolve, { token: feed.token })).toEqual({ userId: user.id });
    });

    it('goes with the account when it is deleted', async () => {
      const { user } = await signUp();
      const feed = await send(CALENDAR_FEEDS.get, { userId: user.id });
      await subject().query('DELETE FROM users WHERE id = $1', [user.id]);
      expect(await feedRows(user.id)).toEqual([]);
      await expect(send(CALENDAR_FEEDS.resolve, { token: feed.token })).rejects.toEqual(unknownFeed);
    });

    it('refuses an account that does not exist and a malformed token', async () => {
      const nobody = '00000000-0000-4000-8000-000000000000';
      await expect(send(CALENDAR_FEEDS.get, { userId: nobody })).rejects.toMatchObject({
        payload: { code: 'UNAUTHORIZED' },
      });
      await expect(send(CALENDAR_FEEDS.regenerate, { userId: nobody })).rejects.toMatchObject({
        payload: { code: 'UNAUTHORIZED' },
      });
      await expect(send(CALENDAR_FEEDS.resolve, { token: 'short' })).rejects.toMatchObject({
        payload: { code: 'BAD_REQUEST' },
      });
      expect(
        await subject().query('SELECT count(*)::int AS n FROM calendar_feeds WHERE user_id = $1', [nobody]),
      ).toMatchObject({ rows: [{ n: 0 }] });
    });
  },
);
