import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateFriendsAndMessages1763784000000 implements MigrationInterface {
  name = 'CreateFriendsAndMessages1763784000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE friend_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        sender_id uuid NOT NULL,
        receiver_id uuid NOT NULL CHECK (receiver_id <> sender_id),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
        created_at timestamptz NOT NULL DEFAULT now(),
        responded_at timestamptz
      )
    `);
    // At most one pending request between two people, whoever sent it.
    await runner.query(`
      CREATE UNIQUE INDEX friend_requests_pending_key ON friend_requests
        (LEAST(sender_id, receiver_id), GREATEST(sender_id, receiver_id)) WHERE status = 'pending'
    `);
    await runner.query(`
      CREATE TABLE friendships (
        user_id uuid NOT NULL,
        friend_id uuid NOT NULL CHECK (friend_id <> user_id),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, friend_id)
      )
    `);
    await runner.query(`
      CREATE TABLE blocks (
        blocker_id uuid NOT NULL,
        blocked_id uuid NOT NULL CHECK (blocked_id <> blocker_id),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (blocker_id, blocked_id)
      )
    `);
    // A conversation is between two people, stored once with the smaller id first.
    await runner.query(`
      CREATE TABLE conversations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_low uuid NOT NULL,
        user_high uuid NOT NULL CHECK (user_low < user_high),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_message_at timestamptz,
        UNIQUE (user_low, user_high)
      )
    `);
    await runner.query(`
      CREATE TABLE messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        sender_id uuid NOT NULL,
        content text NOT NULL CHECK (char_length(btrim(content)) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await runner.query('CREATE INDEX messages_conversation_idx ON messages (conversation_id, created_at)');
    await runner.query(`
      CREATE TABLE conversation_reads (
        conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        last_read_at timestamptz NOT NULL,
        PRIMARY KEY (conversation_id, user_id)
      )
    `);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [
      'conversation_reads',
      'messages',
      'conversations',
      'blocks',
      'friendships',
      'friend_requests',
    ]) {
      await runner.query(`DROP TABLE ${table}`);
    }
  }
}
