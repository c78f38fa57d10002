import { randomUUID } from 'node:crypto';

import { CATALOGUE, EPISODES, LIST_EVENTS, type ListEntry, LISTS } from '@tracker/contracts';
import type { AddEntryBody } from '@tracker/contracts/schemas';
import { emit, TrackerRedisClient, transportOptions } from '@tracker/redis';
import { eventually } from '@tracker/testing';
import { Redis } from 'ioredis';

import { catalogue, events, TITLES } from './support/fake-peers.js';
import { describeListsProgress } from './support/lists-progress-suite.js';

/** Long enough for a real reply, short enough that a silent catalogue is given up on within a test. */
const PEER_TIMEOUT_MS = 800;

describeListsProgress(
  ({ subject, call, refusal, newUser }) => {
    // Bodies of any shape: the service checks them.
    const add = (userId: string, body: object) => call(LISTS.add, { userId, body: body as AddEntryBody });
    const update = (userId: string, animeId: number, body: object) =>
      call(LISTS.update, { userId, animeId, body });
    const lists = (userId: string) => call(LISTS.lists, { userId });
    const ids = (entries: ListEntry[]) => entries.map((entry) => entry.animeId);
    const eventsOf = (userId: string, pattern: string) =>
      events
        .filter((event) => event.pattern === pattern && event.payload.userId === userId)
        .map((event) => event.payload);
    /** Events are fire-and-forget: waits up to a second for the listener to have them. */
    const heard = (check: () => void) => eventually(check, 1_000, 20);

    describe('statuses, favorites and scores', () => {
      it('keeps one status per title, moving it through each of the five, with the favorite flag beside it', async () => {
        const { id } = newUser();
        const first = await add(id, { animeId: 1, status: 'plan_to_watch' });
        expect(first).toMatchObject({
          animeId: 1,
          status: 'plan_to_watch',
          score: null,
          isFavorite: false,
          episodesWatched: 0,
        });
        for (const status of [
          'watching',
          'on_hold',
          'dropped',
          'completed',
          'plan_to_watch',
          'watching',
        ] as const) {
          expect(await add(id, { animeId: 1, status })).toMatchObject({ id: first?.id, status });
          const now = await lists(id);
          expect(
            Object.entries(now)
              .filter(([, entries]) => entries.length > 0)
              .map(([name]) => name),
          ).toEqual([status]);
        }
        await add(id, { animeId: 1, status: 'favorite' });
        const withFavorite = await lists(id);
        expect(ids(withFavorite.watching)).toEqual([1]);
        expect(ids(withFavorite.favorite)).toEqual([1]);
        await heard(() => {
          expect(eventsOf(id, LIST_EVENTS.entryAdded.pattern)).toEqual([
            expect.objectContaining({ animeId: 1, status: 'plan_to_watch' }),
          ]);
          expect(
            eventsOf(id, LIST_EVENTS.statusChanged.pattern).map((event) => [event.from, event.to]),
          ).toEqual([
            ['plan_to_watch', 'watching'],
            ['watching', 'on_hold'],
            ['on_hold', 'dropped'],
            ['dropped', 'completed'],
            ['completed', 'plan_to_watch'],
            ['plan_to_watch', 'watching'],
          ]);
          expect(eventsOf(id, LIST_EVENTS.favoriteAdded.pattern)).toHaveLength(1);
        });
      });

      it('sets a score with the status, keeps it when the status alone changes, and removes it with null', async () => {
        const { id } = newUser();
        expect(await add(id, { animeId: 30, status: 'watching', score: 8 })).toMatchObject({ score: 8 });
        expect(await add(id, { animeId: 30, status: 'completed' })).toMatchObject({
          status: 'completed',
          score: 8,
        });
        expect(await update(id, 30, { score: 10 })).toMatchObject({ score: 10 });
        expect(await update(id, 30, { score: null })).toMatchObject({ status: 'completed', score: null });
      });

      it('refuses bad scores, statuses, ids and fields with a message naming the field and accepted values', async () => {
        const { id } = newUser();
        for (const score of [0, 11, 7.5, '8']) {
          expect(
            await refusal(LISTS.add, { userId: id, body: { animeId: 1, status: 'watching', score } }),
          ).toEqual({
            code: 'BAD_REQUEST',
            message: `score must be a whole number from 1 to 10, or null to remove it, got '${score}'.`,
          });
        }
        expect(await refusal(LISTS.add, { userId: id, body: { animeId: 1, status: 'rewatching' } })).toEqual({
          code: 'BAD_REQUEST',
          message:
            "status must be one of watching, completed, on_hold, dropped, plan_to_watch, favorite, got 'rewatching'.",
        });
        expect(
          await refusal(LISTS.add, { userId: id, body: { animeId: -3, status: 'watching' } }),
        ).toMatchObject({
          message: "animeId must be a positive whole number, got '-3'.",
        });
        expect(
          await refusal(LISTS.update, { userId: id, animeId: 1, body: { isAdmin: true } }),
        ).toMatchObject({
          message:
            'Unknown field: isAdmin. Accepted: status, score, isFavorite, timesRewatched, isPrivate, episodesWatched.',
        });
        expect(
          await refusal(LISTS.update, { userId: id, animeId: 1, body: { timesRewatched: -1 } }),
        ).toMatchObject({
          message: "timesRewatched must be a whole number from 0 to 1000, got '-1'.",
        });
        expect(
          await refusal(LISTS.update, { userId: id, animeId: 1, body: { isPrivate: 'yes' } }),
        ).toMatchObject({
          message: "isPrivate must be true or false, got 'yes'.",
        });
        expect(
          await refusal(LISTS.add, { userId: id, body: { animeId: 999999, status: 'watching' } }),
        ).toEqual({
          code: 'NOT_FOUND',
          message: 'Anime 999999 is not in the catalogue.',
        });
        expect(await lists(id)).toMatchObject({ watching: [], favorite: [] });
      });

      it('edits the rewatch count, privacy and episodes watched of an entry', async () => {
        const { id } = newUser();
        await add(id, { animeId: 30, status: 'completed' });
        expect(
          await update(id, 30, { timesRewatched: 2, isPrivate: true, episodesWatched: 12 }),
        ).toMatchObject({
          timesRewatched: 2,
          isPrivate: true,
          episodesWatched: 12,
        });
        expect(await call(EPISODES.count, { userId: id, animeId: 30 })).toBe(12);
        expect(await update(id, 30, { episodesWatched: 4 })).toMatchObject({ episodesWatched: 4 });
        // Episodes alone change no status: the only status event is the one that follows.
        await add(id, { animeId: 30, status: 'on_hold' });
        await heard(() =>
          expect(
            eventsOf(id, LIST_EVENTS.statusChanged.pattern).map((event) => [event.from, event.to]),
          ).toEqual([['completed', 'on_hold']]),
        );
        expect(
          (await call(EPISODES.forAnime, { userId: id, animeId: 30 })).map((mark) => mark.episodeNumber),
        ).toEqual([1, 2, 3, 4]);
        expect(
          await refusal(LISTS.update, { userId: id, animeId: 30, body: { episodesWatched: 13 } }),
        ).toMatchObject({
          message:
            "episodesWatched must be a whole number from 0 to 12 (the title's episode count), got '13'.",
        });
      });

      it('removes one status, the favorite or the score only when the title has it, and forgets an empty entry', async () => {
        const { id } = newUser();
        await add(id, { animeId: 1, status: 'watching', score: 7 });
        await add(id, { animeId: 1, status: 'favorite' });
        expect(await refusal(LISTS.remove, { userId: id, animeId: 1, what: 'completed' })).toEqual({
          code: 'NOT_FOUND',
          message: 'Anime 1 is not on your completed list.',
        });
        expect(await refusal(LISTS.remove, { userId: id, animeId: 1, what: 'everything' })).toMatchObject({
          code: 'BAD_REQUEST',
          message:
            "What to remove must be one of watching, completed, on_hold, dropped, plan_to_watch, favorite, rating, got 'everything'.",
        });
        expect(await call(LISTS.remove, { userId: id, animeId: 1, what: 'watching' })).toMatchObject({
          status: null,
          isFavorite: true,
          score: 7,
        });
        expect(await call(LISTS.remove, { userId: id, animeId: 1, what: 'rating' })).toMatchObject({
          score: null,
        });
        expect(await call(LISTS.remove, { userId: id, animeId: 1, what: 'favorite' })).toBeNull();
        expect(await refusal(LISTS.remove, { userId: id, animeId: 1, what: 'favorite' })).toEqual({
          code: 'NOT_FOUND',
          message: 'Anime 1 is not among your favorites.',
        });
        expect(await subject().query('SELECT * FROM list_entries WHERE user_id = $1', [id])).toMatchObject({
          rowCount: 0,
        });
      });

      it('takes a title off all five lists at once, keeping its favorite', async () => {
        const { id } = newUser();
        await add(id, { animeId: 5, status: 'on_hold' });
        await update(id, 5, { isFavorite: true });
        expect(await call(LISTS.removeAll, { userId: id, animeId: 5 })).toMatchObject({
          status: null,
          isFavorite: true,
        });
        expect(await refusal(LISTS.removeAll, { userId: id, animeId: 5 })).toMatchObject({
          code: 'NOT_FOUND',
        });
      });
    });

    describe('episodes', () => {
      const mark = (userId: string, animeId: number, episodeNumber: unknown) =>
        call(EPISODES.mark, { userId, body: { animeId, episodeNumber } });

      it('marks episodes within the episode count, and refuses one beyond it or an unknown title', async () => {
        const { id } = newUser();
        expect(await mark(id, 1, 26)).toMatchObject({
          episodesWatched: 1,
          totalEpisodes: 26,
          offerCompleted: false,
        });
        expect(await refusal(EPISODES.mark, { userId: id, body: { animeId: 1, episodeNumber: 27 } })).toEqual(
          {
            code: 'BAD_REQUEST',
            message:
              "episodeNumber must be a whole number from 1 to 26 (the title's episode count), got '27'.",
          },
        );
        expect(
          await refusal(EPISODES.mark, { userId: id, body: { animeId: 1, episodeNumber: 0 } }),
        ).toMatchObject({
          code: 'BAD_REQUEST',
        });
        expect(
          await refusal(EPISODES.mark, { userId: id, body: { animeId: 999999, episodeNumber: 1 } }),
        ).toEqual({
          code: 'NOT_FOUND',
          message: 'Anime 999999 is not in the catalogue.',
        });
        // Still airing: no count to check against but the sanity bound.
        expect(await mark(id, 21, 1000)).toMatchObject({ totalEpisodes: null, episodesWatched: 1 });
      });

      it('accepts a mark while the catalogue cannot say how many episodes there are', async () => {
        const { id } = newUser();
        catalogue.down = true;
        try {
          expect(await mark(id, 100, 40)).toMatchObject({ totalEpisodes: null, episodesWatched: 1 });
        } finally {
          catalogue.down = false;
        }
      });

      it('lands 50 parallel marks of one title once each, and 50 of one episode as one', async () => {
        const { id } = newUser();
        await Promise.all(Array.from({ length: 50 }, (_, index) => mark(id, 21, index + 1)));
        await Promise.all(Array.from({ length: 50 }, () => mark(id, 1, 3)));
        expect(await call(EPISODES.count, { userId: id, animeId: 21 })).toBe(50);
        expect(await call(EPISODES.count, { userId: id, animeId: 1 })).toBe(1);
        const { rows } = await subject().query(
          'SELECT anime_id, count(*)::int AS rows, count(DISTINCT episode_number)::int AS episodes FROM episode_progress WHERE user_id = $1 GROUP BY anime_id ORDER BY anime_id',
          [id],
        );
        expect(rows).toEqual([
          { anime_id: 1, rows: 1, episodes: 1 },
          { anime_id: 21, rows: 50, episodes: 50 },
        ]);
        await heard(() => expect(eventsOf(id, LIST_EVENTS.episodeWatched.pattern)).toHaveLength(51));
      });

      it('marks all episodes from 1 to the total, offers completed on a watching title, and never changes its status', async () => {
        const { id } = newUser();
        await add(id, { animeId: 30, status: 'watching' });
        await mark(id, 30, 2);
        expect(
          await refusal(EPISODES.markAll, { userId: id, body: { animeId: 30, totalEpisodes: 13 } }),
        ).toEqual({
          code: 'BAD_REQUEST',
          message: "totalEpisodes must be 12 (the title's episode count), got '13'.",
        });
        const all = await call(EPISODES.markAll, { userId: id, body: { animeId: 30, totalEpisodes: 12 } });
        expect(all).toMatchObject({ episodesWatched: 12, totalEpisodes: 12, offerCompleted: true });
        expect(all.progress.map((episode) => episode.episodeNumber)).toEqual([
          1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
        ]);
        expect((await lists(id)).watching).toMatchObject([{ animeId: 30, episodesWatched: 12 }]);
        // Unknown counts take the total sent.
        expect(
          await call(EPISODES.markAll, { userId: id, body: { animeId: 21, totalEpisodes: 3 } }),
        ).toMatchObject({ episodesWatched: 3 });
      });

      it('unmarks one episode, and says so when it was not watched', async () => {
        const { id } = newUser();
        await mark(id, 1, 1);
        await mark(id, 1, 2);
        expect(await call(EPISODES.unmark, { userId: id, animeId: 1, episodeNumber: 1 })).toMatchObject({
          episodesWatched: 1,
          progress: [{ episodeNumber: 2, completed: true }],
        });
        expect(await refusal(EPISODES.unmark, { userId: id, animeId: 1, episodeNumber: 1 })).toEqual({
          code: 'NOT_FOUND',
          message: 'Episode 1 of anime 1 is not marked watched.',
        });
        const map = await call(EPISODES.all, { userId: id });
        expect(Object.keys(map)).toEqual(['1']);
        expect(map['1']['2']).toMatchObject({ episodeNumber: 2, completed: true, progress: 100 });
      });

      it('records part of an episode, completes it at 100 and never un-completes it', async () => {
        const { id } = newUser();
        const playback = (episodeNumber: number, progress: unknown) =>
          call(EPISODES.playback, {
            userId: id,
            body: { animeId: 1, episodeNumber, progress: progress as number },
          });
        expect((await playback(4, 40)).progress).toMatchObject([
          { episodeNumber: 4, completed: false, progress: 40 },
        ]);
        expect(await call(EPISODES.count, { userId: id, animeId: 1 })).toBe(0);
        expect((await playback(4, 100)).progress).toMatchObject([{ completed: true, progress: 100 }]);
        expect((await playback(4, 10)).progress).toMatchObject([{ completed: true, progress: 100 }]);
        expect(
          await refusal(EPISODES.playback, {
            userId: id,
            body: { animeId: 1, episodeNumber: 4, progress: 101 },
          }),
        ).toEqual({
          code: 'BAD_REQUEST',
          message:
            "progress must be a whole number from 0 to 100 (percent of the episode watched), got '101'.",
        });
      });
    });

    describe('statistics', () => {
      it('matches numbers computed by hand, after every write', async () => {
        const { id } = newUser();
        const statistics = () => call(LISTS.statistics, { userId: id });
        expect(await statistics()).toMatchObject({
          totalAnime: 0,
          totalEpisodes: 0,
          totalWatchTimeMinutes: 0,
        });
        await add(id, { animeId: 1, status: 'completed', score: 9 });
        await call(EPISODES.markAll, { userId: id, body: { animeId: 1, totalEpisodes: 26 } });
        await add(id, { animeId: 5, status: 'completed', score: 6 });
        await call(EPISODES.mark, { userId: id, body: { animeId: 5, episodeNumber: 1 } });
        await add(id, { animeId: 30, status: 'watching' });
        await call(EPISODES.mark, { userId: id, body: { animeId: 30, episodeNumber: 1 } });
        await call(EPISODES.mark, { userId: id, body: { animeId: 30, episodeNumber: 2 } });
        await add(id, { animeId: 21, status: 'favorite' });
        // Last year's episodes and completion count in the totals, not in this year's numbers.
        await subject().query(
          `UPDATE episode_progress SET watched_at = watched_at - interval '2 years' WHERE user_id = $1 AND anime_id = 5`,
          [id],
        );
        await subject().query(
          `UPDATE list_entries SET completed_at = completed_at - interval '2 years' WHERE user_id = $1 AND anime_id = 5`,
          [id],
        );
        expect(await statistics()).toMatchObject({
          totalAnime: 3,
          completedAnime: 2,
          watchingAnime: 1,
          favoriteAnime: 1,
          totalEpisodes: 29,
          // 26 × 24 + 1 × 115 + 2 × 23
          totalWatchTimeMinutes: 785,
          animeCompletedThisYear: 1,
          episodesThisYear: 28,
          meanScore: 7.5,
        });
        await call(EPISODES.unmark, { userId: id, animeId: 30, episodeNumber: 2 });
        await call(LISTS.remove, { userId: id, animeId: 1, what: 'completed' });
        expect(await statistics()).toMatchObject({
          totalAnime: 2,
          completedAnime: 1,
          totalEpisodes: 28,
          totalWatchTimeMinutes: 785 - 23,
          animeCompletedThisYear: 0,
          episodesThisYear: 27,
        });
      });
    });

    describe('what others see', () => {
      it("shows a visible user's lists without private entries, and favorites only when shown", async () => {
        const owner = newUser({ showFavorites: false });
        const viewer = newUser();
        await add(owner.id, { animeId: 1, status: 'watching' });
        await add(owner.id, { animeId: 30, status: 'completed' });
        await update(owner.id, 30, { isPrivate: true });
        await add(owner.id, { animeId: 5, status: 'favorite' });
        const seen = await call(LISTS.userLists, { username: owner.username, viewerId: viewer.id });
        expect(ids(seen.lists.watching ?? [])).toEqual([1]);
        expect(seen.lists.completed).toEqual([]);
        expect(seen.lists.favorite).toBeUndefined();
        const own = await call(LISTS.userLists, { username: owner.username, viewerId: owner.id });
        expect(ids(own.lists.completed ?? [])).toEqual([30]);
        expect(ids(own.lists.favorite ?? [])).toEqual([5]);
        const statistics = await call(LISTS.userStatistics, { username: owner.username });
        expect(statistics.statistics).toMatchObject({ totalAnime: 1, completedAnime: 0, favoriteAnime: 0 });
      });

      it('answers NOT_FOUND for a private profile, except to its owner', async () => {
        const owner = newUser({ visible: false });
        await add(owner.id, { animeId: 1, status: 'watching' });
        expect(await refusal(LISTS.userLists, { username: owner.username })).toEqual({
          code: 'NOT_FOUND',
          message: 'User not found.',
        });
        expect(
          await refusal(LISTS.userStatistics, { username: owner.username, viewerId: randomUUID() }),
        ).toMatchObject({
          code: 'NOT_FOUND',
        });
        expect(
          (await call(LISTS.userLists, { username: owner.username, viewerId: owner.id })).lists.watching,
        ).toHaveLength(1);
      });

      it("never lets one user's writes reach another's entries", async () => {
        const owner = newUser();
        const intruder = newUser();
        await add(owner.id, { animeId: 1, status: 'watching', score: 8 });
        await call(EPISODES.mark, { userId: owner.id, body: { animeId: 1, episodeNumber: 1 } });
        expect(
          await refusal(LISTS.remove, { userId: intruder.id, animeId: 1, what: 'watching' }),
        ).toMatchObject({
          code: 'NOT_FOUND',
        });
        expect(
          await refusal(EPISODES.unmark, { userId: intruder.id, animeId: 1, episodeNumber: 1 }),
        ).toMatchObject({
          code: 'NOT_FOUND',
        });
        await update(intruder.id, 1, { score: 1 });
        expect((await lists(owner.id)).watching).toMatchObject([
          { animeId: 1, score: 8, episodesWatched: 1 },
        ]);
        expect(await call(EPISODES.all, { userId: intruder.id })).toEqual({});
      });

      it('lists the public profiles that have a title, fresh after a write though cached', async () => {
        const animeId = 102;
        const visible = newUser();
        const hidden = newUser({ visible: false });
        const hidesFavorites = newUser({ showFavorites: false });
        const secret = newUser();
        await add(visible.id, { animeId, status: 'watching', score: 9 });
        await add(hidden.id, { animeId, status: 'completed' });
        await add(hidesFavorites.id, { animeId, status: 'favorite' });
        await add(secret.id, { animeId, status: 'dropped' });
        await update(secret.id, animeId, { isPrivate: true });
        const watchers = await call(LISTS.usersByAnime, { animeId });
        expect(watchers).toEqual([
          expect.objectContaining({
            id: visible.id,
            username: visible.username,
            status: 'watching',
            score: 9,
          }),
        ]);
        const later = newUser();
        await add(later.id, { animeId, status: 'plan_to_watch' });
        expect((await call(LISTS.usersByAnime, { animeId, limit: 1 })).map((user) => user.id)).toEqual([
          later.id,
        ]);
        expect(await refusal(LISTS.usersByAnime, { animeId, limit: 51 })).toMatchObject({
          code: 'BAD_REQUEST',
        });
        // Spec §9: kept 5 minutes in Redis, shared by every replica.
        const redis = new Redis(subject().infra.redisUrl);
        try {
          const ttl = await redis.ttl(`${subject().infra.redisPrefix}:cache:lists:watchers:${animeId}`);
          expect(ttl).toBeGreaterThan(290);
          expect(ttl).toBeLessThanOrEqual(300);
        } finally {
          redis.disconnect();
        }
      });
    });

    describe('recommendations', () => {
      it("suggests titles similar to the user's, most shared first, none already on a list", async () => {
        const { id } = newUser();
        await add(id, { animeId: 1, status: 'completed', score: 10 });
        await add(id, { animeId: 30, status: 'watching' });
        await add(id, { animeId: 5, status: 'plan_to_watch' });
        const suggested = await call(LISTS.recommendations, { userId: id, forUserId: id });
        // From the catalogue's own rows: it never waits for the public API on this path.
        const asked = catalogue.similarRequests.slice(-3);
        expect(asked.map((request) => request.id).sort((a, b) => a - b)).toEqual([1, 5, 30]);
        expect(asked.every((request) => request.localOnly === true)).toBe(true);
        // 100 is similar to both 1 and 30; then 102 (2nd for 30) before 101 (3rd for 1); 5, 30 and 1 are listed.
        expect(suggested.map((anime) => anime.mal_id)).toEqual([100, 102, 101]);
        expect(await refusal(LISTS.recommendations, { userId: id, forUserId: randomUUID() })).toEqual({
          code: 'FORBIDDEN',
          message: 'You can only read your own recommendations.',
        });
        const newcomer = newUser();
        expect(await call(LISTS.recommendations, { userId: newcomer.id, forUserId: newcomer.id })).toEqual(
          [],
        );
      });
    });

    describe('import and export', () => {
      it('exports the lists as MAL XML that imports into another account unchanged, and changes nothing the second time', async () => {
        const source = newUser();
        await add(source.id, { animeId: 1, status: 'completed', score: 9 });
        await call(EPISODES.markAll, { userId: source.id, body: { animeId: 1, totalEpisodes: 26 } });
        await update(source.id, 1, { timesRewatched: 2, isFavorite: true });
        await add(source.id, { animeId: 30, status: 'watching' });
        await update(source.id, 30, { episodesWatched: 5, isPrivate: true });
        await add(source.id, { animeId: 5, status: 'plan_to_watch' });
        const file = await call(LISTS.exportLists, {
          userId: source.id,
          username: source.username,
          format: 'mal',
        });
        expect(file).toMatchObject({
          contentType: 'application/xml',
          filename: expect.stringMatching(/\.xml$/),
        });
        expect(file.content).toContain('<series_title><![CDATA[Cowboy Bebop]]></series_title>');

        const target = newUser();
        const xml = file.content;
        const dryRun = await call(LISTS.importLists, { userId: target.id, xml, dryRun: true });
        expect(dryRun).toEqual({
          dryRun: true,
          total: 3,
          added: 3,
          updated: 0,
          unchanged: 0,
          unmatched: [],
          pending: [],
        });
        expect(await lists(target.id)).toMatchObject({ watching: [], completed: [], plan_to_watch: [] });

        expect(await call(LISTS.importLists, { userId: target.id, xml, dryRun: false })).toMatchObject({
          added: 3,
        });
        const strip = (entries: ListEntry[]) =>
          entries.map(
            ({ animeId, status, score, episodesWatched, timesRewatched, isPrivate, isFavorite }) => ({
              animeId,
              status,
              score,
              episodesWatched,
              timesRewatched,
              isPrivate,
              isFavorite,
            }),
          );
        const before = await lists(source.id);
        const after = await lists(target.id);
        for (const name of ['watching', 'completed', 'plan_to_watch', 'favorite'] as const) {
          expect(strip(after[name])).toEqual(strip(before[name]));
        }
        const statisticsBefore = await call(LISTS.statistics, { userId: target.id });
        const again = await call(LISTS.importLists, { userId: target.id, xml, dryRun: false });
        expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 3 });
        expect(await lists(target.id)).toEqual(after);
        expect(await call(LISTS.statistics, { userId: target.id })).toEqual(statisticsBefore);
      });

      it('reports the titles it could not match and refuses what is not a MAL export', async () => {
        const { id } = newUser();
        const xml = `<myanimelist>
          <anime><series_animedb_id>999999</series_animedb_id><series_title>Lost</series_title><my_status>Completed</my_status></anime>
          <anime><series_animedb_id>1</series_animedb_id><series_title>Cowboy Bebop</series_title><my_status>Rewatching</my_status></anime>
          <anime><series_title>No id</series_title><my_status>Watching</my_status></anime>
          <anime><series_animedb_id>30</series_animedb_id><my_status>On-Hold</my_status><my_score>7</my_score><my_watched_episodes>40</my_watched_episodes></anime>
        </myanimelist>`;
        expect(await call(LISTS.importLists, { userId: id, xml, dryRun: false })).toEqual({
          dryRun: false,
          total: 4,
          added: 1,
          updated: 0,
          unchanged: 0,
          unmatched: [
            {
              animeId: 1,
              title: 'Cowboy Bebop',
              reason:
                "Unknown my_status 'Rewatching': expected Watching, Completed, On-Hold, Dropped or Plan to Watch.",
            },
            { animeId: null, title: 'No id', reason: 'The entry has no series_animedb_id.' },
            { animeId: 999999, title: 'Lost', reason: 'This title is not in the catalogue.' },
          ],
          pending: [],
        });
        // More episodes than the title has are capped at its count.
        expect((await lists(id)).on_hold).toMatchObject([{ animeId: 30, score: 7, episodesWatched: 12 }]);
        expect(await refusal(LISTS.importLists, { userId: id, xml: '<html/>', dryRun: false })).toEqual({
          code: 'BAD_REQUEST',
          message: 'The file is not a MyAnimeList export: it has no <myanimelist> element.',
        });
        expect(await refusal(LISTS.exportLists, { userId: id, username: 'x', format: 'csv' })).toEqual({
          code: 'BAD_REQUEST',
          message: "format must be one of mal, json, got 'csv'.",
        });
      });

      it('imports the rest when the public API is down for one title, keeps that one pending and adds it once the catalogue has it', async () => {
        const { id } = newUser();
        const unknownId = 13659;
        catalogue.unreachable.add(unknownId);
        const xml = `<myanimelist>
          <anime><series_animedb_id>1</series_animedb_id><series_title>Cowboy Bebop</series_title><my_status>Completed</my_status><my_score>9</my_score></anime>
          <anime><series_animedb_id>${unknownId}</series_animedb_id><series_title>Not Held Yet</series_title><my_status>Watching</my_status><my_score>8</my_score><my_watched_episodes>3</my_watched_episodes></anime>
          <anime><series_animedb_id>30</series_animedb_id><series_title>Evangelion</series_title><my_status>Plan to Watch</my_status></anime>
        </myanimelist>`;
        const pending = [{ animeId: unknownId, title: 'Not Held Yet' }];
        const dryRun = await call(LISTS.importLists, { userId: id, xml, dryRun: true });
        expect(dryRun).toMatchObject({ dryRun: true, added: 2, unmatched: [], pending });
        expect(catalogue.fetchLater).toEqual([]);

        expect(await call(LISTS.importLists, { userId: id, xml, dryRun: false })).toMatchObject({
          added: 2,
          unmatched: [],
          pending,
        });
        expect(ids((await lists(id)).completed)).toEqual([1]);
        expect(ids((await lists(id)).watching)).toEqual([]);
        expect(catalogue.fetchLater).toEqual([[unknownId]]);

        // The public API answers: the catalogue stores the title and announces it to every replica.
        catalogue.unreachable.delete(unknownId);
        TITLES[unknownId] = { title: 'Not Held Yet', type: 'TV', episodes: 12, duration: '24 min per ep' };
        const announcer = new TrackerRedisClient(
          subject().infra.redisPrefix,
          transportOptions(subject().infra.redisUrl),
        );
        try {
          await emit(announcer, CATALOGUE.animeChanged, { ids: [unknownId] }, 2_000);
        } finally {
          await announcer.close();
        }
        await heard(() =>
          expect(eventsOf(id, LIST_EVENTS.entryAdded.pattern).map((event) => event.animeId)).toContain(
            unknownId,
          ),
        );
        expect((await lists(id)).watching).toMatchObject([
          { animeId: unknownId, score: 8, episodesWatched: 3 },
        ]);
        // Imported once: the same file again changes nothing and has nothing pending.
        expect(await call(LISTS.importLists, { userId: id, xml, dryRun: false })).toMatchObject({
          added: 0,
          updated: 0,
          unchanged: 3,
          pending: [],
        });
        delete TITLES[unknownId];
      });
    });
  },
  { peerTimeoutMs: PEER_TIMEOUT_MS },
);
