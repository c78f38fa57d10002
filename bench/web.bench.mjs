#!/usr/bin/env node
// `npm run bench:web`: figures for the README, never a pass/fail.
//  1. The home route's initial JavaScript, gzipped: the entry script and every chunk it preloads, as
//     web/dist/index.html names them (lazily loaded screens are not part of it). Budget: 150 KB.
//  2. Lighthouse performance of the home page through nginx, on the seeded stack, with Debian's Chromium
//     (`CHROME_PATH`, default /usr/bin/chromium): Lighthouse's default mobile profile (simulated slow 4G,
//     4× CPU slowdown) and its desktop preset, median of BENCH_RUNS (default 3). Budget: 95.
//  3. The signed-in home's first screen (issue 15): a user with 20 titles watching and 4 completed loads
//     `/` in Chromium; every request until the quick-access panel shows its titles and the network is idle,
//     API calls one by one with their bytes, static files summed. Budget: at most 3 API requests.
/* global process, console, localStorage, URL */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';

import { runOnSupportedNode } from '../scripts/lib/node-runtime.mjs';
import { callRoute, root, startBenchStack } from './support/bench-stack.mjs';

// Node 24 or the copy in .run/node (scripts/lib/node-runtime.mjs).
runOnSupportedNode();

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const dist = path.join(root, 'web/dist');

function initialJavaScript() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]);
  return files.map((file) => {
    const bytes = readFileSync(path.join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function lighthouseScores(url, config) {
  const scores = [];
  const metrics = [];
  for (let run = 0; run < RUNS; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        config,
      );
      const { lhr } = result;
      scores.push(Math.round(lhr.categories.performance.score * 100));
      metrics.push({
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
      });
    } finally {
      await chrome.kill();
    }
  }
  const pick = (key) => median(metrics.map((m) => m[key]));
  return {
    score: median(scores),
    scores,
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
  };
}

/** An envelope's data, from {@link callRoute}. */
async function api(baseUrl, route, options) {
  return JSON.parse(await callRoute(baseUrl, route, options)).data;
}

/** A user of this run's own (the bench database keeps every run's) with titles of the current season. */
async function signedInUser(baseUrl) {
  const username = `bench-web-${Date.now().toString(36)}`;
  const password = 'Bench1234';
  const { token } = await api(baseUrl, '/api/auth/register', {
    json: { username, email: `${username}@bench.test`, displayName: username, password },
  });
  const { items } = await api(baseUrl, '/api/database/current-season');
  for (const [n, anime] of items.slice(0, 24).entries()) {
    const json = { animeId: anime.mal_id, status: n < 20 ? 'watching' : 'completed' };
    await api(baseUrl, '/api/auth/anime-lists', { token, json });
  }
  return { token, displayName: username };
}

/** Every request the signed-in home makes until its first screen is settled, with the bytes received. */
async function signedInHomeRequests(baseUrl) {
  const user = await signedInUser(baseUrl);
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript((token) => localStorage.setItem('authToken', token), user.token);
    const finished = [];
    page.on('requestfinished', (request) =>
      finished.push(
        Promise.all([request.response(), request.sizes()]).then(([response, sizes]) => ({
          method: request.method(),
          url: new URL(request.url()),
          status: response?.status() ?? 0,
          bytes: sizes.responseBodySize,
        })),
      ),
    );
    await page.goto(`${baseUrl}/`);
    const quickAccess = page.getByRole('region', { name: `Welcome back, ${user.displayName}!` });
    await quickAccess.getByRole('link').first().waitFor();
    await page.waitForLoadState('networkidle');
    return Promise.all(finished);
  } finally {
    await browser.close();
  }
}

const bundle = initialJavaScript();
const total = bundle.reduce((sum, file) => sum + file.gzip, 0);
console.log(`Home route initial JavaScript (gzipped, level 9): ${kb(total)} of a 150 KB budget`);
for (const file of bundle) console.log(`  ${file.file}: ${kb(file.gzip)} (${kb(file.raw)} raw)`);

console.log(
  '\nPreparing: seed the bench database, start catalogue, auth-user, lists-progress, social, gateway and nginx…',
);
const stack = await startBenchStack({
  gatewayPort: 3921,
  nginxPort: 3922,
  // Social too: without it the session read carries no badges, and the page asks for them one by one.
  services: ['auth-user', 'lists-progress', 'social'],
  env: { REGISTER_MAX_PER_IP: '1000' },
});
try {
  const url = `${stack.nginxUrl}/`;
  console.log(`Lighthouse performance of ${url}, median of ${RUNS} runs:\n`);
  console.log('| profile | score | runs | FCP | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, config] of [
    ['mobile (default)', undefined],
    ['desktop', desktopConfig],
  ]) {
    const r = await lighthouseScores(url, config);
    console.log(
      `| ${name} | ${r.score} | ${r.scores.join(', ')} | ${Math.round(r.fcp)} ms | ${Math.round(r.lcp)} ms | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`,
    );
  }

  const requests = await signedInHomeRequests(stack.nginxUrl);
  const calls = requests.filter((request) => request.url.pathname.startsWith('/api/'));
  const files = requests.filter((request) => !calls.includes(request));
  const sum = (list) => list.reduce((total, request) => total + request.bytes, 0);
  console.log(`\nSigned-in home, first screen: ${calls.length} API requests (budget 3), ${kb(sum(calls))}:`);
  for (const call of calls) {
    console.log(`  ${call.method} ${call.url.pathname}${call.url.search} ${call.status} ${kb(call.bytes)}`);
  }
  console.log(`  and ${files.length} static files, ${kb(sum(files))} (as received, compressed)`);
} finally {
  await stack.stop();
}
