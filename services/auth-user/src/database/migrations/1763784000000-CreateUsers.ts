import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1763784000000 implements MigrationInterface {
  name = 'CreateUsers1763784000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(email) AND email LIKE '%_@_%._%'),
        username text NOT NULL CHECK (username ~ '^[A-Za-z0-9_-]{3,30}$'),
        display_name text NOT NULL CHECK (char_length(display_name) BETWEEN 1 AND 50),
        password_hash text NOT NULL,
        avatar_url text,
        banner_url text,
        is_admin boolean NOT NULL DEFAULT false,
        is_public boolean NOT NULL DEFAULT true,
        preferences jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    // Usernames are unique whatever their case; emails are stored normalised to lower case.
    await runner.query('CREATE UNIQUE INDEX users_username_key ON users (lower(username))');
    await runner.query('CREATE UNIQUE INDEX users_email_key ON users (email)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE users');
  }
}
