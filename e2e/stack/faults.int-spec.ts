import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { ROOT } from '../support/service-process';
import { Stack } from '../support/stack';

/** A service going away and coming back: health says so, its routes fail fast, and both recover by themselves. */
describe('a service that stops', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await Stack.start('faults');
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('reports every component up while the stack runs', async () => {
    const { status, body } = await stack.get('/api/health');
    expect(status).toBe(200);
    expect(body.data.components.map((component: { name: string }) => component.name)).toEqual([
      'gateway',
      'postgres',
      'redis',
      'auth-user',
      'lists-progress',
      'catalogue',
      'social',
      'dashboard',
    ]);
    expect(body.data.components.every((component: { status: string }) => component.status === 'up')).toBe(
      true,
    );
  });

  /** The container health check of a service without an HTTP port: exit 0 when this host's replica answers. */
  const probeCatalogue = () =>
    spawnSync(process.execPath, [path.join(ROOT, 'services/catalogue/dist/health-probe.js')], {
      env: { ...process.env, ...stack.infra.env },
    }).status;

  it('answers 503 within the bound while the catalogue is down, then recovers', async () => {
    expect(probeCatalogue()).toBe(0);
    await stack.service('catalogue').stop();
    expect(probeCatalogue()).toBe(1);

    const health = await stack.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ success: false, error: 'Unavailable: catalogue' });
    expect(
      health.body.data.components.find((component: { name: string }) => component.name === 'catalogue'),
    ).toMatchObject({
      status: 'down',
      latencyMs: null,
    });

    const anime = await stack.get('/api/database/anime/52701');
    expect(anime.status).toBe(503);
    expect(anime.body.error).toBe(
      'The catalogue service did not answer within 1500 ms. Please try again in a moment.',
    );
    expect(anime.ms).toBeLessThan(3000);
    // The gateway stays ready: the routes of the services that are up keep being served.
    expect((await stack.get('/api/health/ready')).status).toBe(200);

    await stack.service('catalogue').start();
    expect((await stack.get('/api/health')).status).toBe(200);
    expect(probeCatalogue()).toBe(0);
    expect((await stack.get('/api/database/anime/52701')).status).toBe(200);
  });

  it('shuts a service down gracefully on SIGTERM', async () => {
    const social = stack.service('social');
    await social.stop('SIGTERM');
    expect(social.output).not.toMatch(/UnhandledPromiseRejection|ERROR/);
    await social.start();
    expect((await stack.get('/api/health')).status).toBe(200);
  });
});
