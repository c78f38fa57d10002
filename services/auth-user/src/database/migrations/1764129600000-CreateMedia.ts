import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Uploaded avatars and banners, re-encoded to WebP: in Postgres so that every replica can serve them. */
export class CreateMedia1764129600000 implements MigrationInterface {
  name = 'CreateMedia1764129600000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE media (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('avatar', 'banner')),
        content_type text NOT NULL,
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await runner.query('CREATE INDEX media_owner_kind_idx ON media (owner_id, kind)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE media');
  }
}
