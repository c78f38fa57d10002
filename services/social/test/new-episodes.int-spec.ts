import { randomUUID } from 'node:crypto';

import { type MessageContract, NOTIFICATIONS, SOCIAL_EVENTS } from '@tracker/contracts';
import { createRedisClient, KEY_AREAS, redisKey } from '@tracker/redis';
import { eventually } from '@tracker/testing';

import { NewEpisodes } from '../src/notifications/new-episodes/new-episodes.js';
import { accounts, newEpisodesOff } from './support/fake-auth-user.js';
import { followers, schedule } from './support/fake-catalogue-lists.js';
import { pushes } from './support/push-listener.js';
import { describeSocial } from './support/social-suite.js';

const MINUTE = 60_000;
const WEEK = 7 * 24 * 60 * MINUTE;
/** Mondays 00:30 JST from Monday 5 October 2026: the slot of Monday 30 November is Sunday 15:30 UTC. */
const GARRISON = {
  mal_id: 90019,
  title: 'Pocket Garrison',
  episodes: 12,
  aired: { from: '2026-10-05T00:00:00+00:00' },
};
const SLOT = Date.parse('2026-11-29T15:30:00Z');
/** Its ninth week: episode 9. */
const EPISODE = 9;

describeSocial({ withCatalogueAndLists: true }, (subject) => {
  const call = <Q, R>(contract: MessageContract<Q, R>, payload: Q) =>
    subject().harness.send(contract, payload);
  const run = (at: number) => subject().harness.app.get(NewEpisodes).run(new Date(at));
  const person = () => {
    const id = randomUUID();
    accounts.set(id, { id, username: `viewer_${id.slice(0, 8)}`, displayName: 'Viewer', avatar_url: null });
    return id;
  };
  const rowsOf = async (userId: string) =>
    (
      await subject().query('SELECT anime_id, episode, dedupe_key FROM notifications WHERE user_id = $1', [
        userId,
      ])
    ).rows;

  const [watching, planning, silent] = [person(), person(), person()];
  beforeAll(() => {
    schedule.push({ day: 'Mondays', time: '00:30', anime: GARRISON });
    followers.set(GARRISON.mal_id, [watching, planning, silent]);
    newEpisodesOff.add(silent);
  });

  it('only marks the time on its first run, and finds nothing before the slot', async () => {
    expect(await run(SLOT - 60 * MINUTE)).toEqual({ created: 0 });
    expect(await run(SLOT - MINUTE)).toEqual({ created: 0 });
    expect(await rowsOf(watching)).toEqual([]);
  });

  it("tells each follower who keeps newEpisodes on once the slot passed, live: 'Episode N of X aired'", async () => {
    expect(await run(SLOT + 10 * MINUTE)).toEqual({ created: 2 });
    const { notifications, unread } = await call(NOTIFICATIONS.list, { userId: watching, query: {} });
    expect(unread).toBe(1);
    expect(notifications).toEqual([
      {
        id: expect.any(String),
        kind: 'new_episode',
        anime: { id: GARRISON.mal_id, title: 'Pocket Garrison' },
        episode: EPISODE,
        actor: null,
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    expect(await rowsOf(planning)).toEqual([
      { anime_id: GARRISON.mal_id, episode: EPISODE, dedupe_key: `new_episode:${planning}:90019:9` },
    ]);
    // newEpisodes off: nothing.
    expect(await rowsOf(silent)).toEqual([]);
    await eventually(
      () =>
        expect(
          pushes
            .filter(({ pattern }) => pattern === SOCIAL_EVENTS.notificationCreated.pattern)
            .flatMap(({ push }) => push.userIds)
            .sort(),
        ).toEqual([watching, planning].sort()),
      1_000,
      20,
    );
  });

  it('makes none the second time, nor when a replica with an older mark runs over the slot again', async () => {
    expect(await run(SLOT + 20 * MINUTE)).toEqual({ created: 0 });
    // A replica whose run started before the mark moved on sees the slot again: the dedupe key keeps it once.
    const { redisUrl, redisPrefix } = subject().infra;
    const redis = createRedisClient(redisUrl);
    await redis.set(
      redisKey(redisPrefix, KEY_AREAS.queue, 'social', 'new-episodes', 'last-run'),
      SLOT - MINUTE,
    );
    await redis.quit();
    expect(await run(SLOT + 30 * MINUTE)).toEqual({ created: 0 });
    expect(await rowsOf(watching)).toHaveLength(1);
  });

  it("makes the next week's episode once when two replicas run at once", async () => {
    const next = SLOT + WEEK + MINUTE;
    const runs = await Promise.all([run(next), run(next)]);
    expect(runs.reduce((sum, { created }) => sum + created, 0)).toBe(2);
    expect((await rowsOf(watching)).map(({ episode }) => episode).sort((a, b) => a - b)).toEqual([
      EPISODE,
      EPISODE + 1,
    ]);
    expect(await rowsOf(silent)).toEqual([]);
  });

  it('caps the episode at the count, and says nothing of a title without a premiere', async () => {
    const viewer = person();
    schedule.push(
      {
        day: 'Tuesdays',
        time: '12:00',
        anime: { mal_id: 777, title: 'Long Over', episodes: 3, aired: { from: '2025-01-07' } },
      },
      {
        day: 'Tuesdays',
        time: '12:00',
        anime: { mal_id: 778, title: 'Someday', episodes: null, aired: { from: null } },
      },
    );
    followers.set(777, [viewer]);
    followers.set(778, [viewer]);
    // Tuesday 8 December 2026, 12:00 JST is 03:00 UTC.
    expect(await run(Date.parse('2026-12-08T03:05:00Z'))).toEqual({ created: 1 });
    expect(await rowsOf(viewer)).toEqual([
      { anime_id: 777, episode: 3, dedupe_key: `new_episode:${viewer}:777:3` },
    ]);
  });
});
