import { randomUUID } from 'node:crypto';

import { baseEnvSchema, loadEnv } from '@tracker/config';
import { CATALOGUE, EPISODES, LISTS, type MessageContract } from '@tracker/contracts';
import { emit, TrackerRedisClient, transportOptions } from '@tracker/redis';
import { createTestInfra, type ServiceHarness, startServiceHarness, type TestInfra } from '@tracker/testing';
import pg from 'pg';

import { AppModule } from '../src/app.module.js';
import { isoText } from '../src/common/iso-text.js';
import { EpisodesService } from '../src/episodes/episodes.service.js';
import { writeKeyOf } from '../src/idempotency/idempotent-writes.js';
import { ListsService } from '../src/lists/lists.service.js';
import { OWN_ANSWER_KINDS, type OwnAnswerKind, OwnAnswers } from '../src/own-answers/own-answers.js';
import { StatisticsService } from '../src/statistics/statistics.service.js';
import { FakePeersModule, TITLES } from './support/fake-peers.js';

type Answers = Record<OwnAnswerKind, unknown>;

const READS: Record<OwnAnswerKind, MessageContract<{ userId: string }, unknown>> = {
  lists: LISTS.lists,
  statistics: LISTS.statistics,
  episodes: EPISODES.all,
};

/** Two lists-progress replicas on one transport and database, each keeping its users' answers in memory. */
describe('own answers kept by each lists-progress replica', () => {
  let infra: TestInfra;
  let db: pg.Client;
  let peers: ServiceHarness;
  const replicas: ServiceHarness[] = [];
  const answersOf = (n: number) => replicas[n].app.get(OwnAnswers);

  /** Whichever replica claims each call, as the gateway's calls go. */
  const call = <Q, R>(contract: MessageContract<Q, R>, payload: Q) => replicas[0].send(contract, payload);

  /** The three answers as replica `n` serves them (from its memory when it holds them), without the transport. */
  const readOn = async (n: number, userId: string): Promise<Answers> => {
    const { app } = replicas[n];
    const served = await Promise.all([
      app.get(ListsService).lists(userId),
      app.get(StatisticsService).own(userId),
      app.get(EpisodesService).all(userId),
    ]);
    const [lists, statistics, episodes] = served.map((json) => JSON.parse(json.bytes.toString()) as unknown);
    return { lists, statistics, episodes };
  };

  /** Reads every answer through the transport until each replica has served some; all of what came back. */
  const readFromBothReplicas = async (userId: string): Promise<Answers[]> => {
    const spies = replicas.map((_, n) => jest.spyOn(answersOf(n), 'serve'));
    try {
      const answers: Answers[] = [];
      // Each call goes to a replica picked by its random id: 40 rounds all on one is a 2^-40 chance.
      for (let round = 0; spies.some((spy) => spy.mock.calls.length === 0); round += 1) {
        if (round === 40) throw new Error('one replica served no read');
        const read = await Promise.all(OWN_ANSWER_KINDS.map((kind) => call(READS[kind], { userId })));
        answers.push(Object.fromEntries(OWN_ANSWER_KINDS.map((kind, i) => [kind, read[i]])) as Answers);
      }
      return answers;
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  };

  /** What the database says now, read anew by replica 0. */
  const fresh = (userId: string) => {
    answersOf(0).forget([userId]);
    return readOn(0, userId);
  };

  /** A user with two titles on the lists and an episode watched, whose answers both replicas keep. */
  const keptEverywhere = async () => {
    const userId = randomUUID();
    await call(LISTS.add, { userId, body: { animeId: 1, status: 'watching', score: 8 } });
    await call(LISTS.add, { userId, body: { animeId: 30, status: 'plan_to_watch' } });
    await call(EPISODES.mark, { userId, body: { animeId: 1, episodeNumber: 1 } });
    await readFromBothReplicas(userId);
    const before = await readOn(0, userId);
    expect(await readOn(1, userId)).toEqual(before);
    return { userId, before };
  };

  /**
   * The write, then every answer from both replicas: each is what the database says at once, and the
   * `changed` ones differ from before the write.
   */
  const expectSeenEverywhere = async (
    write: (userId: string) => Promise<unknown>,
    changed: OwnAnswerKind[],
  ) => {
    const { userId, before } = await keptEverywhere();
    await write(userId);
    const served = await readFromBothReplicas(userId);
    const now = await fresh(userId);
    for (const answers of served) expect(answers).toEqual(now);
    for (const kind of OWN_ANSWER_KINDS) {
      if (changed.includes(kind)) expect(now[kind]).not.toEqual(before[kind]);
      else expect(now[kind]).toEqual(before[kind]);
    }
  };

  beforeAll(async () => {
    infra = await createTestInfra('own-answers');
    const env = loadEnv(baseEnvSchema, infra.env);
    peers = await startServiceHarness('catalogue', FakePeersModule, env);
    for (let n = 0; n < 2; n += 1)
      replicas.push(await startServiceHarness('lists-progress', AppModule.register(env), env));
    db = new pg.Client({ connectionString: infra.databaseUrl, options: '-c search_path=lists_progress' });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    for (const replica of replicas) await replica.close();
    await peers?.close();
    await infra?.cleanup();
  }, 60_000);

  it('serves answers from memory: a change nobody announced stays unseen', async () => {
    const { userId, before } = await keptEverywhere();
    await db.query('UPDATE list_entries SET score = 2 WHERE user_id = $1', [userId]);
    for (const answers of await readFromBothReplicas(userId)) expect(answers).toEqual(before);
  });

  it("reads timestamps as the text JavaScript's toISOString writes", async () => {
    const { rows } = await db.query<{ text: string; at: Date }>(
      `SELECT ${isoText('at')} AS text, at FROM unnest($1::timestamptz[]) AS at`,
      [['2026-11-25 15:13:28.123456+00', '2026-01-01 00:00:00+00', '1999-12-31 23:59:59.9999+09']],
    );
    for (const { text, at } of rows) expect(text).toBe(at.toISOString());
  });

  describe('every write is seen at once by the next read on either replica', () => {
    it('adding a title', () =>
      expectSeenEverywhere(
        (userId) => call(LISTS.add, { userId, body: { animeId: 100, status: 'completed' } }),
        ['lists', 'statistics'],
      ));

    it('updating an entry', () =>
      expectSeenEverywhere(
        (userId) => call(LISTS.update, { userId, animeId: 1, body: { score: 3 } }),
        ['lists', 'statistics'],
      ));

    it("editing a title's count of watched episodes", () =>
      expectSeenEverywhere(
        (userId) => call(LISTS.update, { userId, animeId: 1, body: { episodesWatched: 5 } }),
        ['lists', 'statistics', 'episodes'],
      ));

    it('removing one status', () =>
      expectSeenEverywhere(
        (userId) => call(LISTS.remove, { userId, animeId: 30, what: 'plan_to_watch' }),
        ['lists', 'statistics'],
      ));

    it('removing a title from every list', () =>
      expectSeenEverywhere(
        (userId) => call(LISTS.removeAll, { userId, animeId: 1 }),
        ['lists', 'statistics'],
      ));

    it('marking an episode', () =>
      expectSeenEverywhere(
        (userId) => call(EPISODES.mark, { userId, body: { animeId: 1, episodeNumber: 2 } }),
        ['lists', 'statistics', 'episodes'],
      ));

    it('unmarking an episode', () =>
      expectSeenEverywhere(
        (userId) => call(EPISODES.unmark, { userId, animeId: 1, episodeNumber: 1 }),
        ['lists', 'statistics', 'episodes'],
      ));

    it('marking every episode', () =>
      expectSeenEverywhere(
        (userId) => call(EPISODES.markAll, { userId, body: { animeId: 30 } }),
        ['lists', 'statistics', 'episodes'],
      ));

    it('reporting part of an episode watched', () =>
      expectSeenEverywhere(
        (userId) => call(EPISODES.playback, { userId, body: { animeId: 1, episodeNumber: 3, progress: 40 } }),
        ['episodes'],
      ));

    it('importing a MyAnimeList file', () =>
      expectSeenEverywhere(
        (userId) =>
          call(LISTS.importLists, {
            userId,
            dryRun: false,
            xml: `<myanimelist><anime><series_animedb_id>102</series_animedb_id><series_title>FLCL</series_title>
              <my_status>Completed</my_status><my_watched_episodes>6</my_watched_episodes></anime></myanimelist>`,
          }),
        ['lists', 'statistics', 'episodes'],
      ));
  });

  it('tells the other replicas again when a write is retried, in case its first broadcast was lost', async () => {
    const { userId, before } = await keptEverywhere();
    const body = { animeId: 100, status: 'completed' as const };
    const write = { userId, body, idempotencyKey: randomUUID() };
    const key = writeKeyOf(LISTS.add.pattern, write);
    const writer = replicas[0].app.get(ListsService);
    // Redis went down after the commit: the broadcast was lost, and so was the reply.
    const lost = jest.spyOn(answersOf(0), 'changed').mockImplementationOnce(async (userIds) => {
      answersOf(0).forget(userIds);
    });
    await writer.add(userId, body, key);
    lost.mockRestore();
    expect(await readOn(1, userId)).toEqual(before);

    const forgotten = new Promise<void>((resolve) => {
      const other = answersOf(1);
      const forget = other.forget.bind(other);
      const spy = jest.spyOn(other, 'forget').mockImplementation((userIds) => {
        forget(userIds);
        spy.mockRestore();
        resolve();
      });
    });
    await writer.add(userId, body, key);
    await forgotten;
    expect((await readOn(1, userId)).lists).toEqual((await fresh(userId)).lists);
    expect((await readOn(1, userId)).lists).not.toEqual(before.lists);
  });

  it("drops the statistics that took a title's duration once the catalogue stores it anew", async () => {
    const { userId, before } = await keptEverywhere();
    const duration = TITLES[1].duration;
    TITLES[1].duration = '48 min per ep';
    try {
      const dropped = replicas.map(
        (_, n) =>
          new Promise<void>((resolve) => {
            const answers = answersOf(n);
            const titlesChanged = answers.titlesChanged.bind(answers);
            const spy = jest.spyOn(answers, 'titlesChanged').mockImplementation((ids) => {
              titlesChanged(ids);
              spy.mockRestore();
              resolve();
            });
          }),
      );
      const announcer = new TrackerRedisClient(infra.redisPrefix, transportOptions(infra.redisUrl));
      try {
        await emit(announcer, CATALOGUE.animeChanged, { ids: [1] }, 2_000);
      } finally {
        await announcer.close();
      }
      await Promise.all(dropped);
      for (const n of [0, 1]) {
        const { statistics, lists } = await readOn(n, userId);
        expect(statistics).toMatchObject({
          totalWatchTimeMinutes:
            2 * (before.statistics as { totalWatchTimeMinutes: number }).totalWatchTimeMinutes,
        });
        expect(lists).toEqual(before.lists);
      }
    } finally {
      TITLES[1].duration = duration;
    }
  });
});
