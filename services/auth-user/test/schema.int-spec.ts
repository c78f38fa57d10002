import { createServiceDataSource, migrate } from '@tracker/database';
import { createTestInfra, type TestInfra } from '@tracker/testing';
import type { DataSource } from 'typeorm';

import { authUserDataSourceOptions } from '../src/database/data-source';

describe('the auth-user entities', () => {
  let infra: TestInfra;
  let dataSource: DataSource;

  beforeAll(async () => {
    infra = await createTestInfra('auth-user-schema');
    dataSource = await createServiceDataSource(authUserDataSourceOptions(infra.databaseUrl)).initialize();
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
