import { randomUUID } from 'node:crypto';

import { describeService } from '@tracker/testing';

import { AppModule } from '../src/app.module.js';

const TABLES = [
  'blocks',
  'conversation_reads',
  'conversations',
  'friend_requests',
  'friendships',
  'messages',
];

describeService(
  'social',
  (env) => AppModule.register(env),
  TABLES,
  (subject) => {
    it('allows one pending friend request between two people, whoever sent it', async () => {
      const [a, b] = [randomUUID(), randomUUID()];
      const insert = 'INSERT INTO friend_requests (sender_id, receiver_id) VALUES ($1, $2)';
      await subject().query(insert, [a, b]);
      await expect(subject().query(insert, [b, a])).rejects.toThrow(/friend_requests_pending_key/);
      await expect(subject().query(insert, [a, a])).rejects.toThrow(/check constraint/);
    });

    it('refuses blank messages', async () => {
      const [low, high] = [randomUUID(), randomUUID()].sort();
      const { rows } = await subject().query(
        'INSERT INTO conversations (user_low, user_high) VALUES ($1, $2) RETURNING id',
        [low, high],
      );
      const insert = 'INSERT INTO messages (conversation_id, sender_id, content) VALUES ($1, $2, $3)';
      await expect(subject().query(insert, [rows[0].id, low, '   '])).rejects.toThrow(/check constraint/);
      await subject().query(insert, [rows[0].id, low, 'See you, space cowboy']);
    });
  },
);
