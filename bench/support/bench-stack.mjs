// The stack a benchmark measures: a fake Jikan, the seeded bench database, catalogue and gateway as real
// processes, the services signed-in routes need when asked, and nginx in front of the built web. Nothing
// leaves this machine.
/* global process, fetch, setTimeout -- Node's globals; the lint config declares none for .mjs */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Polls `check` until it resolves truthy; for a process whose readiness no event announces. */
export async function until(check, timeoutMs, what = 'The stack') {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * nginx with the stack's configuration (deploy/nginx, serving the built web) on `port`, proxying /api/ to
 * `upstream` (host:port), once it answers. The caller ends `process` (SIGQUIT) when done.
 * @returns {Promise<{ url: string, process: import('node:child_process').ChildProcess }>}
 */
export async function startNginx(port, upstream) {
  const { renderNginx } = await import(path.join(root, 'deploy/nginx/render.mjs'));
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const conf = renderNginx({
    prefix,
    webPort: port,
    gatewayUpstream: upstream,
    webRoot: path.join(root, 'web/dist'),
  });
  const nginx = spawn('/usr/sbin/nginx', ['-c', conf, '-p', prefix, '-e', 'stderr'], { stdio: 'inherit' });
  const failed = once(nginx, 'error').then(([error]) => {
    throw new Error(`nginx did not start (${error.message}): install Debian's nginx`);
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([until(async () => (await fetch(`${url}/`)).ok, 10_000, 'nginx'), failed]);
  } catch (error) {
    nginx.kill('SIGQUIT');
    throw error;
  }
  return { url, process: nginx };
}

/**
 * Seeds the bench database and starts catalogue and gateway on `gatewayPort`, `services` (e.g. auth-user,
 * lists-progress) besides them, and nginx on `nginxPort` when asked; `env` overrides the stack's
 * environment (e.g. raised registration limits). `pids` names the processes it started; `stop()` ends
 * them, and those handed to `track()`.
 * @param {{ gatewayPort: number, nginxPort?: number, services?: string[], env?: Record<string, string> }} options
 */
export async function startBenchStack({ gatewayPort, nginxPort, services = [], env: overrides = {} }) {
  const { startFakeJikan } = await import(path.join(root, 'libs/fake-jikan/dist/index.js'));
  const jikan = await startFakeJikan();
  const env = {
    ...process.env,
    NO_COLOR: '1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/anime_tracker_bench',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: 'bench',
    // A secret of the run's own: the bench's users exist only in the bench database.
    JWT_SECRET: process.env.JWT_SECRET || randomBytes(48).toString('base64url'),
    JIKAN_BASE_URL: jikan.url,
    CATALOGUE_JOBS: 'false',
    PORT: String(gatewayPort),
    ...overrides,
  };
  const children = [];
  /** Ends `child` with the stack. */
  const track = (child) => {
    children.push(child);
    return child;
  };
  // BENCH_CPU_PROF_DIR: each service writes a CPU profile there when the stack stops (NODE_OPTIONS may
  // not carry --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];
  const node = (file, stdio = ['ignore', 'ignore', 'inherit']) =>
    track(spawn(process.execPath, [...profile, path.join(root, file)], { cwd: root, env, stdio }));
  const stop = async () => {
    for (const child of children) child.kill(child.spawnargs[0].endsWith('nginx') ? 'SIGQUIT' : 'SIGTERM');
    await jikan.close();
  };

  try {
    const [code] = await once(node('services/catalogue/dist/seed/seed.cli.js', 'ignore'), 'exit');
    if (code !== 0) throw new Error(`seed exited with ${code}`);
    const catalogue = node('services/catalogue/dist/main.js');
    const started = Object.fromEntries(
      services.map((name) => [name, node(`services/${name}/dist/main.js`).pid]),
    );
    const gateway = node('services/gateway/dist/main.js');
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    await until(async () => (await fetch(`${gatewayUrl}/api/database/current-season`)).ok, 60_000);
    // /api/health is 200 only with every service up; a bench runs some, so it reads theirs.
    await until(async () => {
      const { data } = await (await fetch(`${gatewayUrl}/api/health`)).json();
      const up = new Set(data.components.filter(({ status }) => status === 'up').map(({ name }) => name));
      return services.every((name) => up.has(name));
    }, 60_000);

    const nginx =
      nginxPort === undefined ? undefined : await startNginx(nginxPort, `127.0.0.1:${gatewayPort}`);
    if (nginx) children.push(nginx.process);
    const nginxUrl = nginx?.url;
    const pids = { catalogue: catalogue.pid, gateway: gateway.pid, nginx: nginx?.process.pid, ...started };
    return { env, jikan, gatewayUrl, nginxUrl, pids, track, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** GET, or POST with a JSON body, as a signed-in client: the answer's text, or a throw naming the route. */
export async function callRoute(baseUrl, route, { token, json } = {}) {
  const response = await fetch(baseUrl + route, {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${text.slice(0, 200)}`);
  return text;
}
