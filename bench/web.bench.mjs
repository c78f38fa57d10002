#!/usr/bin/env node
// `npm run bench:web`: figures for the README, never a pass/fail.
//  1. The home route's initial JavaScript, gzipped: the entry script and every chunk it preloads, as
//     web/dist/index.html names them (lazily loaded screens are not part of it). Budget: 150 KB.
//  2. Lighthouse performance of the home page through nginx, on the seeded stack, with Debian's Chromium
//     (`CHROME_PATH`, default /usr/bin/chromium): Lighthouse's default mobile profile (simulated slow 4G,
//     4× CPU slowdown) and its desktop preset, median of BENCH_RUNS (default 3). Budget: 95.
/* global process, console */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import { root, startBenchStack } from './support/bench-stack.mjs';

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

const bundle = initialJavaScript();
const total = bundle.reduce((sum, file) => sum + file.gzip, 0);
console.log(`Home route initial JavaScript (gzipped, level 9): ${kb(total)} of a 150 KB budget`);
for (const file of bundle) console.log(`  ${file.file}: ${kb(file.gzip)} (${kb(file.raw)} raw)`);

console.log('\nPreparing: seed the bench database, start catalogue, gateway and nginx…');
const stack = await startBenchStack({ gatewayPort: 3921, nginxPort: 3922 });
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
} finally {
  await stack.stop();
}
