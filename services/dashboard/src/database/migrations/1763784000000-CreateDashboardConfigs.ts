import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateDashboardConfigs1763784000000 implements MigrationInterface {
  name = 'CreateDashboardConfigs1763784000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE dashboard_configs (
        user_id uuid PRIMARY KEY,
        widgets jsonb NOT NULL,
        grid_config jsonb NOT NULL,
        last_updated timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE dashboard_configs');
  }
}
