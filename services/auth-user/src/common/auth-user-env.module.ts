import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { AuthUserEnv } from '@tracker/config';

import { AUTH_USER_ENV } from './auth-user-env.js';

/** Global: accounts, tokens and the admin promotion read the env, so none has to import it. */
@Global()
@Module({})
export class AuthUserEnvModule {
  static register(env: AuthUserEnv): DynamicModule {
    return {
      module: AuthUserEnvModule,
      providers: [{ provide: AUTH_USER_ENV, useValue: env }],
      exports: [AUTH_USER_ENV],
    };
  }
}
