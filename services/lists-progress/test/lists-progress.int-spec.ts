import { randomUUID } from 'node:crypto';

import { describeService } from '@tracker/testing';

import { AppModule } from '../src/app.module';

describeService(
  'lists-progress',
  (env) => AppModule.register(env),
  ['episode_progress', 'list_entries'],
  (subject) => {
    it('keeps one entry per user and title, with one of the five statuses and a 1-10 score', async () => {
      const userId = randomUUID();
      const insert = 'INSERT INTO list_entries (user_id, anime_id, status, score) VALUES ($1, $2, $3, $4)';
      await subject().query(insert, [userId, 1, 'watching', 8]);
      await expect(subject().query(insert, [userId, 1, 'completed', 9])).rejects.toThrow(/duplicate key/);
      await expect(subject().query(insert, [userId, 2, 'rewatching', null])).rejects.toThrow(
        /check constraint/,
      );
      await expect(subject().query(insert, [userId, 3, 'completed', 11])).rejects.toThrow(/check constraint/);
    });

    it('records an episode once per user, title and number', async () => {
      const userId = randomUUID();
      const insert =
        'INSERT INTO episode_progress (user_id, anime_id, episode_number) VALUES ($1, 1, $2) ON CONFLICT DO NOTHING';
      await Promise.all(Array.from({ length: 10 }, () => subject().query(insert, [userId, 1])));
      const { rows } = await subject().query(
        'SELECT count(*)::int AS count FROM episode_progress WHERE user_id = $1',
        [userId],
      );
      expect(rows[0].count).toBe(1);
      await expect(subject().query(insert, [userId, 0])).rejects.toThrow(/check constraint/);
    });
  },
);
