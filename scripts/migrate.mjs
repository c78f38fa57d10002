#!/usr/bin/env node
// `npm run migrate`: each service's pending migrations, in its own schema (needs a build first).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { runOnSupportedNode } from './lib/node-runtime.mjs';
import { SERVICES, stackEnv } from './lib/stack-env.mjs';

// Node 24 or the copy in .run/node (scripts/lib/node-runtime.mjs).
runOnSupportedNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const service of SERVICES) {
  const result = spawnSync(process.execPath, [`services/${service}/dist/database/migrate.cli.js`], {
    cwd: root,
    env: stackEnv(),
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
