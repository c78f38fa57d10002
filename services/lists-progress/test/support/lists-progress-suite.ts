import { randomUUID } from 'node:crypto';

import { baseEnvSchema, loadEnv } from '@tracker/config';
import {
  describeService,
  type ServiceHarness,
  type ServiceUnderTest,
  startServiceHarness,
} from '@tracker/testing';

import { AppModule } from '../../src/app.module.js';
import { FakePeersModule, type FakeUser, users } from './fake-peers.js';
import { LISTS_PROGRESS_TABLES } from './tables.js';

export interface ListsProgressSuiteOptions {
  /** The module answering as the catalogue, auth-user and social: `FakePeersModule` unless told. */
  peers?: unknown;
  /** How long the service waits for a peer, for suites whose peers fall silent on purpose. */
  peerTimeoutMs?: number;
}

export interface ListsProgressSuite {
  subject: () => ServiceUnderTest;
  call: ServiceHarness['send'];
  refusal: ServiceHarness['refusal'];
  /** A visible user the fake auth-user knows, under a fresh id; `overrides` says what a test cares about. */
  newUser: (overrides?: Partial<FakeUser>) => FakeUser;
}

/** Runs `tests` against lists-progress on its own database, with fake peers answering on the transport. */
export function describeListsProgress(
  tests: (suite: ListsProgressSuite) => void,
  { peers = FakePeersModule, peerTimeoutMs }: ListsProgressSuiteOptions = {},
): void {
  describeService(
    'lists-progress',
    (env) => AppModule.register(peerTimeoutMs ? { ...env, SERVICE_TIMEOUT_MS: peerTimeoutMs } : env),
    LISTS_PROGRESS_TABLES,
    (subject) => {
      let peerHarness: ServiceHarness;

      beforeAll(async () => {
        const env = loadEnv(baseEnvSchema, subject().infra.env);
        peerHarness = await startServiceHarness('catalogue', peers, env);
      });

      afterAll(async () => {
        await peerHarness?.close();
      });

      tests({
        subject,
        call: (contract, payload) => subject().harness.send(contract, payload),
        refusal: (contract, payload) => subject().harness.refusal(contract, payload),
        newUser: (overrides = {}) => {
          const id = randomUUID();
          const user: FakeUser = {
            id,
            username: `user-${id.slice(0, 8)}`,
            displayName: 'Faye',
            avatar_url: null,
            banner_url: null,
            createdAt: '2026-11-23T10:00:00.000Z',
            showFavorites: true,
            visible: true,
            ...overrides,
          };
          users.set(id, user);
          return user;
        },
      });
    },
  );
}
