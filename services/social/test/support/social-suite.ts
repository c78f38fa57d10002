import { baseEnvSchema, loadEnv } from '@tracker/config';
import {
  describeService,
  type ServiceHarness,
  type ServiceUnderTest,
  startServiceHarness,
} from '@tracker/testing';

import { AppModule } from '../../src/app.module.js';
import { FakeAuthUserModule } from './fake-auth-user.js';
import { FakeCatalogueModule, FakeListsModule } from './fake-catalogue-lists.js';
import { PushListenerModule } from './push-listener.js';

/** The tables social's migrations create. */
export const SOCIAL_TABLES = [
  'blocks',
  'conversation_reads',
  'conversations',
  'friend_requests',
  'friendships',
  'messages',
  'notifications',
  'reports',
];

export interface SocialSuiteOptions {
  /** Social's own settings beyond the suite's (the new-episode job off: tests run it). */
  env?: Record<string, unknown>;
  /** What auth-user's stand-in answers: the profiles and the pushes' listener unless said. */
  authUser?: unknown[];
  /** The catalogue's and lists-progress's stand-ins too (the notification jobs ask them). */
  withCatalogueAndLists?: boolean;
}

/** Social on the real transport with its database, beside stand-ins for the services it asks. */
export function describeSocial(
  options: SocialSuiteOptions,
  tests: (subject: () => ServiceUnderTest) => void,
): void {
  describeService(
    'social',
    (env) => AppModule.register({ ...env, NEW_EPISODES_EVERY_MS: 0, ...options.env }),
    SOCIAL_TABLES,
    (subject) => {
      const standIns: ServiceHarness[] = [];

      beforeAll(async () => {
        const env = loadEnv(baseEnvSchema, subject().infra.env);
        const authUser = options.authUser ?? [FakeAuthUserModule, PushListenerModule];
        standIns.push(
          await startServiceHarness(
            'auth-user',
            { module: class AuthUserStandIn {}, imports: authUser },
            env,
          ),
        );
        if (!options.withCatalogueAndLists) return;
        standIns.push(
          await startServiceHarness(
            'catalogue',
            { module: class CatalogueStandIn {}, imports: [FakeCatalogueModule] },
            env,
          ),
          await startServiceHarness(
            'lists-progress',
            { module: class ListsStandIn {}, imports: [FakeListsModule] },
            env,
          ),
        );
      });

      afterAll(async () => {
        for (const standIn of standIns) await standIn.close();
      });

      tests(subject);
    },
  );
}
