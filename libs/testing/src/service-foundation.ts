import { hostname } from 'node:os';

import { type BaseEnv, baseEnvSchema, loadEnv } from '@tracker/config';
import { HEALTH, instanceHealth, SERVICE_SCHEMAS, type ServiceName } from '@tracker/contracts';
import pg from 'pg';

import { type ServiceHarness, startServiceHarness } from './service-harness.js';
import { createTestInfra, type TestInfra } from './test-infra.js';

export interface ServiceUnderTest {
  infra: TestInfra;
  harness: ServiceHarness;
  /** Runs SQL in the service's own schema. */
  query(sql: string, values?: unknown[]): Promise<pg.QueryResult>;
}

/**
 * Starts a service on the real transport with its own database, runs `tests` against it, and checks what
 * every service promises: it migrates its own schema to `tables` and answers its health pattern.
 */
export function describeService(
  service: ServiceName,
  moduleFor: (env: BaseEnv) => unknown,
  tables: string[],
  tests: (subject: () => ServiceUnderTest) => void = () => undefined,
): void {
  describe(`the ${service} service`, () => {
    let subject: ServiceUnderTest;
    let db: pg.Client;
    /** A database, its migrations and, for the catalogue, the full seed: slow on a busy CI machine. */
    const SETUP_TIMEOUT_MS = 60_000;

    beforeAll(async () => {
      const infra = await createTestInfra(service);
      const env = loadEnv(baseEnvSchema, infra.env);
      const harness = await startServiceHarness(service, moduleFor(env), env);
      db = new pg.Client({
        connectionString: infra.databaseUrl,
        options: `-c search_path=${SERVICE_SCHEMAS[service]}`,
      });
      await db.connect();
      subject = { infra, harness, query: (sql, values) => db.query(sql, values) };
    }, SETUP_TIMEOUT_MS);

    afterAll(async () => {
      await db?.end();
      await subject?.harness.close();
      await subject?.infra.cleanup();
    }, SETUP_TIMEOUT_MS);

    it('answers its health pattern with its database up', async () => {
      await expect(subject.harness.send(HEALTH[service], {})).resolves.toMatchObject({
        service,
        status: 'up',
        database: 'up',
      });
    });

    it("answers its host's instance health pattern, for its container probe", async () => {
      await expect(subject.harness.send(instanceHealth(service, hostname()), {})).resolves.toMatchObject({
        service,
        status: 'up',
      });
    });

    it(`migrates its own schema (${SERVICE_SCHEMAS[service]}) and records the migration there`, async () => {
      const { rows } = await subject.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`,
        [SERVICE_SCHEMAS[service]],
      );
      expect(rows.map((row: { table_name: string }) => row.table_name)).toEqual(
        [...tables, 'migrations'].sort(),
      );
      const { rows: others } = await subject.query(
        `SELECT DISTINCT table_schema FROM information_schema.tables WHERE table_schema NOT IN ($1, 'pg_catalog', 'information_schema')`,
        [SERVICE_SCHEMAS[service]],
      );
      expect(others).toEqual([]);
    });

    tests(() => subject);
  });
}
