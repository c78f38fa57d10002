import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { BaseEnv } from '@tracker/config';
import { PeersModule } from '@tracker/microservice';

import { PeerServices } from './peer-services.js';

/** Global: every feature reads the env and calls the other services, so none has to import them. */
@Global()
@Module({})
export class PeerServicesModule {
  static register(env: BaseEnv): DynamicModule {
    return {
      module: PeerServicesModule,
      imports: [PeersModule.register(env)],
      providers: [PeerServices],
      exports: [PeerServices],
    };
  }
}
