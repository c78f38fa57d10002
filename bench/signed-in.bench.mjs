#!/usr/bin/env node
// `npm run bench:signed-in`: figures for the README, never a pass/fail (each budget prints met or missed).
// A signed-in user with 200 titles on their lists and episodes marked, and the routes a signed-in screen
// reads, through nginx with the bearer token at 64 connections from Debian's wrk:
//  - reads (lists, statistics, episode progress, me, the first screen's session read, the home page's friends'
//    activity, the reader's own activity on their profile page, the bell's notifications) against a bare Node `http` server answering the
//    route's own bytes, captured first. Budget: ≥ 0.2× bare, p99 < 25 ms. Between them the ceiling: a
//    second nginx with the stack's configuration proxying to that bare server, the best any app behind
//    this nginx can do on this machine (whether p99 < 25 ms is reachable here at all).
//  - writes (a list status toggled, an episode marked) against a bare Node + `pg` server running the same
//    upsert on a copy of the table in a schema of its own, answering the route's own bytes. Budget:
//    ≥ 0.15× bare, p99 < 50 ms.
// Each route and its baseline take turns for BENCH_ROUNDS rounds (default 3) of BENCH_SECONDS (default 8);
// each figure is a median of rounds, each ratio the median of the per-round ratios, with the CPU each
// process spent per request (Postgres: the bench database's connections; Redis is shared with whatever
// else runs on it). `BENCH_ROUTES` (comma-separated paths) measures only those. Its own database, Redis
// prefix and a fake Jikan: nothing leaves this machine.
/* global process, console, fetch, Buffer -- Node's globals; the lint config declares none for .mjs */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { runOnSupportedNode } from '../scripts/lib/node-runtime.mjs';
import { callRoute as call, startBenchStack, startNginx, until } from './support/bench-stack.mjs';
import { childPids, redisPid } from './support/load.mjs';
import { throughput } from './support/rounds.mjs';

// Node 24 or the copy in .run/node (scripts/lib/node-runtime.mjs).
runOnSupportedNode();

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 3;
const CONNECTIONS = 64;
const LIST_ENTRIES = 200;
const EPISODES_PER_TITLE = 4;
/** The reader's friend marks this many titles: the friends' feed reads a full page of their activity. */
const FRIEND_TITLES = 20;
// BENCH_PORT_BASE (with BENCH_DATABASE_URL) lets two runs share the machine (a run takes five ports from
// it on): each stack also takes a Redis prefix of its own, since the services' broadcasts reach every
// replica on a prefix.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3931);
const GATEWAY_PORT = PORT_BASE;
const NGINX_PORT = PORT_BASE + 1;
const BARE_READ_PORT = PORT_BASE + 2;
const BARE_WRITE_PORT = PORT_BASE + 3;
const CEILING_NGINX_PORT = PORT_BASE + 4;
const PASSWORD = 'Bench123';
const STATUSES = ['watching', 'completed', 'on_hold', 'dropped', 'plan_to_watch'];
const READS = [
  '/api/auth/anime-lists',
  '/api/auth/statistics',
  '/api/auth/episode-progress',
  '/api/auth/me',
  '/api/auth/session',
  '/api/auth/activity/friends',
  // The reader's profile page's activity: `{reader}` is their username, known once they sign up.
  '/api/users/{reader}/activity',
  // The bell's list: the reader's friend accepted their request.
  '/api/notifications',
];
/** `BENCH_ROUTES=/api/auth/session,...` measures only these paths (as READS spells them) (reads and writes), e.g. to profile one. */
const ONLY = process.env.BENCH_ROUTES?.split(',');
const measured = (route) => !ONLY || ONLY.includes(route);
const BUDGETS = { read: { ratio: 0.2, p99: 25 }, write: { ratio: 0.15, p99: 50 } };

// Each route's captured bytes by path, with their length (without one Node answers chunked, a third
// slower than the gateway's and nginx's answers).
const BARE_READ_SERVER = `
const bodies = new Map(
  Object.entries(JSON.parse(fs.readFileSync(process.env.BARE_BODIES, 'utf8'))).map(([url, body]) => [url, Buffer.from(body)]),
);
http
  .createServer((request, response) => {
    const body = bodies.get(request.url);
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    response.end(body);
  })
  .listen(Number(process.env.BARE_PORT), '127.0.0.1');
`;

// The statements lists-progress runs for these writes, on tables of the bare server's own schema, with
// pg's default pool of 10 (as the service's).
const BARE_WRITE_SERVER = `
const { default: pg } = await import('pg');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const replies = new Map(
  Object.entries(JSON.parse(fs.readFileSync(process.env.BARE_BODIES, 'utf8'))).map(([url, body]) => [url, Buffer.from(body)]),
);
const upserts = {
  '/api/auth/anime-lists': [
    \`INSERT INTO bench_bare.list_entries (user_id, anime_id, status) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, anime_id) DO UPDATE SET status = EXCLUDED.status, updated_at = now()\`,
    (body) => [process.env.BARE_USER, body.animeId, body.status],
  ],
  '/api/auth/episode-progress': [
    \`INSERT INTO bench_bare.episode_progress (user_id, anime_id, episode_number) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, anime_id, episode_number) DO UPDATE
       SET completed = true, progress = 100, watched_at = EXCLUDED.watched_at
       WHERE NOT bench_bare.episode_progress.completed\`,
    (body) => [process.env.BARE_USER, body.animeId, body.episodeNumber],
  ],
};
http
  .createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const [sql, params] = upserts[request.url];
    try {
      await pool.query(sql, params(JSON.parse(Buffer.concat(chunks).toString())));
    } catch (error) {
      // wrk counts the 500 as an error; the bench prints them.
      console.error(error.message);
      response.writeHead(500).end();
      return;
    }
    const body = replies.get(request.url);
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    response.end(body);
  })
  .listen(Number(process.env.BARE_PORT), '127.0.0.1');
`;

/** A Lua script for wrk: POSTs of JSON, the bodies in turn (one thread, so one counter for all). */
function postScript(dir, name, bodies) {
  const file = path.join(dir, `${name}.lua`);
  const quoted = bodies.map((body) => `  [==[${JSON.stringify(body)}]==]`).join(',\n');
  writeFileSync(
    file,
    `wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local bodies = {
${quoted}
}
local n = 0
request = function()
  n = n + 1
  return wrk.format(nil, nil, nil, bodies[(n - 1) % #bodies + 1])
end
`,
  );
  return file;
}

async function signUp(baseUrl, username) {
  const text = await call(baseUrl, '/api/auth/register', {
    json: { username, email: `${username}@bench.test`, displayName: username, password: PASSWORD },
  });
  const { data } = JSON.parse(text);
  return { id: data.user.id, token: data.token };
}

/** `asker` asks `receiver` to be friends, and `receiver` accepts. */
async function befriend(baseUrl, asker, receiver) {
  const asked = await call(baseUrl, '/api/friends/request', {
    token: asker.token,
    json: { userId: receiver.id },
  });
  const { id } = JSON.parse(asked).data.request;
  const accepted = await fetch(`${baseUrl}/api/friends/requests/${id}/accept`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${receiver.token}` },
  });
  if (!accepted.ok) throw new Error(`accepting a friend request answered ${accepted.status}`);
}

/** Runs `task` over `items`, `limit` at a time. */
async function inParallel(items, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

console.log(
  'Preparing: seed the bench database, start catalogue, auth-user, lists-progress, social, gateway and nginx…',
);
const stack = await startBenchStack({
  gatewayPort: GATEWAY_PORT,
  nginxPort: NGINX_PORT,
  // social too: the session read carries the sidebar badge's counts, and waits for them.
  services: ['auth-user', 'lists-progress', 'social'],
  env: { REGISTER_MAX_PER_IP: '1000', REDIS_PREFIX: `bench-signed-in-${process.pid}` },
});
const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
try {
  await db.connect();
  // Titles whose episode count (when the seed knows it) takes every mark; known counts first.
  const { rows } = await db.query(
    `SELECT mal_id FROM catalogue.anime WHERE episodes IS NULL OR episodes >= $1
     ORDER BY episodes IS NULL, mal_id LIMIT $2`,
    [EPISODES_PER_TITLE, LIST_ENTRIES],
  );
  const titles = rows.map((row) => row.mal_id);
  if (titles.length < LIST_ENTRIES) throw new Error(`the seed has only ${titles.length} titles`);

  // Names of this run's own: the bench database keeps the users of every run.
  const run = Date.now().toString(36);
  const reader = await signUp(stack.gatewayUrl, `bench-r-${run}`);
  const readPath = (route) => route.replace('{reader}', `bench-r-${run}`);
  // The writes land on another user's lists, so the reads' bytes stay those captured.
  const writer = await signUp(stack.gatewayUrl, `bench-w-${run}`);
  console.log(`Filling a list of ${LIST_ENTRIES} titles with ${EPISODES_PER_TITLE} episodes marked on each…`);
  for (const user of [reader, writer]) {
    await inParallel(titles, 8, async (animeId) => {
      const n = titles.indexOf(animeId);
      const json = { animeId, status: STATUSES[n % STATUSES.length], score: (n % 10) + 1 };
      await call(stack.gatewayUrl, '/api/auth/anime-lists', { token: user.token, json });
      for (let episodeNumber = 1; episodeNumber <= EPISODES_PER_TITLE; episodeNumber += 1)
        await call(stack.gatewayUrl, '/api/auth/episode-progress', {
          token: user.token,
          json: { animeId, episodeNumber },
        });
    });
  }

  // The reader's friend, whose public activity the friends' feed reads (the writer's would change as it writes).
  const friend = await signUp(stack.gatewayUrl, `bench-f-${run}`);
  await befriend(stack.gatewayUrl, reader, friend);
  await inParallel(titles.slice(0, FRIEND_TITLES), 4, async (animeId) => {
    await call(stack.gatewayUrl, '/api/auth/anime-lists', {
      token: friend.token,
      json: { animeId, status: 'watching', score: 8 },
    });
    for (let episodeNumber = 1; episodeNumber <= EPISODES_PER_TITLE; episodeNumber += 1)
      await call(stack.gatewayUrl, '/api/auth/episode-progress', {
        token: friend.token,
        json: { animeId, episodeNumber },
      });
  });

  const readBodies = {};
  for (const route of READS)
    readBodies[readPath(route)] = await call(stack.nginxUrl, readPath(route), { token: reader.token });
  const listBodies = titles.flatMap((animeId) =>
    ['watching', 'completed'].map((status) => ({ animeId, status })),
  );
  const episodeBodies = titles.flatMap((animeId) =>
    Array.from({ length: EPISODES_PER_TITLE }, (_, n) => ({ animeId, episodeNumber: n + 1 })),
  );
  const writeBodies = {
    '/api/auth/anime-lists': await call(stack.nginxUrl, '/api/auth/anime-lists', {
      token: writer.token,
      json: listBodies[0],
    }),
    '/api/auth/episode-progress': await call(stack.nginxUrl, '/api/auth/episode-progress', {
      token: writer.token,
      json: episodeBodies[0],
    }),
  };

  // The bare writer's tables: copies of the service's, with its columns, defaults, checks and keys.
  await db.query('DROP SCHEMA IF EXISTS bench_bare CASCADE');
  await db.query('CREATE SCHEMA bench_bare');
  for (const table of ['list_entries', 'episode_progress'])
    await db.query(`CREATE TABLE bench_bare.${table} (LIKE lists_progress.${table} INCLUDING ALL)`);

  // Processes of their own, like the gateway: in the bench's process they would share a thread with it.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-signed-in-'));
  // In a file: an environment variable holds at most 128 KB.
  const bare = (source, port, bodies) => {
    const bodiesFile = path.join(dir, `bodies-${port}.json`);
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    return stack.track(
      spawn(
        process.execPath,
        ['--input-type=module', '-e', `import fs from 'node:fs';\nimport http from 'node:http';\n${source}`],
        {
          env: {
            ...stack.env,
            BARE_BODIES: bodiesFile,
            BARE_PORT: String(port),
            BARE_USER: writer.id,
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      ),
    );
  };
  const bareRead = bare(BARE_READ_SERVER, BARE_READ_PORT, readBodies);
  const bareWrite = bare(BARE_WRITE_SERVER, BARE_WRITE_PORT, writeBodies);
  await until(async () => (await fetch(`http://127.0.0.1:${BARE_READ_PORT}/api/auth/me`)).ok, 10_000);
  const ceiling = await startNginx(CEILING_NGINX_PORT, `127.0.0.1:${BARE_READ_PORT}`);
  stack.track(ceiling.process);
  await until(
    async () =>
      (
        await fetch(`http://127.0.0.1:${BARE_WRITE_PORT}/api/auth/anime-lists`, {
          method: 'POST',
          body: JSON.stringify(listBodies[0]),
        })
      ).ok,
    10_000,
  );

  const redis = await redisPid(stack.env.REDIS_URL);
  // The bench database's connections: the services' pools and the bare writer's, opened by now.
  const postgres = async () => {
    const { rows: backends } = await db.query(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return backends.map((row) => row.pid);
  };
  const stackProcesses = async () => ({
    nginx: childPids(stack.pids.nginx),
    gateway: [stack.pids.gateway],
    'auth-user': [stack.pids['auth-user']],
    'lists-progress': [stack.pids['lists-progress']],
    social: [stack.pids.social],
    catalogue: [stack.pids.catalogue],
    ...(redis === undefined ? {} : { Redis: [redis] }),
    Postgres: await postgres(),
  });
  const auth = { Authorization: `Bearer ${reader.token}` };
  const writeAuth = { Authorization: `Bearer ${writer.token}` };
  const scripts = {
    '/api/auth/anime-lists': postScript(dir, 'list-status', listBodies),
    '/api/auth/episode-progress': postScript(dir, 'episode-mark', episodeBodies),
  };
  const paths = [];
  for (const route of READS.filter(measured)) {
    const baseline = paths.length;
    paths.push(
      {
        name: `bare Node http, ${route} bytes`,
        url: `http://127.0.0.1:${BARE_READ_PORT}${readPath(route)}`,
        processes: { bare: [bareRead.pid] },
        baseline,
      },
      {
        name: `ceiling: nginx → bare Node, ${route} bytes`,
        url: ceiling.url + readPath(route),
        headers: auth,
        processes: () => ({ nginx: childPids(ceiling.process.pid), bare: [bareRead.pid] }),
        baseline,
        ceiling: true,
      },
      {
        name: `GET ${route}`,
        url: stack.nginxUrl + readPath(route),
        headers: auth,
        processes: stackProcesses,
        baseline,
        budget: BUDGETS.read,
      },
    );
  }
  for (const route of Object.keys(scripts).filter(measured)) {
    const baseline = paths.length;
    paths.push(
      {
        name: `bare Node + pg, ${route} upsert`,
        url: `http://127.0.0.1:${BARE_WRITE_PORT}${route}`,
        script: scripts[route],
        processes: async () => ({ bare: [bareWrite.pid], Postgres: await postgres() }),
        baseline,
      },
      {
        name: `POST ${route}`,
        url: stack.nginxUrl + route,
        headers: writeAuth,
        script: scripts[route],
        processes: stackProcesses,
        baseline,
        budget: BUDGETS.write,
      },
    );
  }

  const sizes = READS.map(
    (route) => `${route} ${(Buffer.byteLength(readBodies[readPath(route)]) / 1024).toFixed(1)} KB`,
  );
  console.log(`Bodies: ${sizes.join(', ')}`);
  console.log(`Measuring ${SECONDS} s each at ${CONNECTIONS} connections, ${ROUNDS} rounds…`);
  const figures = await throughput(paths, {
    connections: CONNECTIONS,
    seconds: SECONDS,
    rounds: ROUNDS,
    warmUpSeconds: WARM_UP_SECONDS,
  });

  console.log(
    `\nSigned-in routes through nginx, ${CONNECTIONS} connections, ${SECONDS} s each, median of ${ROUNDS} rounds (load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')}):\n`,
  );
  console.log('| path | requests/s | p99 | ratio to bare | errors | budget | CPU µs per request |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [i, { name, rps, p99, ratio, errors, cpu }] of figures.entries()) {
    const least = paths[i].budget?.ratio;
    const most = paths[i].budget?.p99;
    const met = ratio >= least && p99 < most && errors === 0;
    const reachable = `p99 < ${BUDGETS.read.p99} ms reachable: ${p99 < BUDGETS.read.p99 ? 'yes' : 'NO'}`;
    const budget = paths[i].budget
      ? `≥ ${least}×, p99 < ${most} ms: ${met ? 'met' : 'MISSED'}`
      : paths[i].ceiling
        ? reachable
        : '';
    console.log(
      `| ${name} | ${Math.round(rps)} | ${p99.toFixed(1)} ms | ${ratio.toFixed(2)} | ${errors} | ${budget} | ${cpu} |`,
    );
  }
} finally {
  await db.end();
  await stack.stop();
}
