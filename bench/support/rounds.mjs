// Interleaved rounds: every path of a benchmark takes its turn in each round, and each figure is the median
// of its rounds. On a machine shared with other work, whose speed drifts by a quarter over minutes, a ratio
// taken within one round compares like with like, and the median drops the rounds a neighbour disturbed.
/* global console -- Node's globals; the lint config declares none for .mjs */
import { measureCpu, wrk } from './load.mjs';

/** The p-th percentile of already sorted values (NaN for none). */
export function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Each path's median requests/s, p99 and CPU µs per request of each of its processes over `rounds`, and
 * the median of its per-round ratios to its baseline (the path at index `baseline`, else the first).
 * A path is { name, url, headers?, script?, processes, baseline? }; `processes` may be a function, asked
 * before and after each run, for pids that change (a database's connections).
 * @param {object[]} paths
 * @param {{ connections: number, seconds: number, rounds: number, warmUpSeconds: number }} load
 */
export async function throughput(paths, { connections, seconds, rounds, warmUpSeconds }) {
  const options = ({ headers, script }, duration) => ({ connections, seconds: duration, headers, script });
  // Untimed: the services' hot code is compiled and their pools are open, as in a service that has been up.
  for (const path of paths) await wrk(path.url, options(path, warmUpSeconds));
  const results = [];
  for (let round = 1; round <= rounds; round += 1) {
    const figures = [];
    for (const path of paths) {
      figures.push(await measureCpu(path.processes, () => wrk(path.url, options(path, seconds))));
    }
    results.push(figures);
    console.log(
      `round ${round}: ${figures.map((f, i) => `${paths[i].name} ${Math.round(f.rps)}/s p99 ${f.p99} ms`).join('; ')}`,
    );
  }
  return paths.map(({ name, baseline = 0 }, i) => ({
    name,
    rps: median(results.map((figures) => figures[i].rps)),
    p99: median(results.map((figures) => figures[i].p99)),
    ratio: median(results.map((figures) => figures[i].rps / figures[baseline].rps)),
    errors: results.reduce((sum, figures) => sum + figures[i].errors, 0),
    cpu: Object.keys(results[0][i].cpuPerRequestUs)
      .map(
        (process) =>
          `${process} ${Math.round(median(results.map((figures) => figures[i].cpuPerRequestUs[process])))}`,
      )
      .join(', '),
  }));
}
