import { randomUUID } from 'node:crypto';

import { ACTIVITY, ACTIVITY_KEPT_PER_USER, type ActivityEntry, EPISODES, LISTS } from '@tracker/contracts';
import type { AddEntryBody } from '@tracker/contracts/schemas';

import { ActivityEntriesStore } from '../src/activity/activity-entries.store.js';
import { type FakeUser, friendships } from './support/fake-peers.js';
import { describeListsProgress } from './support/lists-progress-suite.js';

describeListsProgress(({ subject, call, refusal, newUser }) => {
  const add = (userId: string, body: object, idempotencyKey?: string) =>
    call(LISTS.add, { userId, body: body as AddEntryBody, idempotencyKey });
  const update = (userId: string, animeId: number, body: object) =>
    call(LISTS.update, { userId, animeId, body });
  const mark = (userId: string, animeId: number, episodeNumber: number, idempotencyKey?: string) =>
    call(EPISODES.mark, { userId, body: { animeId, episodeNumber }, idempotencyKey });
  const activity = async (
    user: FakeUser,
    viewer?: FakeUser,
    query: { cursor?: string; limit?: number } = {},
  ) => {
    const answer = await call(ACTIVITY.user, {
      username: user.username,
      viewerId: viewer?.id,
      query: { limit: 20, ...query },
    });
    // Whose activity it is goes beside the page, for the gateway to keep it by.
    expect(answer.ownerId).toBe(user.id);
    return answer.page;
  };
  /** Each entry as one line: what, which title, and the details its kind has. */
  const lines = (items: ActivityEntry[]) =>
    items.map(({ kind, anime, status, score, episodes }) =>
      [kind, anime.id, status ?? score ?? (episodes && `${episodes.from}-${episodes.to}`)].join(' '),
    );

  describe('entries from list writes', () => {
    it('logs an add, a status change, a score and a favorite, newest first, with the title from the catalogue', async () => {
      const user = newUser();
      await add(user.id, { animeId: 1, status: 'watching' });
      await add(user.id, { animeId: 1, status: 'completed', score: 8 });
      await add(user.id, { animeId: 1, status: 'favorite' });

      const page = await activity(user);
      expect(lines(page.items)).toEqual([
        'favorite_added 1 ',
        'score_set 1 8',
        'status_changed 1 completed',
        'added 1 watching',
      ]);
      expect(page.items[0]).toEqual({
        id: expect.any(String),
        kind: 'favorite_added',
        anime: { id: 1, title: 'Cowboy Bebop', image: null },
        status: null,
        score: null,
        episodes: null,
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
      expect(page.nextCursor).toBeNull();
    });

    it('logs a favorite-only title given a status as added, and logs no removal', async () => {
      const user = newUser();
      await add(user.id, { animeId: 30, status: 'favorite' });
      await add(user.id, { animeId: 30, status: 'plan_to_watch' });
      await call(LISTS.removeAll, { userId: user.id, animeId: 30 });
      await update(user.id, 30, { score: 6 });
      await update(user.id, 30, { score: null });

      expect(lines((await activity(user)).items)).toEqual([
        'score_set 30 6',
        'added 30 plan_to_watch',
        'favorite_added 30 ',
      ]);
    });

    it('logs a retried keyed write once, and a write that changes nothing not at all', async () => {
      const user = newUser();
      const key = randomUUID();
      await add(user.id, { animeId: 5, status: 'completed', score: 9 }, key);
      await add(user.id, { animeId: 5, status: 'completed', score: 9 }, key);
      await add(user.id, { animeId: 5, status: 'completed', score: 9 });
      const episodeKey = randomUUID();
      await mark(user.id, 1, 1, episodeKey);
      await mark(user.id, 1, 1, episodeKey);
      await mark(user.id, 1, 1);

      expect(lines((await activity(user)).items)).toEqual([
        'episodes_watched 1 1-1',
        'score_set 5 9',
        'added 5 completed',
      ]);
    });

    it('logs nothing for an import', async () => {
      const user = newUser();
      const xml = `<myanimelist><anime><series_animedb_id>1</series_animedb_id>
          <my_status>Watching</my_status><my_watched_episodes>3</my_watched_episodes><my_score>7</my_score>
          </anime></myanimelist>`;
      const summary = await call(LISTS.importLists, { userId: user.id, xml, dryRun: false });
      expect(summary).toMatchObject({ added: 1 });
      expect((await activity(user)).items).toEqual([]);
    });
  });

  describe('episode runs', () => {
    it('merges consecutive marks of one title into one entry and starts another after a gap', async () => {
      const user = newUser();
      for (const episode of [3, 4, 5]) await mark(user.id, 1, episode);
      expect(lines((await activity(user)).items)).toEqual(['episodes_watched 1 3-5']);

      await mark(user.id, 1, 7);
      await mark(user.id, 1, 8);
      expect(lines((await activity(user)).items)).toEqual([
        'episodes_watched 1 7-8',
        'episodes_watched 1 3-5',
      ]);
    });

    it('keeps a run of one title apart from another title marked between', async () => {
      const user = newUser();
      await mark(user.id, 1, 1);
      await mark(user.id, 100, 1);
      await mark(user.id, 1, 2);
      expect(lines((await activity(user)).items)).toEqual([
        'episodes_watched 1 2-2',
        'episodes_watched 100 1-1',
        'episodes_watched 1 1-1',
      ]);
    });

    it('makes mark-all one entry 1..N that swallows the run before it, and logs playback to 100%', async () => {
      const user = newUser();
      await mark(user.id, 102, 2);
      await call(EPISODES.markAll, { userId: user.id, body: { animeId: 102, totalEpisodes: 6 } });
      expect(lines((await activity(user)).items)).toEqual(['episodes_watched 102 1-6']);

      await call(EPISODES.playback, {
        userId: user.id,
        body: { animeId: 30, episodeNumber: 1, progress: 50 },
      });
      await call(EPISODES.playback, {
        userId: user.id,
        body: { animeId: 30, episodeNumber: 1, progress: 100 },
      });
      await update(user.id, 30, { status: 'watching', episodesWatched: 4 });
      // The add came between the two marks of title 30, so the count's episodes start a run of their own.
      expect(lines((await activity(user)).items)).toEqual([
        'episodes_watched 30 2-4',
        'added 30 watching',
        'episodes_watched 30 1-1',
        'episodes_watched 102 1-6',
      ]);
    });

    it('moves a merged entry to the top with the time of its latest mark', async () => {
      const user = newUser();
      await mark(user.id, 1, 1);
      const [first] = (await activity(user)).items;
      await mark(user.id, 1, 2);
      const [merged] = (await activity(user)).items;
      expect(merged.id).toBe(first.id);
      expect(Date.parse(merged.at)).toBeGreaterThanOrEqual(Date.parse(first.at));
    });
  });

  describe('privacy', () => {
    it('shows entries about a private list entry to the owner only, following the flag both ways', async () => {
      const owner = newUser();
      const other = newUser();
      await add(owner.id, { animeId: 1, status: 'watching' });
      await mark(owner.id, 1, 1);
      await add(owner.id, { animeId: 30, status: 'completed' });
      await update(owner.id, 1, { isPrivate: true });

      expect(lines((await activity(owner, other)).items)).toEqual(['added 30 completed']);
      expect(lines((await activity(owner)).items)).toEqual(['added 30 completed']);
      expect(lines((await activity(owner, owner)).items)).toEqual([
        'added 30 completed',
        'episodes_watched 1 1-1',
        'added 1 watching',
      ]);

      await mark(owner.id, 1, 2);
      expect(lines((await activity(owner, other)).items)).toEqual(['added 30 completed']);
      await update(owner.id, 1, { isPrivate: false });
      expect(lines((await activity(owner, other)).items)).toEqual([
        'episodes_watched 1 2-2',
        'added 30 completed',
        'episodes_watched 1 1-1',
        'added 1 watching',
      ]);
    });

    it('logs a title first written as private (with a score) as private', async () => {
      const owner = newUser();
      await update(owner.id, 100, { isPrivate: true, score: 7 });
      await add(owner.id, { animeId: 101, status: 'on_hold' });
      expect(lines((await activity(owner, newUser())).items)).toEqual(['added 101 on_hold']);
    });

    it('hides added favorites from others when the owner hides favorites', async () => {
      const owner = newUser({ showFavorites: false });
      await add(owner.id, { animeId: 1, status: 'favorite' });
      await add(owner.id, { animeId: 1, status: 'watching' });
      expect(lines((await activity(owner, newUser())).items)).toEqual(['added 1 watching']);
      expect(lines((await activity(owner, owner)).items)).toEqual(['added 1 watching', 'favorite_added 1 ']);
    });

    it('answers a private profile as an unknown one, except to its owner', async () => {
      const owner = newUser({ visible: false });
      await add(owner.id, { animeId: 1, status: 'watching' });
      const notFound = { code: 'NOT_FOUND', message: 'User not found.' };
      expect(await refusal(ACTIVITY.user, { username: owner.username, query: {} })).toEqual(notFound);
      expect(
        await refusal(ACTIVITY.user, { username: owner.username, viewerId: newUser().id, query: {} }),
      ).toEqual(notFound);
      expect(await refusal(ACTIVITY.user, { username: 'nobody-here', query: {} })).toEqual(notFound);
      expect(lines((await activity(owner, owner)).items)).toEqual(['added 1 watching']);
    });
  });

  describe('pages', () => {
    it('pages newest first by cursor, each entry once, the last page without a cursor', async () => {
      const user = newUser();
      for (const animeId of [1, 5, 30, 100, 101]) await add(user.id, { animeId, status: 'watching' });
      const seen: string[] = [];
      let cursor: string | undefined;
      const sizes: number[] = [];
      do {
        const page = await activity(user, undefined, { cursor, limit: 2 });
        sizes.push(page.items.length);
        seen.push(...page.items.map((item) => String(item.anime.id)));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(sizes).toEqual([2, 2, 1]);
      expect(seen).toEqual(['101', '100', '30', '5', '1']);
    });

    it('answers the default page of 20 and refuses a bad cursor or limit with what to send', async () => {
      const user = newUser();
      await add(user.id, { animeId: 1, status: 'watching' });
      const { page } = await call(ACTIVITY.user, { username: user.username, query: {} });
      expect(page.items).toHaveLength(1);

      for (const cursor of ['nonsense!', 'bm90IGEgY3Vyc29y', 12]) {
        expect(await refusal(ACTIVITY.user, { username: user.username, query: { cursor } })).toEqual({
          code: 'BAD_REQUEST',
          message:
            'cursor must be the nextCursor of an activity page, as given; leave it out for the first page.',
        });
      }
      for (const limit of [0, 51, 'ten']) {
        expect(await refusal(ACTIVITY.user, { username: user.username, query: { limit } })).toEqual({
          code: 'BAD_REQUEST',
          message: `limit must be a whole number from 1 to 50, got '${limit}'.`,
        });
      }
    });

    it(`keeps each user's newest ${ACTIVITY_KEPT_PER_USER} entries`, async () => {
      const user = newUser();
      // Entries a minute apart, the newest a minute before 2026 began.
      await subject().query(
        `INSERT INTO activity_entries (user_id, kind, anime_id, status, at)
           SELECT $1, 'added', 1, 'watching', '2026-01-01T00:00:00Z'::timestamptz - make_interval(mins => n)
             FROM generate_series(1, $2::int) AS n`,
        [user.id, ACTIVITY_KEPT_PER_USER],
      );
      await add(user.id, { animeId: 30, status: 'completed' });
      // The periodic prune, now rather than within 10 s.
      await subject().harness.app.get(ActivityEntriesStore).pruneGrown();
      const { rows } = await subject().query(
        `SELECT count(*)::int AS count, min(at) AS oldest FROM activity_entries WHERE user_id = $1`,
        [user.id],
      );
      expect(rows[0]).toEqual({
        count: ACTIVITY_KEPT_PER_USER,
        oldest: new Date(Date.parse('2026-01-01T00:00:00Z') - (ACTIVITY_KEPT_PER_USER - 1) * 60_000),
      });
    });
  });

  describe("friends' activity", () => {
    it("shows the public friends' public entries newest first, with who did each, by cursor", async () => {
      const reader = newUser();
      const friend = newUser({ displayName: 'Spike' });
      const hidden = newUser({ visible: false });
      const stranger = newUser();
      friendships.set(reader.id, [friend.id, hidden.id]);

      await add(friend.id, { animeId: 1, status: 'watching' });
      await add(hidden.id, { animeId: 1, status: 'watching' });
      await add(stranger.id, { animeId: 1, status: 'watching' });
      await add(friend.id, { animeId: 30, status: 'completed' });
      await update(friend.id, 30, { isPrivate: true });
      await add(reader.id, { animeId: 5, status: 'watching' });
      await mark(friend.id, 100, 1);
      await mark(friend.id, 100, 2);

      const { page: first, friendIds } = await call(ACTIVITY.friends, {
        userId: reader.id,
        query: { limit: 1 },
      });
      // Every friend goes beside the page, the hidden one too: the gateway keeps the page by them.
      expect(friendIds).toEqual([friend.id, hidden.id]);
      expect(first.items).toEqual([
        expect.objectContaining({
          kind: 'episodes_watched',
          anime: { id: 100, title: 'Trigun', image: null },
          episodes: { from: 1, to: 2 },
          user: { id: friend.id, username: friend.username, displayName: 'Spike', avatar_url: null },
        }),
      ]);
      const { page: rest } = await call(ACTIVITY.friends, {
        userId: reader.id,
        query: { cursor: first.nextCursor!, limit: 10 },
      });
      expect(lines(rest.items)).toEqual(['added 1 watching']);
      expect(rest.nextCursor).toBeNull();
    });

    it('answers an empty page to a user without friends', async () => {
      const reader = newUser();
      expect(await call(ACTIVITY.friends, { userId: reader.id, query: { limit: 20 } })).toEqual({
        page: { items: [], nextCursor: null },
        friendIds: [],
      });
    });
  });
});
