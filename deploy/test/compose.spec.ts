import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { parse } from 'yaml';

import { appNames, repoRoot, run } from './support.js';

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string | number>;
  healthcheck?: { test?: string[] };
  depends_on?: Record<string, { condition?: string }> | string[];
}

const composeFile = path.join(repoRoot, 'docker-compose.yml');
// Anchors and `<<` merge keys resolved, as compose reads them.
const services: Record<string, ComposeService> = parse(readFileSync(composeFile, 'utf8'), {
  merge: true,
}).services;
const dockerCompose = ['/usr/bin/docker-compose', '/usr/local/bin/docker-compose'].find((file) =>
  existsSync(file),
);

const commonEnv = ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'LOG_LEVEL'];
const serviceEnv: Record<string, string[]> = {
  gateway: [...commonEnv, 'PORT', 'HOST', 'SERVICE_TIMEOUT_MS', 'CORS_ORIGIN'],
  catalogue: [...commonEnv, 'JIKAN_BASE_URL', 'MAL_CLIENT_ID', 'SEED_ON_START'],
};

describe('docker-compose.yml', () => {
  it('passes dclint: the compose-spec schema plus the rules in .dclintrc', () => {
    run(path.join(repoRoot, 'node_modules', '.bin', 'dclint'), ['docker-compose.yml']);
  });

  // Debian's docker-compose is an extra reader of the file when installed; it needs no daemon for this.
  it('is accepted by docker-compose config where installed, and refused without JWT_SECRET', () => {
    if (!dockerCompose) return;
    const { JWT_SECRET: _unset, ...withoutSecret } = process.env;
    run(dockerCompose, ['-f', composeFile, 'config', '-q'], {
      env: { ...withoutSecret, JWT_SECRET: 'compose-config-check' },
    });
    expect(() => run(dockerCompose, ['-f', composeFile, 'config', '-q'], { env: withoutSecret })).toThrow(
      /JWT_SECRET/,
    );
  });

  it('builds every service and the web from its deploy/<name>.Dockerfile', () => {
    const built = Object.entries(services)
      .filter(([, service]) => service.build)
      .map(([name, service]) => {
        expect(service.build).toEqual({ context: '.', dockerfile: `deploy/${name}.Dockerfile` });
        expect(existsSync(path.join(repoRoot, 'deploy', `${name}.Dockerfile`))).toBe(true);
        return name;
      });
    expect(built.sort()).toEqual(appNames().sort());
  });

  it('gives every container a healthcheck', () => {
    expect(
      Object.entries(services)
        .filter(([, service]) => !service.healthcheck?.test?.length)
        .map(([name]) => name),
    ).toEqual([]);
  });

  it('starts each built container only after its dependencies report healthy', () => {
    const problems = appNames().flatMap((name) => {
      const dependsOn = services[name].depends_on;
      if (!dependsOn || Array.isArray(dependsOn) || Object.keys(dependsOn).length === 0)
        return [`${name}: depends_on without conditions`];
      return Object.entries(dependsOn).flatMap(([dependency, { condition }]) => [
        !services[dependency] && `${name}: depends on unknown service ${dependency}`,
        condition !== 'service_healthy' && `${name}: ${dependency} condition is ${condition}`,
      ]);
    });
    expect(problems.filter(Boolean)).toEqual([]);
  });

  it('sets every variable each service reads, with JWT_SECRET required rather than defaulted', () => {
    const missing = appNames()
      .filter((name) => name !== 'web')
      .flatMap((name) =>
        (serviceEnv[name] ?? commonEnv)
          .filter((variable) => services[name].environment?.[variable] === undefined)
          .map((variable) => `${name}: ${variable}`),
      );
    expect(missing).toEqual([]);
    for (const name of appNames().filter((app) => app !== 'web')) {
      expect(services[name].environment?.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?[^}]+\}$/);
    }
  });

  it('keeps Postgres data in a named volume', () => {
    const compose = parse(readFileSync(composeFile, 'utf8'), { merge: true }) as {
      volumes: Record<string, unknown>;
      services: Record<string, { volumes?: string[] }>;
    };
    const [volume] = (compose.services.postgres.volumes ?? [])[0]?.split(':') ?? [];
    expect(Object.keys(compose.volumes)).toContain(volume);
  });
});
