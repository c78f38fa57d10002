import { createServiceDataSource, migrate, type ServiceDataSourceOptions } from '@tracker/database';

import { createTestInfra, type TestInfra } from './test-infra.js';

/**
 * The house's data-access rule made a test: a fresh database migrated by the service's own migrations,
 * against which TypeORM's schema diff with the service's entities must be empty, so the entities (the one
 * declaration of each table's shape) and the migrations (what builds it) cannot drift apart.
 */
export function describeEntitiesMatchMigrations(
  service: string,
  dataSourceOptions: (databaseUrl: string) => ServiceDataSourceOptions,
): void {
  describe(`the ${service} entities`, () => {
    let infra: TestInfra;
    let dataSource: ReturnType<typeof createServiceDataSource>;

    beforeAll(async () => {
      infra = await createTestInfra(`${service}-schema`);
      dataSource = await createServiceDataSource(dataSourceOptions(infra.databaseUrl)).initialize();
      await migrate(dataSource);
    });

    afterAll(async () => {
      await dataSource?.destroy();
      await infra?.cleanup();
    });

    it('declare exactly the schema the migrations build', async () => {
      const diff = await dataSource.driver.createSchemaBuilder().log();
      expect(diff.upQueries.map((query) => query.query)).toEqual([]);
    });
  });
}
