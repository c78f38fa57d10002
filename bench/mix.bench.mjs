#!/usr/bin/env node
// `npm run bench:mix`: a realistic mix from simulated signed-in users through nginx, for the README; each
// budget prints met or missed. Every user signs up once up front (that answers their token, as a sign-in
// does), then loops: a think time of 1–5 s, then 70% catalogue reads and searches (without the token, as
// the web sends them), 20% list and episode writes (each with an Idempotency-Key) and 10% of their own:
// 2.5% reads of their lists, statistics, episode progress or session, 1.5% their conversations, 1.5% a
// message to their friend (users are paired as friends after signing up), 1% their dashboard, 1% their
// friends' activity (the signed-in home's feed), 1% their own activity, 1% their favorite characters
// (their profile page's widgets) and 0.5% their notifications (the bell's list). The main step runs MIX_USERS (default 1,000) for MIX_SECONDS
// (default 120); the ramp around it runs MIX_RAMP (default 250,500,1500,2000) users for MIX_STEP_SECONDS
// (default 30) each, in order, and stops after the first step whose p95 crosses 200 ms. At the end every
// acknowledged write is read back. Budgets at MIX_USERS: p95 < 200 ms, 0 errors, 0 lost writes.
// Requests go through undici's Agent with at most MIX_CONNECTIONS (default 256) connections: browsers
// behind one address would open more, but nginx here takes 1,024 per worker.
/* global process, console, performance, setTimeout -- Node's globals; none declared for .mjs */
import { randomUUID } from 'node:crypto';
import os from 'node:os';

import pg from 'pg';
import { Agent, request } from 'undici';

import { runOnSupportedNode } from '../scripts/lib/node-runtime.mjs';
import { startBenchStack } from './support/bench-stack.mjs';
import { childPids, measureCpu, postgresBackends, redisPid } from './support/load.mjs';
import { percentile } from './support/rounds.mjs';

// Node 24 or the copy in .run/node (scripts/lib/node-runtime.mjs).
runOnSupportedNode();

const USERS = Number(process.env.MIX_USERS ?? 1000);
const SECONDS = Number(process.env.MIX_SECONDS ?? 120);
const RAMP = (process.env.MIX_RAMP ?? '250,500,1500,2000').split(',').filter(Boolean).map(Number);
const STEP_SECONDS = Number(process.env.MIX_STEP_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.MIX_CONNECTIONS ?? 256);
const THINK_MS = { least: 1000, most: 5000 };
/** Untimed, before the steps: a cold stack's first step read p95 1.0 s, the same users warm 0.18 s. */
const WARM_UP = { users: 200, seconds: 20 };
const P95_BUDGET_MS = 200;
/** Sign-ups at once: auth-user hashes 2 at a time and answers 429 past a 2 s wait. */
const SIGN_UP_PARALLEL = 4;
const PASSWORD = 'Bench123';
const STATUSES = ['watching', 'completed', 'on_hold', 'dropped', 'plan_to_watch'];
const EPISODES_PER_TITLE = 4;
/**
 * Titles each user writes to, from a slice of the catalogue of their own: list writes to its first half,
 * episode marks to the second, so that no mark moves a title a list write set (the last write wins).
 */
const TITLES_PER_USER = 20;
const SEARCHES = ['frieren', 'dungeon', 'love', 'gundam', 'one piece', 'kimi', 'academia', 'shingeki'];
const GATEWAY_PORT = 3941;
const NGINX_PORT = 3942;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (items) => items[Math.floor(Math.random() * items.length)];

/** What a step saw: latencies, answers by status (or network error), and each route kind's latencies. */
class Tally {
  latencies = [];
  outcomes = new Map();
  kinds = new Map();

  add(kind, outcome, ms) {
    this.latencies.push(ms);
    this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1);
    if (!this.kinds.has(kind)) this.kinds.set(kind, []);
    this.kinds.get(kind).push(ms);
  }

  /** Each kind's count, p50 and p95, slowest p95 first: where the step's tail comes from. */
  byKind() {
    return [...this.kinds]
      .map(([kind, latencies]) => {
        const sorted = latencies.sort((a, b) => a - b);
        return { kind, requests: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
      })
      .sort((a, b) => b.p95 - a.p95);
  }

  get errors() {
    return [...this.outcomes].filter(([outcome]) => !/^2\d\d$/.test(outcome));
  }

  summary() {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return {
      requests: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      errors: this.errors.reduce((sum, [, count]) => sum + count, 0),
    };
  }
}

console.log(
  'Preparing: seed the bench database, start catalogue, auth-user, lists-progress, social, dashboard, gateway and nginx…',
);
const stack = await startBenchStack({
  gatewayPort: GATEWAY_PORT,
  nginxPort: NGINX_PORT,
  services: ['auth-user', 'lists-progress', 'social', 'dashboard'],
  // Every simulated user signs up from this one address, faster than any person could.
  env: { REGISTER_MAX_PER_IP: '10000', LOGIN_MAX_FAILURES_PER_IP: '10000' },
});
const agent = new Agent({ connections: CONNECTIONS, keepAliveTimeout: 60_000 });
const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });

/** One request through nginx: its status (or 'network error (…)') and milliseconds. */
async function send(method, path, { token, json, idempotencyKey } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  const started = performance.now();
  try {
    const response = await request(stack.nginxUrl + path, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      dispatcher: agent,
      headersTimeout: 30_000,
      bodyTimeout: 30_000,
    });
    const body = await response.body.text();
    return { outcome: String(response.statusCode), body, ms: performance.now() - started };
  } catch (error) {
    return { outcome: `network error (${error.code ?? error.message})`, ms: performance.now() - started };
  }
}

async function signUp(index, run) {
  const username = `mix-${run}-${index}`;
  const json = { username, email: `${username}@bench.test`, displayName: username, password: PASSWORD };
  for (;;) {
    const { outcome, body } = await send('POST', '/api/auth/register', { json });
    if (outcome === '201' || outcome === '200') {
      const { data } = JSON.parse(body);
      return {
        index,
        id: data.user.id,
        username,
        token: data.token,
        lists: new Map(),
        episodes: new Set(),
        /** Their friend, and the messages to them the gateway acknowledged. */
        friend: undefined,
        sent: new Set(),
      };
    }
    // The hashing queue was full: the answer's Retry-After is 2 s.
    if (outcome !== '429') throw new Error(`sign-up ${index} answered ${outcome}: ${body?.slice(0, 200)}`);
    await sleep(2000);
  }
}

/** The request a user makes after their think time, by the mix's shares. */
function nextRequest(user, titles) {
  const roll = Math.random();
  const page = () => 1 + Math.floor(Math.random() * 3);
  if (roll < 0.7) {
    const browse = Math.random();
    if (browse < 0.4) return { kind: 'anime', path: `/api/database/anime/${pick(titles)}` };
    if (browse < 0.7)
      return { kind: 'search', path: `/api/database/search?q=${encodeURIComponent(pick(SEARCHES))}` };
    if (browse < 0.85) return { kind: 'season', path: `/api/database/current-season?page=${page()}` };
    return { kind: 'top', path: `/api/database/top?page=${page()}` };
  }
  const half = TITLES_PER_USER / 2;
  const own = (first) =>
    titles[(user.index * TITLES_PER_USER + first + Math.floor(Math.random() * half)) % titles.length];
  if (roll < 0.8) {
    const json = { animeId: own(0), status: pick(STATUSES), score: 1 + Math.floor(Math.random() * 10) };
    const acknowledged = () => user.lists.set(json.animeId, json);
    return { kind: 'list write', method: 'POST', path: '/api/auth/anime-lists', json, acknowledged };
  }
  if (roll < 0.9) {
    const json = { animeId: own(half), episodeNumber: 1 + Math.floor(Math.random() * EPISODES_PER_TITLE) };
    const acknowledged = () => user.episodes.add(`${json.animeId}/${json.episodeNumber}`);
    return { kind: 'episode write', method: 'POST', path: '/api/auth/episode-progress', json, acknowledged };
  }
  const ownRoll = Math.random();
  if (ownRoll < 0.15) return { kind: 'conversations', path: '/api/messages/conversations' };
  if (ownRoll < 0.3 && user.friend) {
    const content = `mix message ${randomUUID()}`;
    const json = { receiverId: user.friend.id, content };
    return {
      kind: 'message',
      method: 'POST',
      path: '/api/messages',
      json,
      acknowledged: () => user.sent.add(content),
    };
  }
  // Their profile page's dashboard: the default is created and saved on the first read.
  if (ownRoll < 0.4) return { kind: 'dashboard', path: `/api/users/${user.username}/dashboard-config` };
  if (ownRoll < 0.5) return { kind: 'friends activity', path: '/api/auth/activity/friends' };
  if (ownRoll < 0.6) return { kind: 'activity', path: `/api/users/${user.username}/activity` };
  if (ownRoll < 0.7)
    return { kind: 'favorite characters', path: `/api/users/${user.username}/favorite-characters` };
  if (ownRoll < 0.75) return { kind: 'notifications', path: '/api/notifications' };
  const path = pick([
    '/api/auth/anime-lists',
    '/api/auth/statistics',
    '/api/auth/episode-progress',
    '/api/auth/session',
  ]);
  return { kind: path.slice('/api/auth/'.length), path };
}

/** Pairs the users as friends (0 with 1, 2 with 3, …), `parallel` pairs at a time. */
async function befriend(users, parallel) {
  const pairs = [];
  for (let index = 0; index + 1 < users.length; index += 2) pairs.push([users[index], users[index + 1]]);
  for (let next = 0; next < pairs.length; next += parallel) {
    await Promise.all(
      pairs.slice(next, next + parallel).map(async ([a, b]) => {
        const asked = await send('POST', '/api/friends/request', { token: a.token, json: { userId: b.id } });
        if (asked.outcome !== '201')
          throw new Error(`a friend request answered ${asked.outcome}: ${asked.body}`);
        const { id } = JSON.parse(asked.body).data.request;
        const accepted = await send('PUT', `/api/friends/requests/${id}/accept`, { token: b.token });
        if (accepted.outcome !== '200') throw new Error(`an acceptance answered ${accepted.outcome}`);
        [a.friend, b.friend] = [b, a];
      }),
    );
  }
}

/** One user's turn; writes acknowledged (2xx) are kept for the read-back. */
async function act(user, titles, tally) {
  const { kind, method = 'GET', path, json, acknowledged } = nextRequest(user, titles);
  const { outcome, ms } = await send(method, path, {
    token: path.startsWith('/api/database/') ? undefined : user.token,
    json,
    idempotencyKey: json && randomUUID(),
  });
  tally.add(kind, outcome, ms);
  if (outcome.startsWith('2')) acknowledged?.();
}

/** `users` loop for `seconds`, each starting within one think time; resolves when the last turn ends. */
async function step(users, titles, seconds) {
  const tally = new Tally();
  const until = Date.now() + seconds * 1000;
  const think = () => THINK_MS.least + Math.random() * (THINK_MS.most - THINK_MS.least);
  await Promise.all(
    users.map(async (user) => {
      await sleep(Math.random() * THINK_MS.most);
      while (Date.now() < until) {
        await act(user, titles, tally);
        await sleep(think());
      }
    }),
  );
  return tally;
}

/** The acknowledged writes the users' lists and episode progress, read back, do not hold. */
async function lostWrites(users) {
  let lost = 0;
  let checked = 0;
  for (const user of users.filter((u) => u.lists.size || u.episodes.size)) {
    const lists = JSON.parse((await send('GET', '/api/auth/anime-lists', { token: user.token })).body).data
      .lists;
    const held = new Map(STATUSES.flatMap((status) => lists[status].map((entry) => [entry.animeId, entry])));
    for (const [animeId, { status, score }] of user.lists) {
      checked += 1;
      const entry = held.get(animeId);
      if (entry?.status !== status || entry.score !== score) lost += 1;
    }
    const progress = JSON.parse((await send('GET', '/api/auth/episode-progress', { token: user.token })).body)
      .data.episodeProgress;
    for (const mark of user.episodes) {
      checked += 1;
      const [animeId, episodeNumber] = mark.split('/');
      if (progress[animeId]?.[episodeNumber]?.completed !== true) lost += 1;
    }
  }
  for (const user of users.filter((u) => u.sent.size)) {
    checked += user.sent.size;
    lost += user.sent.size - (await storedMessages(user)).filter((content) => user.sent.has(content)).length;
  }
  return { lost, checked };
}

/** Every message of the user's conversation with their friend, page by page from the newest. */
async function storedMessages(user) {
  const get = async (path) => JSON.parse((await send('GET', path, { token: user.token })).body).data;
  const { conversations } = await get('/api/messages/conversations');
  const conversation = conversations.find(({ participants }) =>
    participants.some(({ id }) => id === user.friend.id),
  );
  const contents = [];
  for (let before = ''; conversation;) {
    const page = await get(
      `/api/messages/conversations/${conversation.id}/messages?limit=100${before && `&before=${before}`}`,
    );
    contents.push(...page.messages.map(({ content }) => content));
    if (!page.nextCursor) break;
    before = page.nextCursor;
  }
  return contents;
}

const row = (users, seconds, s) =>
  `| ${users} | ${seconds} s | ${s.requests} | ${(s.requests / seconds).toFixed(0)}/s | ${s.p50.toFixed(1)} ms | ${s.p95.toFixed(1)} ms | ${s.p99.toFixed(1)} ms | ${s.errors} |`;

try {
  await db.connect();
  const { rows } = await db.query(
    'SELECT mal_id FROM catalogue.anime WHERE episodes IS NULL OR episodes >= $1 ORDER BY mal_id',
    [EPISODES_PER_TITLE],
  );
  const titles = rows.map((r) => r.mal_id);
  const most = Math.max(USERS, ...RAMP);
  console.log(`Signing up ${most} users, ${SIGN_UP_PARALLEL} at a time…`);
  const run = Date.now().toString(36);
  const users = [];
  const signUpStarted = performance.now();
  for (let next = 0; next < most;) {
    const batch = Array.from({ length: Math.min(SIGN_UP_PARALLEL, most - next) }, (_, i) => next + i);
    users.push(...(await Promise.all(batch.map((index) => signUp(index, run)))));
    next += batch.length;
  }
  console.log(`Signed up in ${((performance.now() - signUpStarted) / 1000).toFixed(0)} s.`);
  await befriend(users, 16);

  const redis = await redisPid(stack.env.REDIS_URL);
  // Every Node process of the stack may hold connections to the database; nginx holds none.
  const clients = Object.fromEntries(Object.entries(stack.pids).filter(([name]) => name !== 'nginx'));
  const processes = async () => ({
    nginx: childPids(stack.pids.nginx),
    gateway: [stack.pids.gateway],
    'auth-user': [stack.pids['auth-user']],
    'lists-progress': [stack.pids['lists-progress']],
    social: [stack.pids.social],
    catalogue: [stack.pids.catalogue],
    ...(redis === undefined ? {} : { Redis: [redis] }),
    ...(await postgresBackends(db, clients)),
    'load (this process)': [process.pid],
  });

  await step(users.slice(0, WARM_UP.users), titles, WARM_UP.seconds);
  const steps = [...new Set([...RAMP, USERS])].sort((a, b) => a - b);
  const results = [];
  let main;
  for (const count of steps) {
    const seconds = count === USERS ? SECONDS : STEP_SECONDS;
    console.log(`${count} users for ${seconds} s (load average ${os.loadavg()[0].toFixed(1)})…`);
    const measured = await measureCpu(processes, async () => {
      const tally = await step(users.slice(0, count), titles, seconds);
      return { tally, requests: tally.summary().requests };
    });
    const summary = measured.tally.summary();
    results.push({ count, seconds, summary });
    console.log(row(count, seconds, summary));
    if (count === USERS) main = { ...measured, summary };
    // Past the budget the next, larger step would only be slower; the budgets' step always runs.
    if (summary.p95 >= P95_BUDGET_MS && count >= USERS) break;
  }
  const readBack = await lostWrites(users);

  const crossed = results.findIndex(({ summary }) => summary.p95 >= P95_BUDGET_MS);
  const held = results.slice(0, crossed === -1 ? results.length : crossed).map(({ count }) => count);
  console.log(
    `\nThe mix through nginx (load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')}, ${CONNECTIONS} connections, think time 1–5 s):\n`,
  );
  console.log('| users | for | requests | per second | p50 | p95 | p99 | errors |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { count, seconds, summary } of results) console.log(row(count, seconds, summary));
  if (main) {
    const errors = main.tally.errors.map(([outcome, count]) => `${outcome} × ${count}`).join(', ') || 'none';
    const kinds = main.tally
      .byKind()
      .map(
        ({ kind, requests, p50, p95 }) =>
          `${kind} ${requests} (p50 ${p50.toFixed(0)}, p95 ${p95.toFixed(0)} ms)`,
      )
      .join(', ');
    const cpu = Object.entries(main.cpuPerRequestUs)
      .map(([name, us]) => `${name} ${Math.round(us)}`)
      .join(', ');
    console.log(`\nAt ${USERS} users, by kind (slowest p95 first): ${kinds}.`);
    console.log(`Errors by status: ${errors}.`);
    console.log(`CPU µs per request: ${cpu}.`);
    const { p95, errors: errorCount } = main.summary;
    console.log(`\n| budget at ${USERS} users | measured | met |`);
    console.log('|---|---|---|');
    console.log(
      `| p95 < ${P95_BUDGET_MS} ms | ${p95.toFixed(1)} ms | ${p95 < P95_BUDGET_MS ? 'yes' : 'NO'} |`,
    );
    console.log(`| 0 errors | ${errorCount} | ${errorCount === 0 ? 'yes' : 'NO'} |`);
    console.log(
      `| 0 lost writes | ${readBack.lost} of ${readBack.checked} read back | ${readBack.lost === 0 ? 'yes' : 'NO'} |`,
    );
  }
  console.log(
    `\nUsers the stack holds before p95 crosses ${P95_BUDGET_MS} ms: ${held.at(-1) ?? 'fewer than the first step'} (steps run: ${results.map(({ count }) => count).join(', ')}).`,
  );
} finally {
  await agent.close();
  await db.end();
  await stack.stop();
}
