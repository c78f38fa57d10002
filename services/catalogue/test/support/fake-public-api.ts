import { catalogueEnvSchema, loadEnv } from '@tracker/config';
import { type FakeJikan, type FakeJikanOptions, startFakeJikan } from '@tracker/fake-jikan';

import { AppModule } from '../../src/app.module.js';

export interface FakePublicApi {
  /** Set once the suite's beforeAll has run. */
  jikan: FakeJikan;
  /** The catalogue module on `env`, talking to the fake: no test ever reaches the internet. */
  catalogue(env: object, overrides?: Record<string, string>): ReturnType<typeof AppModule.register>;
}

/**
 * Starts a fake Jikan for the suite (call at the top of a test file) and builds catalogue modules that use
 * it, with no gap between requests, no seed and no job worker unless `overrides` say otherwise.
 */
export function useFakePublicApi(options?: FakeJikanOptions): FakePublicApi {
  const api = {
    catalogue: (env: object, overrides: Record<string, string> = {}) =>
      AppModule.register(
        loadEnv(catalogueEnvSchema, {
          ...env,
          JIKAN_BASE_URL: api.jikan.url,
          JIKAN_MIN_GAP_MS: '0',
          SEED_ON_START: 'false',
          CATALOGUE_JOBS: 'false',
          ...overrides,
        }),
      ),
  } as FakePublicApi;
  beforeAll(async () => {
    api.jikan = await startFakeJikan(options);
  });
  afterAll(async () => {
    await api.jikan?.close();
  });
  return api;
}
