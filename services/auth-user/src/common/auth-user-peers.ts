import type { DynamicModule, Provider } from '@nestjs/common';
import type { AuthUserEnv } from '@tracker/config';
import { AdminAccess, PeersModule } from '@tracker/microservice';

const isAdminAccess = (provider: Provider | string | symbol | object) =>
  provider === AdminAccess ||
  (typeof provider === 'object' && 'provide' in provider && provider.provide === AdminAccess);

/**
 * auth-user's one transport client to the other services (PeersModule, global), without PeersModule's
 * AdminAccess: auth-user answers who is an admin from its own table (AdminModule binds AdminAccess to
 * AdminAudit), never by asking itself over the transport, and one global binding leaves no doubt which.
 */
export function authUserPeers(env: AuthUserEnv): DynamicModule {
  const peers = PeersModule.register(env);
  return {
    ...peers,
    providers: peers.providers?.filter((provider) => !isAdminAccess(provider)),
    exports: peers.exports?.filter((token) => !isAdminAccess(token)),
  };
}
