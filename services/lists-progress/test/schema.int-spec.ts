import { createServiceDataSource, migrate } from '@tracker/database';
import { createTestInfra, type TestInfra } from '@tracker/testing';
import type { DataSource } from 'typeorm';

import { listsProgressDataSourceOptions } from '../src/database/data-source';

describe('the lists-progress entities', () => {
  let infra: TestInfra;
  let dataSource: DataSource;

  beforeAll(async () => {
    infra = await createTestInfra('lists-progress-schema');
    dataSource = await createServiceDataSource(
      listsProgressDataSourceOptions(infra.databaseUrl),
    ).initialize();
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
