import { randomUUID } from 'node:crypto';

import { describeService } from '@tracker/testing';

import { AppModule } from '../src/app.module.js';

describeService(
  'dashboard',
  (env) => AppModule.register(env),
  ['dashboard_configs'],
  (subject) => {
    it('keeps one dashboard config per user', async () => {
      const userId = randomUUID();
      const upsert = `INSERT INTO dashboard_configs (user_id, widgets, grid_config, last_updated) VALUES ($1, '[]', $2, now())
      ON CONFLICT (user_id) DO UPDATE SET grid_config = EXCLUDED.grid_config`;
      await subject().query(upsert, [userId, { rows: 6, columns: 2, cells: [] }]);
      await subject().query(upsert, [userId, { rows: 4, columns: 2, cells: [] }]);
      const { rows } = await subject().query('SELECT grid_config FROM dashboard_configs WHERE user_id = $1', [
        userId,
      ]);
      expect(rows).toEqual([{ grid_config: { rows: 4, columns: 2, cells: [] } }]);
    });
  },
);
