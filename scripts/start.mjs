#!/usr/bin/env node
// `npm start`: install what is missing, build, migrate, seed, run the six processes and serve the web on
// http://localhost:8080 (Debian's nginx with the repo's config when installed, else Vite's preview with
// the same proxy rules). A process that exits is restarted with back-off while the others serve; Ctrl-C
// stops everything.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { localJwtSecret } from './lib/jwt-secret.mjs';
import { runOnSupportedNode } from './lib/node-runtime.mjs';
import { backingServiceProblems, JWT_SECRET_FILE, SERVICES, stackEnv } from './lib/stack-env.mjs';
import { Supervisor } from './lib/supervisor.mjs';

// Node 24 or the copy in .run/node (scripts/lib/node-runtime.mjs).
runOnSupportedNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_PORT = Number(process.env.WEB_PORT ?? 8080);
const GATEWAY_PORT = Number(process.env.PORT ?? 3001);
if (localJwtSecret(process.env, JWT_SECRET_FILE).source === 'created')
  console.log(
    `Made a JWT secret for this installation in ${path.relative(root, JWT_SECRET_FILE)} (kept, git-ignored).`,
  );
const env = stackEnv({
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  PORT: String(GATEWAY_PORT),
  CORS_ORIGIN: `http://localhost:${WEB_PORT}`,
});
const supervisor = new Supervisor();
let stopping = false;

function step(title, command, args) {
  console.log(`\n▸ ${title}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✗ ${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}

async function waitForHealth(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    const ok = await fetch(`http://127.0.0.1:${GATEWAY_PORT}/api/health`, {
      signal: AbortSignal.timeout(3000),
    })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await supervisor.stop();
  console.log('Stopped.');
  process.exit(code);
}

const problems = await backingServiceProblems(env);
if (problems.length) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}

if (!existsSync(path.join(root, 'node_modules/.package-lock.json')))
  step('Installing dependencies', 'npm', ['install', '--no-audit', '--no-fund']);
step('Building', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']);
step('Migrating', process.execPath, ['scripts/migrate.mjs']);
step('Seeding the catalogue', process.execPath, ['services/catalogue/dist/seed/seed.cli.js']);

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

console.log('\n▸ Starting the services');
for (const service of SERVICES) {
  supervisor.run(service, process.execPath, ['--enable-source-maps', `services/${service}/dist/main.js`], {
    cwd: root,
    env: { ...env, SEED_ON_START: 'false' },
  });
}
supervisor.run('gateway', process.execPath, ['--enable-source-maps', 'services/gateway/dist/main.js'], {
  cwd: root,
  env,
});
if (!(await waitForHealth(60_000))) {
  console.error('The stack did not become healthy within 60 s: see the lines above.');
  await stop(1);
}

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
if (nginx) {
  const { renderNginx } = await import('../deploy/nginx/render.mjs');
  const prefix = path.join(root, '.run/nginx');
  const conf = renderNginx({
    prefix,
    webPort: WEB_PORT,
    gatewayUpstream: `127.0.0.1:${GATEWAY_PORT}`,
    webRoot: path.join(root, 'web/dist'),
  });
  supervisor.run('nginx', nginx, ['-c', conf, '-p', prefix, '-e', 'stderr'], {
    cwd: root,
    env,
    stopSignal: 'SIGQUIT',
  });
} else {
  console.log(
    'nginx is not installed (apt-get install -y nginx): serving the web with Vite preview instead.',
  );
  supervisor.run('web', 'npx', ['vite', 'preview', '--port', String(WEB_PORT), '--strictPort'], {
    cwd: path.join(root, 'web'),
    env: { ...env, GATEWAY_URL: `http://127.0.0.1:${GATEWAY_PORT}` },
  });
}

console.log(
  `\n✓ The anime tracker runs on http://localhost:${WEB_PORT} (API: http://localhost:${GATEWAY_PORT}/api, docs: /api/docs). Ctrl-C stops it.\n`,
);
