import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { BaseEnv } from '@tracker/config';

import { AdminAccess, PeerAdminAccess } from './admin-access.js';
import { PeerClient, SERVICE_ENV } from './peer-client.js';

/** Global: every feature of the service reads the env and reaches its peers without importing them. */
@Global()
@Module({})
export class PeersModule {
  static register(env: BaseEnv): DynamicModule {
    return {
      module: PeersModule,
      providers: [
        { provide: SERVICE_ENV, useValue: env },
        PeerClient,
        { provide: AdminAccess, useClass: PeerAdminAccess },
      ],
      exports: [SERVICE_ENV, PeerClient, AdminAccess],
    };
  }
}
