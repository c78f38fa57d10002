import { randomUUID } from 'node:crypto';

import { ACCOUNT_DELETION, EPISODES, LISTS } from '@tracker/contracts';

import { USER_TABLES } from '../src/user-erase/user-erase.service.js';
import { describeListsProgress } from './support/lists-progress-suite.js';

describeListsProgress(({ subject, call, refusal, newUser }) => {
  describe('erasing a deleted account', () => {
    /** How many rows of `userId` each table holds. */
    const rowsOf = async (userId: string) => {
      const counts: Record<string, number> = {};
      for (const table of USER_TABLES) {
        const { rows } = await subject().query(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`, [
          userId,
        ]);
        counts[table] = rows[0].n;
      }
      return counts;
    };

    /** A user with a row in every table: writes for most, the rest as the features store them. */
    const busyUser = async () => {
      const { id: userId } = newUser();
      await call(LISTS.add, { userId, body: { animeId: 1, status: 'watching', score: 8 } });
      await call(LISTS.add, {
        userId,
        body: { animeId: 30, status: 'plan_to_watch' },
        idempotencyKey: randomUUID(),
      });
      await call(EPISODES.mark, { userId, body: { animeId: 1, episodeNumber: 1 } });
      await subject().query(
        `INSERT INTO favorite_characters (user_id, character_id, anime_id, name) VALUES ($1, 1, 1, 'Spike Spiegel')`,
        [userId],
      );
      await subject().query(
        `INSERT INTO import_pending (user_id, anime_id, entry) VALUES ($1, 21, '{"status":"watching"}')`,
        [userId],
      );
      const counts = await rowsOf(userId);
      for (const table of USER_TABLES)
        expect({ table, some: counts[table] > 0 }).toEqual({ table, some: true });
      return { userId, total: Object.values(counts).reduce((sum, n) => sum + n, 0) };
    };

    it("erases every row of the account in every table and leaves everyone else's", async () => {
      const other = await busyUser();
      const { userId, total } = await busyUser();
      const otherBefore = await rowsOf(other.userId);

      expect(await call(ACCOUNT_DELETION.listsErase, { userId })).toEqual({ removed: total });

      expect(Object.values(await rowsOf(userId))).toEqual(USER_TABLES.map(() => 0));
      expect(await rowsOf(other.userId)).toEqual(otherBefore);
    });

    it('removes nothing the second time: a deletion taken up again may ask twice', async () => {
      const { userId } = await busyUser();
      await call(ACCOUNT_DELETION.listsErase, { userId });
      expect(await call(ACCOUNT_DELETION.listsErase, { userId })).toEqual({ removed: 0 });
      expect(await call(ACCOUNT_DELETION.listsErase, { userId: randomUUID() })).toEqual({ removed: 0 });
    });

    it('drops the answers replicas keep of the account, so its lists read empty at once', async () => {
      const { userId } = await busyUser();
      expect((await call(LISTS.lists, { userId })).watching).toHaveLength(1);
      await call(ACCOUNT_DELETION.listsErase, { userId });
      expect((await call(LISTS.lists, { userId })).watching).toEqual([]);
      expect(await call(EPISODES.all, { userId })).toEqual({});
    });

    it('knows every table that names a user, so a new one cannot be forgotten', async () => {
      const { rows } = await subject().query(
        `SELECT DISTINCT table_name FROM information_schema.columns
          WHERE table_schema = current_schema() AND column_name = 'user_id' ORDER BY table_name`,
      );
      expect(rows.map((row: { table_name: string }) => row.table_name)).toEqual([...USER_TABLES].sort());
    });

    it('refuses an id that is not a UUID', async () => {
      expect(await refusal(ACCOUNT_DELETION.listsErase, { userId: 'spike' })).toEqual({
        code: 'BAD_REQUEST',
        message: 'userId must be the id of a user (a UUID).',
      });
    });
  });
});
