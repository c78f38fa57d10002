// Load for the throughput benchmarks: Debian's wrk, and what each server process spent per request.
// wrk is C and spends a few µs per response, so the servers, not the load generator, set the pace: a
// load generator written in JavaScript takes a whole core at 50–60k responses/s and caps the fast paths
// (the bare server and nginx's micro-cache) at its own speed.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** Linux's USER_HZ: /proc reports CPU time in these ticks on every architecture Node supports. */
const TICKS_PER_SECOND = 100;

/**
 * Requests/s, p99 (ms), errors and the request count of one wrk run (one thread), sending `headers`;
 * `script` is a Lua file that shapes each request (a POST's method and bodies).
 */
export async function wrk(url, { connections, seconds, headers = {}, script }) {
  let stdout;
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  try {
    ({ stdout } = await run('wrk', [
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--latency',
      ...headerArgs,
      ...(script ? ['-s', script] : []),
      url,
    ]));
  } catch (error) {
    if (error.code === 'ENOENT')
      throw new Error("wrk is not installed: apt-get install -y wrk (Debian's package)", { cause: error });
    throw error;
  }
  const number = (pattern) => Number(stdout.match(pattern)?.[1] ?? 0);
  const p99 = stdout.match(/\s99%\s+([\d.]+)(us|ms|s)\b/);
  const unitMs = { us: 0.001, ms: 1, s: 1000 };
  return {
    requests: number(/(\d+) requests in/),
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p99: p99 ? Number(p99[1]) * unitMs[p99[2]] : Number.NaN,
    errors:
      number(/Non-2xx or 3xx responses: (\d+)/) +
      [...(stdout.match(/Socket errors:.*/)?.[0] ?? '').matchAll(/\d+/g)].reduce(
        (sum, [n]) => sum + Number(n),
        0,
      ),
  };
}

/** User + system CPU seconds a process has used so far; 0 once it is gone. */
function cpuSeconds(pid) {
  try {
    // Fields after the command name, which is in parentheses and may itself contain ') '.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The pids of a process's children (nginx's workers under its master). */
export function childPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Which local process holds each established TCP connection to `port`: its local port to its pid. */
async function clientPidsByPort(port) {
  const { stdout } = await run('ss', ['-tnpH', 'state', 'established', `( dport = :${port} )`]);
  const owners = new Map();
  for (const line of stdout.split('\n')) {
    const local = line.trim().split(/\s+/)[2];
    const pid = line.match(/pid=(\d+)/)?.[1];
    if (local && pid) owners.set(Number(local.split(':').pop()), Number(pid));
  }
  return owners;
}

/**
 * The Postgres backends serving `clients` ({ name: pid }) on the database the pg client `db` is connected
 * to, by the connection's client port: { Postgres: all of them, 'Postgres for <name>': each client's }.
 * Another process's connections to the same database (another run, a test) are left out; backends of no
 * client (autovacuum) count in the total only. Without iproute2's ss, every backend counts.
 */
export async function postgresBackends(db, clients) {
  const { rows } = await db.query(
    `SELECT pid, client_port, backend_type FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  let owners;
  try {
    owners = await clientPidsByPort(db.port);
  } catch {
    return { Postgres: rows.map((row) => row.pid) };
  }
  const names = new Map(Object.entries(clients).map(([name, pid]) => [pid, name]));
  const backends = { Postgres: [] };
  for (const { pid, client_port: port, backend_type: type } of rows) {
    const client = names.get(owners.get(port));
    if (type === 'client backend' && client === undefined) continue;
    backends.Postgres.push(pid);
    if (client !== undefined) (backends[`Postgres for ${client}`] ??= []).push(pid);
  }
  return backends;
}

/** The pid of the Redis server at `redisUrl`, for {@link measureCpu}, or undefined if Redis will not say. */
export async function redisPid(redisUrl) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    return Number((await redis.info('server')).match(/process_id:(\d+)/)?.[1]) || undefined;
  } catch {
    return undefined;
  } finally {
    redis.disconnect();
  }
}

/**
 * Runs `work` and returns its result with the CPU µs per request each named process spent meanwhile.
 * `processes` maps a name to the pids it sums (e.g. nginx's workers), or is a function that says so, asked
 * before and after: a pid that appears meanwhile (a pool's new database connection) counts from 0, one
 * that ends meanwhile counts nothing. `work` resolves to { requests }.
 */
export async function measureCpu(processes, work) {
  const named = async () => (typeof processes === 'function' ? await processes() : processes);
  const before = new Map();
  for (const pids of Object.values(await named())) for (const pid of pids) before.set(pid, cpuSeconds(pid));
  const result = await work();
  const cpuPerRequestUs = Object.fromEntries(
    Object.entries(await named()).map(([name, pids]) => {
      const seconds = pids.reduce((sum, pid) => {
        const now = cpuSeconds(pid);
        return now === 0 ? sum : sum + now - (before.get(pid) ?? 0);
      }, 0);
      return [name, (seconds * 1e6) / Math.max(1, result.requests)];
    }),
  );
  return { ...result, cpuPerRequestUs };
}
