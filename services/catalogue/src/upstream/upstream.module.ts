import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { CatalogueEnv } from '@tracker/config';

import { AnimeLookup } from './anime-lookup.js';
import { JikanClient } from './jikan.client.js';
import { MalClient } from './mal.client.js';
import { CATALOGUE_ENV, CATALOGUE_REDIS, upstreamProviders } from './upstream.providers.js';

/** Global: every feature reads the env and asks the public APIs, so none has to import them. */
@Global()
@Module({})
export class UpstreamModule {
  static register(env: CatalogueEnv): DynamicModule {
    return {
      module: UpstreamModule,
      providers: [{ provide: CATALOGUE_ENV, useValue: env }, ...upstreamProviders],
      exports: [CATALOGUE_ENV, CATALOGUE_REDIS, JikanClient, MalClient, AnimeLookup],
    };
  }
}
