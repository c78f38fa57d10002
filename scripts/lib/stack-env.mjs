// What every script of the stack shares: the service list, the default local env, and reachability.
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { localJwtSecret } from './jwt-secret.mjs';

/** This installation's JWT secret: made by the first local run, git-ignored, reused after. */
export const JWT_SECRET_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../.run/jwt-secret',
);

export const SERVICES = ['auth-user', 'lists-progress', 'catalogue', 'social', 'dashboard'];

export const DEFAULT_ENV = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/anime_tracker',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

/**
 * The environment for local runs: the caller's variables win over the local defaults, and JWT_SECRET is
 * the installation's unless the caller set one.
 */
export function stackEnv(overrides = {}) {
  return {
    ...DEFAULT_ENV,
    JWT_SECRET: localJwtSecret(process.env, JWT_SECRET_FILE).secret,
    ...Object.fromEntries(Object.entries(process.env).filter(([, v]) => v)),
    ...overrides,
  };
}

export function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort), timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** One line each for Postgres and Redis when unreachable, saying how to start them; [] when both answer. */
export async function backingServiceProblems(env) {
  const problems = [];
  if (!(await reachable(env.DATABASE_URL, 5432))) {
    problems.push(
      `PostgreSQL is not reachable at ${new URL(env.DATABASE_URL).host}: start it (e.g. \`pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start\` or \`docker compose up -d postgres\`) or set DATABASE_URL.`,
    );
  }
  if (!(await reachable(env.REDIS_URL, 6379))) {
    problems.push(
      `Redis is not reachable at ${new URL(env.REDIS_URL).host}: start it (e.g. \`redis-server --daemonize yes --port 6379 --save "" --appendonly no\` or \`docker compose up -d redis\`) or set REDIS_URL.`,
    );
  }
  return problems;
}
