import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { BaseEnv } from '@tracker/config';

import { Profiles } from '../peers/profiles.js';
import { PeerClient } from './peer-client.js';
import { RateLimiter } from './rate-limiter.js';
import { SOCIAL_ENV } from './social-env.js';
import { SocialEvents } from './social-events.js';

/**
 * Global: every feature reads the env, names people through auth-user, counts sends in Redis and tells
 * the gateway what changed.
 */
@Global()
@Module({})
export class SocialCoreModule {
  static register(env: BaseEnv): DynamicModule {
    return {
      module: SocialCoreModule,
      providers: [{ provide: SOCIAL_ENV, useValue: env }, PeerClient, Profiles, RateLimiter, SocialEvents],
      exports: [SOCIAL_ENV, Profiles, RateLimiter, SocialEvents],
    };
  }
}
