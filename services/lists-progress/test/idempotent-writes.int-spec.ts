import { randomUUID } from 'node:crypto';

import { EPISODES, LISTS } from '@tracker/contracts';

import { KEY_REUSED } from '../src/idempotency/idempotent-writes.js';
import { describeListsProgress } from './support/lists-progress-suite.js';

describeListsProgress(({ subject, call, refusal }) => {
  const keysOf = async (userId: string) =>
    (
      await subject().query(
        'SELECT idempotency_key FROM idempotent_writes WHERE user_id = $1 ORDER BY idempotency_key',
        [userId],
      )
    ).rows.map((row) => row.idempotency_key);

  it('answers a retried add with its first result, without writing again after the entry changed', async () => {
    const userId = randomUUID();
    const idempotencyKey = randomUUID();
    const add = { userId, body: { animeId: 1, status: 'watching' as const }, idempotencyKey };
    const first = await call(LISTS.add, add);
    await call(LISTS.removeAll, { userId, animeId: 1 });

    // The retry arrives after the user took the title off the lists: it must not bring it back.
    expect(await call(LISTS.add, add)).toEqual(first);
    expect((await call(LISTS.lists, { userId })).watching).toEqual([]);
    expect(await keysOf(userId)).toEqual([idempotencyKey]);
  });

  it('writes once when the same keyed write arrives twice at the same time, and answers both the same', async () => {
    const userId = randomUUID();
    const add = {
      userId,
      body: { animeId: 30, status: 'completed' as const, score: 9 },
      idempotencyKey: randomUUID(),
    };
    const [one, two] = await Promise.all([call(LISTS.add, add), call(LISTS.add, add)]);

    expect(two).toEqual(one);
    // An unkeyed repeat would have stamped the entry again: the stored one is the first answer's.
    const [stored] = (await call(LISTS.lists, { userId })).completed;
    expect(stored.updatedAt).toBe(one?.updatedAt);
  });

  it('answers a retried removal with the entry it left, not that the title is no longer listed', async () => {
    const userId = randomUUID();
    await call(LISTS.add, { userId, body: { animeId: 100, status: 'watching', score: 7 } });
    const removal = { userId, animeId: 100, what: 'watching' as const, idempotencyKey: randomUUID() };
    const [one, two] = await Promise.all([call(LISTS.remove, removal), call(LISTS.remove, removal)]);
    expect(one).toMatchObject({ animeId: 100, status: null, score: 7 });
    expect(two).toEqual(one);
    expect(await call(LISTS.remove, removal)).toEqual(one);

    // Without a key a repeat is a new request, answered as the state now is.
    const { idempotencyKey: _key, ...unkeyed } = removal;
    expect(await refusal(LISTS.remove, unkeyed)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers retried episode writes with their first result', async () => {
    const userId = randomUUID();
    const markAll = { userId, body: { animeId: 102, totalEpisodes: 6 }, idempotencyKey: randomUUID() };
    expect(await call(EPISODES.markAll, markAll)).toMatchObject({ episodesWatched: 6 });

    const unmark = { userId, animeId: 102, episodeNumber: 6, idempotencyKey: randomUUID() };
    const first = await call(EPISODES.unmark, unmark);
    expect(first).toMatchObject({ episodesWatched: 5 });
    expect(await call(EPISODES.unmark, unmark)).toEqual(first);

    // The mark-all retry does not mark episode 6 again: the user has unmarked it since.
    expect(await call(EPISODES.markAll, markAll)).toMatchObject({ episodesWatched: 6 });
    expect(await call(EPISODES.count, { userId, animeId: 102 })).toBe(5);
  });

  it('refuses a key used again for a different request, and changes nothing', async () => {
    const userId = randomUUID();
    const idempotencyKey = randomUUID();
    await call(LISTS.add, { userId, body: { animeId: 1, status: 'watching' }, idempotencyKey });

    expect(
      await refusal(LISTS.add, { userId, body: { animeId: 1, status: 'dropped' }, idempotencyKey }),
    ).toEqual({ code: 'CONFLICT', message: KEY_REUSED });
    expect(await refusal(LISTS.removeAll, { userId, animeId: 1, idempotencyKey })).toEqual({
      code: 'CONFLICT',
      message: KEY_REUSED,
    });
    expect((await call(LISTS.lists, { userId })).watching).toEqual([expect.objectContaining({ animeId: 1 })]);
  });

  it('keeps no key for a refused write, so sending it again is checked again', async () => {
    const userId = randomUUID();
    const idempotencyKey = randomUUID();
    const bad = { userId, body: { animeId: 1, status: 'binge' }, idempotencyKey };
    expect(await refusal(LISTS.add, bad)).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refusal(LISTS.add, bad)).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await keysOf(userId)).toEqual([]);
  });

  it("keeps each user's keys apart", async () => {
    const idempotencyKey = randomUUID();
    const [alice, bob] = [randomUUID(), randomUUID()];
    await call(LISTS.add, { userId: alice, body: { animeId: 1, status: 'watching' }, idempotencyKey });
    expect(
      await call(LISTS.add, { userId: bob, body: { animeId: 5, status: 'dropped' }, idempotencyKey }),
    ).toMatchObject({ animeId: 5, status: 'dropped' });
  });

  it('takes a key older than a day as new', async () => {
    const userId = randomUUID();
    const idempotencyKey = randomUUID();
    await subject().query(
      `INSERT INTO idempotent_writes (user_id, idempotency_key, request_hash, result, created_at)
         VALUES ($1, $2, 'another request', '{"value": null}', now() - interval '25 hours')`,
      [userId, idempotencyKey],
    );
    expect(
      await call(LISTS.add, { userId, body: { animeId: 101, status: 'on_hold' }, idempotencyKey }),
    ).toMatchObject({ animeId: 101, status: 'on_hold' });
  });

  it('refuses a malformed key before writing', async () => {
    const userId = randomUUID();
    for (const idempotencyKey of ['', 'with space', 'x'.repeat(256), 'ключ']) {
      expect(
        await refusal(LISTS.add, { userId, body: { animeId: 1, status: 'watching' }, idempotencyKey }),
      ).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('Idempotency-Key') });
    }
    expect((await call(LISTS.lists, { userId })).watching).toEqual([]);
  });
});
