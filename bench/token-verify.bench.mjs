#!/usr/bin/env node
// `npm run build && node bench/token-verify.bench.mjs`: what verifying a signed-in request's token costs;
// figures for the README, never a pass/fail.
//  1. µs per token, in this process: jsonwebtoken given the secret as a string (what every request paid
//     before issue 14), given a KeyObject made once (issue 14), and the gateway's AuthGuard running
//     passport-jwt's JwtStrategy from services/gateway/dist with the session check stubbed out, so only
//     the verification and passport's plumbing are timed (with TOKEN_BENCH_BASELINE, below, that
//     gateway's guard too, with or without passport).
//  2. Requests/s, p99 and CPU µs per request of GET /api/auth/me at 64 connections (Debian's wrk), with
//     a real auth-user, Redis and Postgres. Set TOKEN_BENCH_BASELINE to another built gateway's dist
//     (inside this checkout, so it finds node_modules: e.g. .run/gateway-baseline copied from an
//     earlier commit's build) to load both in interleaved rounds and compare them in the same run.
// Each figure is the median of BENCH_ROUNDS (default 3) rounds; the HTTP rounds last BENCH_SECONDS (8).
/* global process, console, fetch, Buffer -- Node's globals; the lint config declares none for .mjs */
import { spawn } from 'node:child_process';
import { createSecretKey, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';

import jwt from 'jsonwebtoken';
import pg from 'pg';

import { runOnSupportedNode } from '../scripts/lib/node-runtime.mjs';
import { root, until } from './support/bench-stack.mjs';
import { measureCpu, redisPid, wrk } from './support/load.mjs';

// Node 24 or the copy in .run/node (scripts/lib/node-runtime.mjs).
runOnSupportedNode();

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 64;
const VERIFY_CALLS = 20_000;
const PORTS = { current: 3921, baseline: 3922 };
const SECRET = randomBytes(48).toString('base64url');
const DATABASE = 'anime_tracker_bench_tokens';
const ADMIN_URL = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function tokenFor(userId) {
  const now = Date.now();
  const iat = Math.floor(now / 1000);
  const claims = {
    sub: userId,
    username: 'bench',
    isAdmin: false,
    jti: 'bench',
    iat,
    iatMs: now,
    exp: iat + 3600,
  };
  return jwt.sign(claims, SECRET, { algorithm: 'HS256' });
}

/** What a guard sees of a request carrying `token` to a route that is not public. */
function httpContext(token) {
  const request = { headers: { authorization: `Bearer ${token}` } };
  return {
    getHandler: () => httpContext,
    getClass: () => httpContext,
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}) }),
  };
}

/** µs per call of `verify`, awaited one after another as requests on one connection would be. */
async function microsecondsPerCall(verify) {
  for (let i = 0; i < 2_000; i++) await verify();
  const start = process.hrtime.bigint();
  for (let i = 0; i < VERIFY_CALLS; i++) await verify();
  return Number(process.hrtime.bigint() - start) / 1e3 / VERIFY_CALLS;
}

async function verifyFigures() {
  await import('reflect-metadata');
  const token = tokenFor('7f9e4c1a-0000-4000-8000-000000000001');
  const key = createSecretKey(Buffer.from(SECRET));
  const ways = {
    'jsonwebtoken, secret as a string': {
      verify: () => jwt.verify(token, SECRET, { algorithms: ['HS256'] }),
    },
    'jsonwebtoken, KeyObject made once': { verify: () => jwt.verify(token, key, { algorithms: ['HS256'] }) },
    'AuthGuard + JwtStrategy (passport-jwt)': await guardOf('services/gateway/dist', token),
  };
  if (process.env.TOKEN_BENCH_BASELINE)
    ways['baseline: its AuthGuard'] = await guardOf(process.env.TOKEN_BENCH_BASELINE, token);
  const rounds = Object.fromEntries(Object.keys(ways).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++)
    for (const [name, { prepare, verify }] of Object.entries(ways)) {
      prepare?.();
      rounds[name].push(await microsecondsPerCall(verify));
    }
  return Object.fromEntries(Object.entries(rounds).map(([name, values]) => [name, median(values)]));
}

/**
 * The guard of a built gateway dist over a stubbed session check (one HMGET on Redis; the HTTP figures
 * below include it), so only the verification and its plumbing are timed. passport keeps one strategy
 * per name for the whole process: `prepare` registers this dist's before each of its rounds. Issue 14's
 * gateway, without passport, had an AuthGuard(tokens, reflector) over a TokenVerifier(env, cache,
 * services) that verified with jsonwebtoken.
 */
async function guardOf(distRoot, token) {
  const dist = path.resolve(root, distRoot, 'auth');
  const { AuthGuard } = await import(path.join(dist, 'auth.guard.js'));
  const reflector = { getAllAndOverride: () => false };
  const verifyThrough = (guard) => () => guard.canActivate(httpContext(token));
  if (!existsSync(path.join(dist, 'jwt.strategy.js'))) {
    const { TokenVerifier } = await import(path.join(dist, 'token-verifier.js'));
    const tokens = new TokenVerifier({ JWT_SECRET: SECRET }, { check: async () => 'active' }, {});
    return { verify: verifyThrough(new AuthGuard(tokens, reflector)) };
  }
  const { JwtStrategy } = await import(path.join(dist, 'jwt.strategy.js'));
  const session = { check: async (claims) => ({ id: claims.sub }) };
  return {
    prepare: () => new JwtStrategy({ JWT_SECRET: SECRET }, session),
    verify: verifyThrough(new AuthGuard(reflector)),
  };
}

/** auth-user and one gateway per built dist, against their own database and Redis prefix. */
async function startStack(gatewayDists) {
  const admin = new pg.Client(ADMIN_URL);
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const env = {
    ...process.env,
    NO_COLOR: '1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: ADMIN_URL.replace(/\/[^/]*$/, `/${DATABASE}`),
    REDIS_URL,
    REDIS_PREFIX: 'bench-tokens',
    JWT_SECRET: SECRET,
  };
  const children = [];
  const node = (file, extra = {}) => {
    const child = spawn(process.execPath, [path.resolve(root, file)], {
      cwd: root,
      env: { ...env, ...extra },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  };
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  try {
    const [code] = await once(node('services/auth-user/dist/database/migrate.cli.js'), 'exit');
    if (code !== 0) throw new Error(`auth-user's migrations exited with ${code}`);
    const pids = { 'auth-user': node('services/auth-user/dist/main.js').pid };
    const urls = {};
    for (const [name, dist] of Object.entries(gatewayDists)) {
      pids[`gateway (${name})`] = node(path.join(dist, 'main.js'), { PORT: String(PORTS[name]) }).pid;
      urls[name] = `http://127.0.0.1:${PORTS[name]}`;
      // Up once it refuses an anonymous read of a signed-in route (health would wait for the catalogue).
      await until(
        async () => (await fetch(`${urls[name]}/api/auth/me`)).status === 401,
        60_000,
        `The ${name} gateway`,
      );
    }
    return { urls, pids, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

async function signUp(gatewayUrl) {
  const password = `Bench-${randomBytes(8).toString('hex')}1!`;
  const response = await fetch(`${gatewayUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'tokenbench',
      email: 'token-bench@example.com',
      displayName: 'Token Bench',
      password,
      confirmPassword: password,
    }),
  });
  const body = await response.json();
  if (!body.success) throw new Error(`register failed: ${JSON.stringify(body.error)}`);
  return body.data.token;
}

async function meFigures() {
  const dists = { current: 'services/gateway/dist' };
  if (process.env.TOKEN_BENCH_BASELINE) dists.baseline = process.env.TOKEN_BENCH_BASELINE;
  const stack = await startStack(dists);
  try {
    const token = await signUp(stack.urls.current);
    const headers = { authorization: `Bearer ${token}` };
    for (const url of Object.values(stack.urls)) {
      const me = await fetch(`${url}/api/auth/me`, { headers });
      if (!me.ok) throw new Error(`GET /api/auth/me answered ${me.status}`);
      await wrk(`${url}/api/auth/me`, { connections: CONNECTIONS, seconds: 2, headers });
    }
    const redis = await redisPid(REDIS_URL);
    const rounds = Object.fromEntries(Object.keys(stack.urls).map((name) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which gateway goes first, so neither always meets the machine's slower moments.
      const order = Object.keys(stack.urls);
      if (round % 2) order.reverse();
      for (const name of order) {
        const processes = {
          gateway: [stack.pids[`gateway (${name})`]],
          'auth-user': [stack.pids['auth-user']],
          ...(redis ? { redis: [redis] } : {}),
        };
        rounds[name].push(
          await measureCpu(processes, () =>
            wrk(`${stack.urls[name]}/api/auth/me`, { connections: CONNECTIONS, seconds: SECONDS, headers }),
          ),
        );
      }
    }
    return Object.fromEntries(
      Object.entries(rounds).map(([name, results]) => [
        name,
        {
          rps: median(results.map((r) => r.rps)),
          p99: median(results.map((r) => r.p99)),
          errors: results.reduce((sum, r) => sum + r.errors, 0),
          cpu: Object.fromEntries(
            Object.keys(results[0].cpuPerRequestUs).map((process) => [
              process,
              median(results.map((r) => r.cpuPerRequestUs[process])),
            ]),
          ),
          rounds: results.map((r) => Math.round(r.rps)),
        },
      ]),
    );
  } finally {
    stack.stop();
  }
}

const verify = await verifyFigures();
console.log(`\nVerifying one token (median of ${ROUNDS} rounds of ${VERIFY_CALLS} calls)`);
console.log('| way | µs per token |\n|---|---|');
for (const [name, us] of Object.entries(verify)) console.log(`| ${name} | ${us.toFixed(1)} |`);

const me = await meFigures();
console.log(
  `\nGET /api/auth/me, gateway direct, ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s, medians`,
);
console.log(
  '| gateway | requests/s | p99 ms | errors | CPU µs/request | rounds (req/s) |\n|---|---|---|---|---|---|',
);
for (const [name, r] of Object.entries(me)) {
  const cpu = Object.entries(r.cpu)
    .map(([process, us]) => `${process} ${Math.round(us)}`)
    .join(', ');
  console.log(
    `| ${name} | ${Math.round(r.rps)} | ${r.p99.toFixed(1)} | ${r.errors} | ${cpu} | ${r.rounds.join(', ')} |`,
  );
}
process.exit(0);
