#!/usr/bin/env node
// `node bench/freshness.bench.mjs` after `npm run build`: figures for the README, never a pass/fail.
// Issue 16: the time from opening an incomplete title to the title stored complete, against a fake Jikan
// enforcing Jikan's limits (3/s, 60/min) with the catalogue's real 1.5 s gap, in three situations:
//  1. no job waiting;
//  2. 300 listed titles waiting in the queue;
//  3. titles opened during an outage of BENCH_OUTAGE_SECONDS (default 60) in which every request to the
//     fake ends in a network error, timed from the fake answering again.
// Each is the median of BENCH_OPENS (default 5) titles. It runs the catalogue in this process against a
// database and Redis prefix of its own (created and dropped here): nothing leaves this machine.
/* global process, console, setTimeout, performance -- Node's globals; the lint config declares none for .mjs */
import path from 'node:path';

import { runOnSupportedNode } from '../scripts/lib/node-runtime.mjs';
import { root } from './support/bench-stack.mjs';
import { median } from './support/rounds.mjs';

// Node 24 or the copy in .run/node (scripts/lib/node-runtime.mjs).
runOnSupportedNode();

const OPENS = Number(process.env.BENCH_OPENS ?? 5);
const OUTAGE_SECONDS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 60);
const LISTED = 300;
/** How often the bench looks whether a title is complete: its resolution, far below the figures. */
const POLL_MS = 25;

const load = (file) => import(path.join(root, file));
const { NestFactory } = await load('node_modules/@nestjs/core/index.js');
const { loadEnv, catalogueEnvSchema } = await load('libs/config/dist/index.js');
const { CATALOGUE_JOB_PRIORITY, OPENED_TITLE_WAIT_MS } = await load('libs/contracts/dist/index.js');
const { buildAnime, startFakeJikan } = await load('libs/fake-jikan/dist/index.js');
const { createTestInfra } = await load('libs/testing/dist/index.js');
const { AppModule } = await load('services/catalogue/dist/app.module.js');
const { AnimeService } = await load('services/catalogue/dist/anime/anime.service.js');
const { CatalogueQueue } = await load('services/catalogue/dist/jobs/catalogue-queue.js');
const { DataSource } = await load('node_modules/typeorm/index.js');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const jikan = await startFakeJikan({ enforceLimits: { perSecond: 3, perMinute: 60 } });
const infra = await createTestInfra('bench-freshness');
const app = await NestFactory.createApplicationContext(
  AppModule.register(
    loadEnv(catalogueEnvSchema, {
      ...infra.env,
      JIKAN_BASE_URL: jikan.url,
      JIKAN_MIN_GAP_MS: '1500',
      SEED_ON_START: 'true',
      CATALOGUE_JOBS: 'true',
      LOG_LEVEL: 'error',
    }),
  ),
  { logger: ['error'] },
);
const anime = app.get(AnimeService);
const queue = app.get(CatalogueQueue);
const db = app.get(DataSource);

/** Seeded titles nobody completed yet, made known to the fake with full data. */
let taken = 0;
async function incompleteTitles(count) {
  const rows = await db.query(
    `SELECT mal_id FROM anime WHERE NOT complete AND origin = 'bangumi-data' ORDER BY mal_id OFFSET $1 LIMIT $2`,
    [taken, count],
  );
  taken += count;
  for (const { mal_id: id } of rows)
    jikan.store.putAnime(buildAnime({ mal_id: id, title: `Enriched ${id}`, genreNames: ['Action'] }));
  return rows.map((row) => row.mal_id);
}

async function completeAfter(id, since) {
  for (;;) {
    const [row] = await db.query('SELECT complete FROM anime WHERE mal_id = $1', [id]);
    if (row.complete) return performance.now() - since;
    await sleep(POLL_MS);
  }
}

/** Opens each title in turn, as a visitor's detail page does, and times it to complete. */
async function openEach(ids) {
  const times = [];
  for (const id of ids) {
    const started = performance.now();
    await anime.open(id, OPENED_TITLE_WAIT_MS);
    times.push(await completeAfter(id, started));
  }
  return times;
}

const waiting = () => queue.waiting();
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const rows = [];

try {
  rows.push({ situation: 'no job waiting', times: await openEach(await incompleteTitles(OPENS)) });

  const listed = await incompleteTitles(LISTED);
  await queue.add(
    'enrich-anime',
    listed.map((malId) => ({ id: `enrich-${malId}`, data: { malId } })),
    CATALOGUE_JOB_PRIORITY.listed,
  );
  const before = await waiting();
  rows.push({ situation: `${before} jobs waiting`, times: await openEach(await incompleteTitles(OPENS)) });
  await queue.queue.drain(true);

  jikan.faults.always('/v4/', { drop: true });
  const opened = await incompleteTitles(OPENS);
  for (const id of opened) await anime.open(id, OPENED_TITLE_WAIT_MS);
  await sleep(OUTAGE_SECONDS * 1000);
  jikan.faults.clear();
  const recovered = performance.now();
  const times = await Promise.all(opened.map((id) => completeAfter(id, recovered)));
  const failed = await queue.queue.getJobCountByTypes('failed');
  rows.push({
    situation: `after a ${OUTAGE_SECONDS} s outage, from recovery (${failed} failed jobs)`,
    times,
  });

  const rateLimited = jikan.requests.filter((request) => request.status === 429).length;
  console.log(
    `\nOpening an incomplete title to complete (median of ${OPENS}; 429s from the fake: ${rateLimited})`,
  );
  console.table(
    rows.map(({ situation, times: all }) => ({
      situation,
      median: seconds(median(all)),
      range: `${seconds(Math.min(...all))}–${seconds(Math.max(...all))}`,
    })),
  );
} finally {
  await app.close();
  await jikan.close();
  await infra.cleanup();
}
