import { createServiceDataSource, migrate } from '@tracker/database';
import { createTestInfra, type TestInfra } from '@tracker/testing';
import type { DataSource } from 'typeorm';

import { socialDataSourceOptions } from '../src/database/data-source';

describe('the social entities', () => {
  let infra: TestInfra;
  let dataSource: DataSource;

  beforeAll(async () => {
    infra = await createTestInfra('social-schema');
    dataSource = await createServiceDataSource(socialDataSourceOptions(infra.databaseUrl)).initialize();
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
