#!/usr/bin/env node
// `npm run bench:catalogue`: figures for the README, never a pass/fail.
//  1. Search p50/p95 inside the catalogue service over the full bangumi-data seed.
//  2. Requests/s and p99 of one anime by id: a bare Node `http` server answering the same JSON, nginx
//     with its micro-cache in front of the gateway, nginx passing a request with credentials (which it
//     never caches) to the gateway, and the gateway itself (uncached), at 64 connections from Debian's
//     wrk, with the CPU each server process spent per request.
// It runs against its own database and Redis prefix, and a fake Jikan: nothing leaves this machine.
// The four HTTP paths are loaded in turn, BENCH_ROUNDS times (default 5) of BENCH_SECONDS (default 6),
// and each figure is the median of its rounds: on a machine shared with other work, whose speed drifts
// by a quarter over minutes, a ratio taken within one round compares like with like, and the median drops
// the rounds a neighbour disturbed.
// CATALOGUE_BENCH_BASELINE names other checkouts (their roots, comma-separated) whose gateway is built:
// each one's gateway, behind an nginx of its own, on the same catalogue and Redis, takes its turn in
// every round on both uncached paths, so a change to the gateway is measured against the build before it.
// A checkout may name the node that runs its gateway after an @ (`/work/main@/usr/bin/node`): the same
// build on another runtime.
/* global process, console, fetch, performance -- Node's globals; the lint config declares none for .mjs */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { runOnSupportedNode } from '../scripts/lib/node-runtime.mjs';
import { root, startBenchStack, until } from './support/bench-stack.mjs';
import { childPids, redisPid } from './support/load.mjs';
import { median, percentile, throughput } from './support/rounds.mjs';

// Node 24 or the copy in .run/node (scripts/lib/node-runtime.mjs).
runOnSupportedNode();

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARM_UP_SECONDS = 3;
const CONNECTIONS = 64;
const ANIME_ID = 52701;
const GATEWAY_PORT = 3911;
const NGINX_PORT = 3912;
const BARE_PORT = 3913;
/** The baselines' gateway and nginx ports: 3921 and 3922 for the first, 3931 and 3932 for the next… */
const BASELINE_PORTS = 3921;
const BASELINES = (process.env.CATALOGUE_BENCH_BASELINE ?? '')
  .split(',')
  .map((entry) => entry.trim())
  .filter(Boolean)
  .map((entry) => {
    const [dir, node = process.execPath] = entry.split('@');
    return { dir: path.resolve(dir), node };
  });
// The body goes out with its length, as the gateway and nginx send it: without one, Node answers in
// chunked encoding, which cost the bare server about a third of its throughput here.
const BARE_SERVER = `
const body = Buffer.from(process.env.BARE_BODY);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };
http
  .createServer((_, response) => {
    response.writeHead(200, headers);
    response.end(body);
  })
  .listen(Number(process.env.BARE_PORT), '127.0.0.1');
`;

async function searchFigures(env) {
  const { NestFactory } = await import(path.join(root, 'node_modules/@nestjs/core/index.js'));
  const { loadEnv, catalogueEnvSchema } = await import(path.join(root, 'libs/config/dist/index.js'));
  const { AppModule } = await import(path.join(root, 'services/catalogue/dist/app.module.js'));
  const { SearchService } = await import(path.join(root, 'services/catalogue/dist/search/search.service.js'));
  const { searchQuery } = await import(path.join(root, 'libs/contracts/dist/schemas/index.js'));
  const app = await NestFactory.createApplicationContext(
    AppModule.register(loadEnv(catalogueEnvSchema, env)),
    { logger: ['error'] },
  );
  const search = app.get(SearchService);
  // Each parsed as the route parses it, which fills in the page and its size.
  const queries = [
    { q: 'dungeon meshi' },
    { q: 'delicious in dungon' },
    { q: 'frieren' },
    { q: 'ダンジョン' },
    { q: 'shingeki' },
    { q: 'love', type: 'tv', order_by: 'start_date', sort: 'desc' },
    { q: 'gundam', status: 'complete' },
    { type: 'movie', season: 'summer', order_by: 'title', sort: 'asc' },
    { q: 'a' + 'cademia' },
    { q: 'one piece' },
    // As-you-type prefixes of common words, the costliest for typo tolerance.
    { q: 'thee' },
    { q: 'kimi' },
  ].map((query) => searchQuery.parse(query));
  for (const query of queries) await search.search(query);
  const times = [];
  const byQuery = queries.map(() => []);
  for (let round = 0; round < 50; round += 1) {
    for (const [n, query] of queries.entries()) {
      const started = performance.now();
      await search.search(query);
      const took = performance.now() - started;
      times.push(took);
      byQuery[n].push(took);
    }
  }
  await app.close();
  times.sort((a, b) => a - b);
  const slowest = queries
    .map((query, n) => ({ query: query.q ?? JSON.stringify(query), ms: median(byQuery[n]) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map(({ query, ms }) => `'${query}' ${ms.toFixed(1)}`)
    .join(', ');
  return { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length, slowest };
}

/** The version a node binary prints, for a baseline's label. */
const runtimeOf = (node) => spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();

/** Another checkout's built gateway on the stack's catalogue and Redis, and an nginx in front of it. */
async function startBaseline(stack, { dir, node }, index) {
  const { renderNginx } = await import(path.join(root, 'deploy/nginx/render.mjs'));
  const gatewayPort = BASELINE_PORTS + 10 * index;
  const nginxPort = gatewayPort + 1;
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];
  const gateway = stack.track(
    spawn(node, [...profile, path.join(dir, 'services/gateway/dist/main.js')], {
      cwd: dir,
      env: { ...stack.env, PORT: String(gatewayPort) },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const conf = renderNginx({
    prefix,
    webPort: nginxPort,
    gatewayUpstream: `127.0.0.1:${gatewayPort}`,
    webRoot: path.join(root, 'web/dist'),
  });
  const nginx = stack.track(
    spawn('/usr/sbin/nginx', ['-c', conf, '-p', prefix, '-e', 'stderr'], { stdio: 'inherit' }),
  );
  const route = `/api/database/anime/${ANIME_ID}`;
  await until(async () => (await fetch(`http://127.0.0.1:${gatewayPort}${route}`)).ok, 60_000, dir);
  await until(async () => (await fetch(`http://127.0.0.1:${nginxPort}${route}`)).ok, 10_000, 'nginx');
  return {
    name: node === process.execPath ? path.basename(dir) : `${path.basename(dir)} on ${runtimeOf(node)}`,
    gatewayUrl: `http://127.0.0.1:${gatewayPort}${route}`,
    nginxUrl: `http://127.0.0.1:${nginxPort}${route}`,
    pids: { gateway: gateway.pid, nginx: nginx.pid },
  };
}

/** The two uncached paths of one gateway build: through its nginx (credentials, never cached) and direct. */
function uncachedPaths(label, { nginxUrl, gatewayUrl, pids }, others) {
  const transportPath = { gateway: [pids.gateway], ...others };
  return [
    {
      // nginx neither serves nor stores a request that carries credentials (per-user data never is).
      name: `nginx → gateway → Redis transport → catalogue (uncached)${label}`,
      url: nginxUrl,
      headers: { Authorization: 'Bearer bench' },
      processes: { nginx: childPids(pids.nginx), ...transportPath },
    },
    {
      name: `gateway → Redis transport → catalogue (uncached)${label}`,
      url: gatewayUrl,
      processes: transportPath,
    },
  ];
}

console.log('Preparing: migrate and seed the bench database, start catalogue, gateway and nginx…');
const stack = await startBenchStack({ gatewayPort: GATEWAY_PORT, nginxPort: NGINX_PORT });
try {
  const animeUrl = `${stack.gatewayUrl}/api/database/anime/${ANIME_ID}`;
  await until(async () => (await fetch(animeUrl)).ok, 60_000);
  const body = await (await fetch(animeUrl)).text();

  // A process of its own, like the gateway: in the bench's process it would share a thread with the load.
  const bare = stack.track(
    spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER], {
      env: { ...stack.env, BARE_BODY: body, BARE_PORT: String(BARE_PORT) },
      stdio: 'ignore',
    }),
  );
  await until(async () => (await fetch(`http://127.0.0.1:${BARE_PORT}/`)).ok, 10_000);
  const cachedUrl = `${stack.nginxUrl}/api/database/anime/${ANIME_ID}`;
  await until(async () => (await fetch(cachedUrl)).ok, 10_000);

  const baselines = [];
  for (const [index, baseline] of BASELINES.entries())
    baselines.push(await startBaseline(stack, baseline, index));

  console.log(`Measuring ${SECONDS} s each at ${CONNECTIONS} connections, ${ROUNDS} rounds…`);
  const redis = await redisPid(stack.env.REDIS_URL);
  const others = {
    catalogue: [stack.pids.catalogue],
    ...(redis === undefined ? {} : { Redis: [redis] }),
  };
  const thisBuild = { nginxUrl: cachedUrl, gatewayUrl: animeUrl, pids: stack.pids };
  const figures = await throughput(
    [
      {
        name: 'bare Node http, same JSON',
        url: `http://127.0.0.1:${BARE_PORT}/`,
        processes: { bare: [bare.pid] },
      },
      {
        name: 'nginx micro-cache → gateway',
        url: cachedUrl,
        processes: { nginx: childPids(stack.pids.nginx) },
      },
      ...uncachedPaths(baselines.length > 0 ? ' — this build' : '', thisBuild, others),
      ...baselines.flatMap((baseline) => uncachedPaths(` — ${baseline.name}`, baseline, others)),
    ],
    { connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, warmUpSeconds: WARM_UP_SECONDS },
  );

  // After the loads: the Nest app it builds stays out of the load generator's process until then.
  const search = await searchFigures(stack.env);
  console.log(
    `\nSearch in the service over the full seed (${search.n} searches): p50 ${search.p50.toFixed(2)} ms, p95 ${search.p95.toFixed(2)} ms`,
  );
  console.log(`Slowest queries (median ms): ${search.slowest}\n`);
  console.log(
    `GET /api/database/anime/${ANIME_ID}, ${CONNECTIONS} connections, ${SECONDS} s each, median of ${ROUNDS} rounds:\n`,
  );
  console.log('| path | requests/s | p99 | ratio to bare Node | errors | CPU µs per request |');
  console.log('|---|---|---|---|---|---|');
  for (const { name, rps, p99, ratio, errors, cpu } of figures)
    console.log(
      `| ${name} | ${Math.round(rps)} | ${p99.toFixed(1)} ms | ${ratio.toFixed(2)} | ${errors} | ${cpu} |`,
    );
} finally {
  await stack.stop();
}
