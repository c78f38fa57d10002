import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { type OwnRedisServer, ownRedisServer } from '@tracker/testing';
import pg from 'pg';

import { type PrivatePostgres, privatePostgres } from '../support/private-postgres';
import type { ProcessName } from '../support/service-process';
import { Stack } from '../support/stack';
import { HUNG_MS, Load, type LoadUser, lostWrites } from './load';

/** The budgets of issue 14: no acknowledged write lost, no request hung, each fault healed within this. */
const RECOVERY_BUDGET_MS = 10_000;
const USERS = 32;
const CONCURRENCY = 32;
const BASELINE_MS = 10_000;
/** Steady load between one fault's recovery and the next fault. */
const HOLD_MS = 4_000;
const PASSWORD = 'Verify1';

interface Fault {
  name: string;
  /** Takes the component away; the run notes the time it returns. */
  down(): Promise<void>;
  /** Brings it back at once, as an orchestrator restarts a crashed container. */
  up(): Promise<void>;
  /** A request that needs the component: recovery is its first 2xx after the fault. */
  probe: { path: string; json?: unknown };
  /** What a killed process printed while it started again: why a restart took long. */
  startLog?: () => string;
}

interface FaultFigures {
  fault: string;
  /** When it struck (ms since the epoch). */
  at: number;
  /** From the fault to the component's restart being done (a process ready, a server accepting). */
  restartMs: number;
  /** From the fault to the first 2xx of a request that needs the component. */
  recoveryMs: number | null;
  /** A restarted process's start, when the fault missed its budget. */
  startLog?: string;
  outcomes: Record<string, number>;
}

/**
 * `npm run verify`: a stack of the built processes on a Redis and a Postgres of the run's own, under a
 * steady load of signed-in users, through a Redis restart, each process killed (-9) and restarted, and a
 * Postgres restart. Every acknowledged write is read back at the end.
 */
describe('the fault run under load', () => {
  let postgres: PrivatePostgres;
  let redis: OwnRedisServer;
  let stack: Stack;

  beforeAll(async () => {
    postgres = await privatePostgres();
    redis = await ownRedisServer();
    await redis.start();
    // The stack's database and Redis prefix are made on these, never on the shared ones.
    process.env.DATABASE_URL = postgres.url;
    process.env.REDIS_URL = redis.url;
    stack = await Stack.start('verify', {
      env: {
        SERVICE_TIMEOUT_MS: '5000',
        // 32 users sign up from one address: the registration limits have suites of their own.
        REGISTER_MAX_PER_IP: '1000',
      },
    });
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await redis?.stop();
    postgres?.destroy();
  });

  const send = async (path: string, token: string, json?: unknown) => {
    const response = await fetch(stack.baseUrl + path, {
      method: json === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
      signal: AbortSignal.timeout(HUNG_MS),
    });
    return { status: response.status, body: await response.json() };
  };

  const signUp = async (index: number): Promise<LoadUser> => {
    const username = `load${index}`;
    const response = await fetch(`${stack.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        email: `${username}@verify.test`,
        displayName: username,
        password: PASSWORD,
      }),
    });
    const { data } = (await response.json()) as { data: { token: string; user: { id: string } } };
    return { id: data.user.id, token: data.token, index, listWrites: 0, episodeWrites: 0 };
  };

  /** Every seeded title whose episode count allows four marks (or is not known yet). */
  const catalogueTitles = async (): Promise<number[]> => {
    const client = new pg.Client({ connectionString: stack.infra.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ mal_id: number }>(
        'SELECT mal_id FROM catalogue.anime WHERE episodes IS NULL OR episodes >= 4 ORDER BY mal_id',
      );
      return rows.map((row) => row.mal_id);
    } finally {
      await client.end();
    }
  };

  /**
   * Milliseconds from `since` to the probe's first 2xx, or null after a minute. A probe goes out every
   * 250 ms without waiting for the one before: a request sent while the component was down waits out the
   * service timeout, and must not hide the answers of the ones sent after it came back.
   */
  const recovery = (probe: Fault['probe'], token: string, since: number): Promise<number | null> =>
    new Promise((resolve) => {
      const done = (ms: number | null) => {
        clearInterval(timer);
        clearTimeout(giveUp);
        resolve(ms);
      };
      const timer = setInterval(() => {
        void send(probe.path, token, probe.json).then(
          ({ status }) => status < 300 && done(Date.now() - since),
          () => undefined,
        );
      }, 250);
      const giveUp = setTimeout(() => done(null), 60_000);
    });

  const hold = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('loses no acknowledged write, hangs no request and recovers from each fault within 10 s', async () => {
    const users: LoadUser[] = [];
    for (let index = 0; index < USERS; index += 1) users.push(await signUp(index));
    const prober = await signUp(USERS);
    const titles = await catalogueTitles();
    expect(titles.length).toBeGreaterThan(1000);

    const listProbe = { path: '/api/auth/anime-lists', json: { animeId: titles[0], status: 'watching' } };
    const kill = (name: ProcessName, probe: Fault['probe']): Fault => {
      const process = name === 'gateway' ? stack.gateway : stack.service(name);
      let startedAt = 0;
      return {
        name: `kill -9 ${name}`,
        down: () => process.stop('SIGKILL'),
        up: () => {
          startedAt = process.output.length;
          return process.start();
        },
        probe,
        startLog: () => process.output.slice(startedAt),
      };
    };
    const faults: Fault[] = [
      { name: 'Redis restart', down: () => redis.stop(), up: () => redis.start(), probe: listProbe },
      kill('auth-user', { path: '/api/auth/me' }),
      kill('lists-progress', listProbe),
      kill('catalogue', { path: `/api/database/anime/${titles[0]}` }),
      kill('social', { path: '/api/health' }),
      kill('dashboard', { path: '/api/health' }),
      kill('gateway', { path: '/api/health' }),
      { name: 'Postgres restart', down: () => postgres.stop(), up: () => postgres.start(), probe: listProbe },
    ];

    const load = new Load(stack.baseUrl, users, titles, CONCURRENCY);
    const started = Date.now();
    load.start();
    await hold(BASELINE_MS);
    const figures: FaultFigures[] = [];
    for (const fault of faults) {
      load.phase = fault.name;
      await fault.down();
      const downAt = Date.now();
      const [recoveryMs, restartMs] = await Promise.all([
        recovery(fault.probe, prober.token, downAt),
        fault.up().then(() => Date.now() - downAt),
      ]);
      await hold(HOLD_MS);
      const missed = recoveryMs === null || recoveryMs >= RECOVERY_BUDGET_MS;
      const startLog = missed ? fault.startLog?.() : undefined;
      figures.push({ fault: fault.name, at: downAt, restartMs, recoveryMs, outcomes: {}, startLog });
    }
    load.phase = 'after the faults';
    await hold(HOLD_MS);
    await load.stop();
    const seconds = (Date.now() - started) / 1000;

    const lists = new Map<string, Map<number, { status: string; score: number | null }>>();
    const progress = new Map<string, Record<string, Record<string, { completed: boolean }>>>();
    for (const user of users) {
      const byTitle = new Map<number, { status: string; score: number | null }>();
      const { body } = await send('/api/auth/anime-lists', user.token);
      for (const status of ['watching', 'completed', 'on_hold', 'dropped', 'plan_to_watch'])
        for (const entry of body.data.lists[status]) byTitle.set(entry.animeId, entry);
      lists.set(user.id, byTitle);
      progress.set(user.id, (await send('/api/auth/episode-progress', user.token)).body.data.episodeProgress);
    }
    const lost = lostWrites(load.acknowledged, lists, progress);

    for (const entry of figures) entry.outcomes = Object.fromEntries(load.outcomes.get(entry.fault) ?? []);
    const report = {
      seconds: Math.round(seconds),
      concurrency: CONCURRENCY,
      users: USERS,
      requests: load.requests,
      requestsPerSecond: Math.round(load.requests / seconds),
      writes: load.writes,
      acknowledgedWrites: load.acknowledged.length,
      acknowledgedByKind: {
        list: load.acknowledged.filter((write) => write.kind === 'list').length,
        episode: load.acknowledged.filter((write) => write.kind === 'episode').length,
      },
      unacknowledgedWrites: Object.fromEntries(load.unacknowledged),
      retries: load.retries,
      readBack: {
        listEntries: [...lists.values()].reduce((sum, entries) => sum + entries.size, 0),
        episodeMarks: [...progress.values()]
          .flatMap((byTitle) => Object.values(byTitle))
          .reduce((sum, marks) => sum + Object.keys(marks).length, 0),
      },
      lostAcknowledgedWrites: lost.length,
      lostExamples: lost.slice(0, 5).map(({ user, ...write }) => ({ user: user.index, ...write })),
      hungRequests: load.hung,
      latencyMs: load.latency(),
      baseline: Object.fromEntries(load.outcomes.get('baseline') ?? []),
      afterTheFaults: Object.fromEntries(load.outcomes.get('after the faults') ?? []),
      faults: figures,
      budgets: {
        lostAcknowledgedWrites: 0,
        hungRequests: 0,
        recoveryMs: RECOVERY_BUDGET_MS,
        hungAfterMs: HUNG_MS,
      },
    };
    writeFileSync(
      process.env.VERIFY_REPORT ?? path.join(tmpdir(), 'verify-report.json'),
      JSON.stringify(report, null, 2),
    );

    const missed = [
      ...(lost.length ? [`${lost.length} acknowledged writes lost`] : []),
      ...(load.hung ? [`${load.hung} requests hung past ${HUNG_MS} ms`] : []),
      ...figures
        .filter(({ recoveryMs }) => recoveryMs === null || recoveryMs >= RECOVERY_BUDGET_MS)
        .map(({ fault, recoveryMs }) => `${fault}: recovered in ${recoveryMs ?? 'more than 60000'} ms`),
    ];
    expect(missed).toEqual([]);
  });
});
