import 'reflect-metadata';

import { catalogueEnvSchema, loadEnv } from '@tracker/config';
import { createServiceDataSource, ensureDatabase, migrate } from '@tracker/database';
import { Presets, SingleBar } from 'cli-progress';

import { catalogueDataSourceOptions } from '../database/data-source.js';
import { SeedService } from './seed.service.js';

const env = loadEnv(catalogueEnvSchema);
await ensureDatabase(env.DATABASE_URL);
const dataSource = await createServiceDataSource(catalogueDataSourceOptions(env.DATABASE_URL)).initialize();
await migrate(dataSource);
const bar = new SingleBar(
  { format: 'Seeding from bangumi-data [{bar}] {value}/{total} titles', hideCursor: true },
  Presets.shades_classic,
);
let started = false;
const result = await new SeedService(dataSource).seed((done, total) => {
  if (!started) bar.start(total, 0);
  started = true;
  bar.update(done);
});
bar.stop();
await dataSource.destroy();
console.log(
  `Seed done: ${result.inserted} new, ${result.updated} updated, ${result.unchanged} unchanged (${result.total} titles with a MAL id).`,
);
