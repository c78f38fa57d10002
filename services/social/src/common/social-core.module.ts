import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { SocialEnv } from '@tracker/config';
import { PeersModule } from '@tracker/microservice';

import { Profiles } from '../peers/profiles.js';
import { RateLimiter } from './rate-limiter.js';
import { SOCIAL_ENV } from './social-env.js';
import { SocialEvents } from './social-events.js';
import { SocialRedis } from './social-redis.js';

/**
 * Global: every feature reads the env (SOCIAL_ENV), names people through auth-user, counts sends in Redis and tells
 * the gateway what changed, all through the service's one transport client (PeersModule).
 */
@Global()
@Module({})
export class SocialCoreModule {
  static register(env: SocialEnv): DynamicModule {
    return {
      module: SocialCoreModule,
      imports: [PeersModule.register(env)],
      providers: [Profiles, RateLimiter, SocialEvents, SocialRedis, { provide: SOCIAL_ENV, useValue: env }],
      exports: [Profiles, RateLimiter, SocialEvents, SocialRedis, SOCIAL_ENV],
    };
  }
}
