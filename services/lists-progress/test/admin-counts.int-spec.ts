import { randomUUID } from 'node:crypto';

import { ADMIN_ONLY, ADMIN_USERS, EPISODES, LISTS } from '@tracker/contracts';

import { admins } from './support/fake-peers.js';
import { describeListsProgress } from './support/lists-progress-suite.js';

describeListsProgress(({ call, refusal, newUser }) => {
  describe('lists.admin.user-counts', () => {
    const admin = randomUUID();
    beforeAll(() => admins.add(admin));

    it("counts the titles on a user's lists and the episodes they watched, favorites alone left out", async () => {
      const { id } = newUser();
      await call(LISTS.add, { userId: id, body: { animeId: 1, status: 'watching' } });
      await call(LISTS.add, { userId: id, body: { animeId: 30, status: 'completed' } });
      await call(LISTS.add, { userId: id, body: { animeId: 100, status: 'favorite' } });
      for (const episodeNumber of [1, 2, 3])
        await call(EPISODES.mark, { userId: id, body: { animeId: 1, episodeNumber } });
      await call(LISTS.add, { userId: newUser().id, body: { animeId: 1, status: 'watching' } });

      expect(await call(ADMIN_USERS.counts, { actorId: admin, userId: id })).toEqual({
        listCount: 2,
        episodeCount: 3,
      });
    });

    it('answers zeros for a user with nothing, or no such user', async () => {
      expect(await call(ADMIN_USERS.counts, { actorId: admin, userId: randomUUID() })).toEqual({
        listCount: 0,
        episodeCount: 0,
      });
    });

    it('refuses anyone auth-user does not call an enabled admin now', async () => {
      const { id } = newUser();
      expect(await refusal(ADMIN_USERS.counts, { actorId: id, userId: id })).toEqual({
        code: 'FORBIDDEN',
        message: ADMIN_ONLY,
      });
    });

    it('refuses ids that are not UUIDs', async () => {
      expect(await refusal(ADMIN_USERS.counts, { actorId: admin, userId: 'victim' })).toEqual({
        code: 'BAD_REQUEST',
        message: 'userId must be the id of a user (a UUID).',
      });
    });
  });
});
