#!/usr/bin/env node
// `npm test`: build, lint and test every project through Nx (cached, offline), then one closing line
// with the totals of every Jest run, replayed ones included.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { runOnSupportedNode } from './lib/node-runtime.mjs';

// Node 24 or the copy in .run/node (scripts/lib/node-runtime.mjs).
runOnSupportedNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Formatting first: it takes seconds and names every file that needs `npm run format`.
const format = spawnSync('npx', ['prettier', '--check', '--log-level=warn', '.'], {
  cwd: root,
  stdio: 'inherit',
});
if (format.status !== 0) {
  console.error('Formatting differs from Prettier in the files above: run `npm run format`.');
  process.exit(1);
}
const args = [
  'nx',
  'run-many',
  '-t',
  'build',
  'lint',
  'test',
  '--outputStyle=stream',
  ...process.argv.slice(2),
];
const child = spawn('npx', args, {
  cwd: root,
  env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', FORCE_COLOR: '0' },
  stdio: ['ignore', 'pipe', 'pipe'],
});

const totals = { passed: 0, failed: 0, skipped: 0 };
// Jest writes its summary to stderr: read both streams, line by line.
for (const [stream, sink] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  let pending = '';
  stream.on('data', (chunk) => {
    sink.write(chunk);
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    for (const line of lines) {
      // Jest's summary: 'Tests:       1 failed, 2 skipped, 40 passed, 43 total'
      const summary = /Tests:\s+(.*\d+ total)/.exec(line);
      if (!summary) continue;
      for (const [, count, kind] of summary[1].matchAll(/(\d+) (passed|failed|skipped)/g))
        totals[kind] += Number(count);
    }
  });
}

child.on('exit', (code) => {
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(code ?? 1);
});
