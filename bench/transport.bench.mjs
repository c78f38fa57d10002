#!/usr/bin/env node
// Request/reply round trips over the claiming transport against the real Redis, to compare two builds of
// @tracker/redis: `node bench/transport.bench.mjs <baseline>` after a build, where <baseline> is another
// build's dist/index.js (e.g. main's, built elsewhere); without one, this build runs against itself, which
// shows the noise. Figures, never a pass/fail.
// Each build gets a server process; each run is a client process with BENCH_CALLERS (default 64) callers
// sending their next request as soon as the last is answered, for BENCH_SECONDS (default 4). Both builds
// take their turn in each of BENCH_ROUNDS (default 7) rounds, in alternating order, and each figure is the
// median of its rounds: on a machine shared with other work a ratio taken within one round compares like
// with like. `bench.title` answers a kept title through sendJson, as the gateway reads one; `bench.echo`
// sends a value back through send (BENCH_PATTERNS picks one or both).
/* global process, console -- Node's globals; the lint config declares none for .mjs */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { promisify } from 'node:util';

import { runOnSupportedNode } from '../scripts/lib/node-runtime.mjs';
import { root } from './support/bench-stack.mjs';
import { measureCpu } from './support/load.mjs';
import { median } from './support/rounds.mjs';

// Node 24 or the copy in .run/node (scripts/lib/node-runtime.mjs).
runOnSupportedNode();

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CALLERS = Number(process.env.BENCH_CALLERS ?? 64);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PATTERNS = (process.env.BENCH_PATTERNS ?? 'bench.title,bench.echo').split(',');

const thisBuild = path.join(root, 'libs/redis/dist/index.js');
const builds = [
  { name: 'baseline', entry: path.resolve(process.argv[2] ?? thisBuild) },
  { name: 'this build', entry: thisBuild },
];

const servers = await Promise.all(
  builds.map(async (build, i) => {
    const prefix = `bench-transport-${i}`;
    const child = spawn(
      process.execPath,
      [path.join(root, 'bench/support/transport-server.mjs'), build.entry, prefix, REDIS_URL],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const [line] = await once(child.stdout, 'data');
    if (!String(line).includes('ready')) throw new Error(`${build.name}'s server said ${line}`);
    // Whatever else it prints must not fill the pipe and stall it.
    child.stdout.resume();
    return { ...build, prefix, child };
  }),
);

/** One load run against `server`: requests/s, and CPU µs per request of its server and of the client. */
async function run(server, pattern) {
  let client;
  const figures = await measureCpu({ server: [server.child.pid] }, async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [
      path.join(root, 'bench/support/transport-client.mjs'),
      server.entry,
      server.prefix,
      REDIS_URL,
      pattern,
      String(CALLERS),
      String(SECONDS),
    ]);
    client = JSON.parse(stdout);
    return client;
  });
  return {
    rps: client.rps,
    serverUs: figures.cpuPerRequestUs.server,
    clientUs: client.cpuUs / Math.max(1, client.requests),
  };
}

try {
  const results = Object.fromEntries(PATTERNS.map((pattern) => [pattern, servers.map(() => [])]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    const order = round % 2 === 1 ? [0, 1] : [1, 0];
    for (const pattern of PATTERNS) {
      for (const i of order) results[pattern][i].push(await run(servers[i], pattern));
      const [baseline, current] = results[pattern].map((runs) => runs.at(-1));
      console.log(
        `round ${round} ${pattern}: baseline ${Math.round(baseline.rps)}/s, this build ${Math.round(current.rps)}/s (×${(current.rps / baseline.rps).toFixed(3)})`,
      );
    }
  }
  for (const pattern of PATTERNS) {
    const [baseline, current] = results[pattern];
    const ratios = current.map((figures, round) => figures.rps / baseline[round].rps);
    console.log(`\n${pattern}, ${CALLERS} callers, medians of ${ROUNDS} rounds of ${SECONDS} s:`);
    for (const [i, runs] of [baseline, current].entries()) {
      console.log(
        `  ${builds[i].name}: ${Math.round(median(runs.map((r) => r.rps)))} requests/s, CPU µs per request: server ${Math.round(median(runs.map((r) => r.serverUs)))}, client ${Math.round(median(runs.map((r) => r.clientUs)))}`,
      );
    }
    console.log(
      `  this build / baseline: ×${median(ratios).toFixed(3)} (rounds: ${ratios.map((r) => r.toFixed(2)).join(' ')})`,
    );
  }
} finally {
  for (const { child } of servers) child.kill('SIGTERM');
}
