import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { BaseEnv } from '@tracker/config';

import { LISTS_ENV } from '../common/lists-env.js';
import { PeerServices } from './peer-services.js';

/** Global: every feature reads the env and calls the other services, so none has to import them. */
@Global()
@Module({})
export class PeersModule {
  static register(env: BaseEnv): DynamicModule {
    return {
      module: PeersModule,
      providers: [{ provide: LISTS_ENV, useValue: env }, PeerServices],
      exports: [LISTS_ENV, PeerServices],
    };
  }
}
