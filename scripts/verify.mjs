#!/usr/bin/env node
// `npm run verify`: builds, then runs the long proofs that `npm test` leaves out (e2e/verify: the fault run
// under load) and prints their figures. Exits non-zero when a budget is missed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { runOnSupportedNode } from './lib/node-runtime.mjs';

// Node 24 or the copy in .run/node (scripts/lib/node-runtime.mjs).
runOnSupportedNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' };

const services = ['gateway', 'auth-user', 'lists-progress', 'catalogue', 'social', 'dashboard'];
const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', ...services, '--outputStyle=static'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const dir = mkdtempSync(path.join(tmpdir(), 'verify-'));
const reportPath = path.join(dir, 'report.json');
const run = spawnSync('npx', ['jest', '-c', 'verify/jest.config.cjs', ...process.argv.slice(2)], {
  cwd: path.join(root, 'e2e'),
  env: { ...env, VERIFY_REPORT: reportPath },
  stdio: 'inherit',
});

let report;
try {
  report = JSON.parse(readFileSync(reportPath, 'utf8'));
} catch {
  console.error('The fault run wrote no figures: see the output above.');
  process.exit(run.status || 1);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
printReport(report);
process.exit(run.status ?? 1);

function printReport(r) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const met = (ok) => (ok ? 'yes' : 'NO');
  const budgetRow = (label, value, ok) =>
    `| ${label.padEnd(36)} | ${String(value).padEnd(8)} | ${ok.padEnd(3)} |`;
  const outcomes = (counts) =>
    Object.entries(counts)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([outcome, count]) => `${outcome}: ${count}`)
      .join(', ') || '-';
  console.log(`
Fault run under load: ${r.seconds} s, ${r.users} users, ${r.concurrency} at a time, ${r.requests} requests (${r.requestsPerSecond}/s),
latency p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms, max ${r.latencyMs.max} ms.
Writes: ${r.writes}, acknowledged ${r.acknowledgedWrites} (${r.acknowledgedByKind.list} list, ${r.acknowledgedByKind.episode} episode marks), retried ${r.retries} times with the same Idempotency-Key, not acknowledged: ${outcomes(r.unacknowledgedWrites)}.
Read back at the end: ${r.readBack.listEntries} list entries, ${r.readBack.episodeMarks} episode marks.

${budgetRow('budget', 'measured', 'met')}
${budgetRow('-'.repeat(36), '-'.repeat(8), '---')}
${budgetRow('lost acknowledged writes: 0', r.lostAcknowledgedWrites, met(r.lostAcknowledgedWrites === 0))}
${budgetRow(`hung requests (> ${r.budgets.hungAfterMs / 1000} s): 0`, r.hungRequests, met(r.hungRequests === 0))}
`);
  console.log(
    '| fault                   | restarted | recovered | met | answers from the fault to the next one',
  );
  console.log(
    '| ----------------------- | --------- | --------- | --- | --------------------------------------',
  );
  for (const fault of r.faults) {
    const recovered = fault.recoveryMs === null ? 'no' : seconds(fault.recoveryMs);
    const ok = fault.recoveryMs !== null && fault.recoveryMs < r.budgets.recoveryMs;
    console.log(
      `| ${fault.fault.padEnd(23)} | ${seconds(fault.restartMs).padEnd(9)} | ${recovered.padEnd(9)} | ${met(ok).padEnd(3)} | ${outcomes(fault.outcomes)}`,
    );
  }
  console.log(`
Restarted: from the fault until the process is ready again (or Redis, Postgres accept connections).
Recovered: from the fault until the first 2xx of a request that needs the component (budget < 10 s).
Baseline: ${outcomes(r.baseline)}. After the faults: ${outcomes(r.afterTheFaults)}.`);
  // Nest's first and last start lines carry the clock: the app's own start, against the whole restart.
  for (const fault of r.faults.filter(({ startLog }) => startLog)) {
    const lines = fault.startLog.trim().split('\n');
    console.log(
      `\n${fault.fault} at ${new Date(fault.at).toLocaleTimeString('en-US')}, ready ${seconds(fault.restartMs)} later:\n  ${lines[0]}\n  ${lines.at(-1)}`,
    );
  }
  if (r.lostExamples.length) console.log('Lost writes, first few:', JSON.stringify(r.lostExamples));
}
