import 'reflect-metadata';

import { NestFactory } from '@nestjs/core';
import { catalogueEnvSchema, loadEnv } from '@tracker/config';
import type { Anime } from '@tracker/contracts';
import { Presets, SingleBar } from 'cli-progress';

import { AnimeService } from '../anime/anime.service.js';
import { AppModule } from '../app.module.js';
import { JikanClient } from '../upstream/jikan.client.js';
import { WARM_STEPS, warmPath } from './warm-steps.js';

// `npm run catalogue:warm`: the warm jobs' work, now, in this process, with a progress bar. It shares the
// rate limit with running replicas, so it is as polite to the public API as they are.
const env = loadEnv(catalogueEnvSchema);
const app = await NestFactory.createApplicationContext(
  AppModule.register({ ...env, CATALOGUE_JOBS: false, SEED_ON_START: false }),
  { logger: ['error', 'warn'] },
);
const jikan = app.get(JikanClient);
const anime = app.get(AnimeService);
const bar = new SingleBar(
  { format: 'Warming the catalogue [{bar}] {value}/{total} {step}', hideCursor: true },
  Presets.shades_classic,
);
bar.start(WARM_STEPS.length, 0, { step: '' });
let stored = 0;
const failures: string[] = [];
for (const step of WARM_STEPS) {
  const path = warmPath(step.name, step.page);
  bar.update({ step: path });
  try {
    const { data } = await jikan.get<{ data: Anime[] }>(path);
    await anime.storeMany(data);
    stored += data.length;
  } catch (error) {
    failures.push(`${path}: ${(error as Error).message}`);
  }
  bar.increment();
}
bar.stop();
await app.close();
console.log(
  `Stored ${stored} titles from ${WARM_STEPS.length - failures.length} of ${WARM_STEPS.length} pages.`,
);
for (const failure of failures) console.error(`  failed ${failure}`);
process.exit(failures.length === WARM_STEPS.length ? 1 : 0);
