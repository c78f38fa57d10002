import { randomUUID } from 'node:crypto';

import { LISTS } from '@tracker/contracts';

import { describeListsProgress } from './support/lists-progress-suite.js';

describeListsProgress(({ call, refusal, newUser }) => {
  describe('lists.followers.list', () => {
    it('names the users with each title on watching or plan_to_watch, private entries included', async () => {
      const [watching, planning, hidden, done, fan] = Array.from({ length: 5 }, () => newUser().id);
      await call(LISTS.add, { userId: watching, body: { animeId: 1, status: 'watching' } });
      await call(LISTS.add, { userId: planning, body: { animeId: 1, status: 'plan_to_watch' } });
      await call(LISTS.add, { userId: hidden, body: { animeId: 30, status: 'watching' } });
      await call(LISTS.update, { userId: hidden, animeId: 30, body: { isPrivate: true } });
      await call(LISTS.add, { userId: done, body: { animeId: 1, status: 'completed' } });
      await call(LISTS.add, { userId: fan, body: { animeId: 100, status: 'favorite' } });

      expect(await call(LISTS.followers, { animeIds: [1, 30, 100, 5] })).toEqual([
        { animeId: 1, userIds: [watching, planning].sort() },
        { animeId: 30, userIds: [hidden] },
      ]);
      expect(await call(LISTS.followers, { animeIds: [] })).toEqual([]);
    });

    it('pages the users with lists by id, favorites alone included', async () => {
      const { userIds: before } = await call(LISTS.listers, {});
      const [planner, fan] = [newUser().id, newUser().id];
      await call(LISTS.add, { userId: planner, body: { animeId: 1, status: 'plan_to_watch' } });
      await call(LISTS.add, { userId: fan, body: { animeId: 30, status: 'favorite' } });
      const first = await call(LISTS.listers, {});
      expect(first).toEqual({ userIds: [...before, planner, fan].sort(), next: null });
      const [lowest] = first.userIds;
      expect((await call(LISTS.listers, { after: lowest })).userIds).toEqual(first.userIds.slice(1));
    });

    it('refuses ids that are not title ids', async () => {
      expect(await refusal(LISTS.followers, { animeIds: ['one', randomUUID()] })).toEqual({
        code: 'BAD_REQUEST',
        message: 'animeIds must be a list of at most 500 title ids.',
      });
    });
  });
});
