import { randomUUID } from 'node:crypto';

import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AnimeBatchRequest,
  type AnimeLists,
  BADGES,
  CATALOGUE,
  CATALOGUE_SEARCH,
  EPISODES,
  type ListEntry,
  LISTS,
  type SocialBadges,
} from '@tracker/contracts';
import { ServiceError } from '@tracker/redis';

import { UPSTREAM_STATUS_KEEP_MS } from '../src/session/upstream-status.js';
import { type AuthRoutesHarness, startAuthRoutes } from './support/auth-harness.js';
import { FakeAuthUserModule, tokenFor } from './support/fake-auth-user.js';

const entry = (animeId: number, updatedAt: string): ListEntry => ({
  id: `entry-${animeId}`,
  animeId,
  status: 'watching',
  score: null,
  episodesWatched: 0,
  timesRewatched: 0,
  isPrivate: false,
  isFavorite: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt,
});

/** Eighteen titles watching, the newest change on the highest id: the quick-access tab takes 16. */
const WATCHING = Array.from({ length: 18 }, (_, index) =>
  entry(index + 1, `2026-11-${String(index + 1).padStart(2, '0')}T10:00:00.000Z`),
);
const STATISTICS = { totalAnime: 18 };
/** The user whose lists the stand-in cannot read. */
const LISTS_FAIL_FOR = randomUUID();
/** The user whose lists the stand-in never answers, as when lists-progress is down. */
const LISTS_SILENT_FOR = randomUUID();
const PROGRESS = { '18': {} };
const UPSTREAM = { reachable: false, waiting: 42 };
const batches: number[][] = [];
let lists: AnimeLists;
let catalogueDown = false;
/** Each user's badge counts as the stand-in social service holds them; the users it was asked for. */
const badgeCounts = new Map<string, SocialBadges>();
const badgesAskedFor: string[] = [];
let socialDown: 'failing' | 'silent' | false = false;

@Controller()
class StandInsController {
  @MessagePattern(LISTS.lists.pattern)
  lists(@Payload() { userId }: { userId: string }) {
    if (userId === LISTS_FAIL_FOR) throw new ServiceError('UNAVAILABLE', 'The lists are unavailable.');
    if (userId === LISTS_SILENT_FOR) return new Promise<never>(() => undefined);
    return lists;
  }

  @MessagePattern(LISTS.statistics.pattern)
  statistics() {
    return STATISTICS;
  }

  @MessagePattern(EPISODES.all.pattern)
  episodeProgress() {
    return PROGRESS;
  }

  @MessagePattern(CATALOGUE.upstreamStatus.pattern)
  upstreamStatus() {
    if (catalogueDown) throw new ServiceError('UNAVAILABLE', 'The catalogue is unavailable.');
    return UPSTREAM;
  }

  @MessagePattern(BADGES.get.pattern)
  badges(@Payload() { userId }: { userId: string }) {
    if (socialDown === 'failing') throw new ServiceError('UNAVAILABLE', 'Social is unavailable.');
    if (socialDown === 'silent') return new Promise<never>(() => undefined);
    badgesAskedFor.push(userId);
    return badgeCounts.get(userId) ?? { pendingRequests: 0, unreadMessages: 0, unreadNotifications: 0 };
  }

  @MessagePattern(CATALOGUE_SEARCH.batch.pattern)
  batch(@Payload() { ids }: AnimeBatchRequest) {
    if (catalogueDown) throw new ServiceError('UNAVAILABLE', 'The catalogue is unavailable.');
    batches.push(ids);
    return { items: ids.map((id) => ({ mal_id: id, title: `Title ${id}` })), missingIds: [] };
  }
}

@Module({ imports: [FakeAuthUserModule], controllers: [StandInsController] })
class StandInsModule {}

const emptyLists = (): AnimeLists => ({
  watching: [],
  completed: [],
  on_hold: [],
  dropped: [],
  plan_to_watch: [],
  favorite: [],
});

/** GET /api/auth/session: the signed-in first screen's reads in one answer (issue 15). */
describe('the session route', () => {
  let harness: AuthRoutesHarness;

  beforeAll(async () => {
    // A service timeout far above the optional parts' wait, to show the account does not wait for it.
    harness = await startAuthRoutes('gateway-session', StandInsModule, { SERVICE_TIMEOUT_MS: '20000' });
  }, 60_000);

  afterAll(async () => {
    await harness?.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  beforeEach(() => {
    batches.length = 0;
    catalogueDown = false;
    socialDown = false;
    badgesAskedFor.length = 0;
  });

  const read = (userId?: string) =>
    harness.request({
      method: 'GET',
      url: '/api/auth/session',
      headers: userId ? { authorization: `Bearer ${tokenFor(userId)}` } : {},
    });

  it("answers the user, lists, statistics, progress, the watching tab's 16 newest titles and the upstream", async () => {
    lists = { ...emptyLists(), watching: WATCHING };
    const userId = randomUUID();
    const reply = await read(userId);

    expect(reply.status).toBe(200);
    const { data } = reply.body;
    expect(data.user.id).toBe(userId);
    expect(data.listData).toEqual({ lists, statistics: STATISTICS, episodeProgress: PROGRESS });
    const newestFirst = Array.from({ length: 16 }, (_, index) => 18 - index);
    expect(batches).toEqual([newestFirst]);
    expect(data.watchingTitles.items.map((anime: { mal_id: number }) => anime.mal_id)).toEqual(newestFirst);
    expect(data.upstream).toEqual(UPSTREAM);
  });

  it('asks the catalogue nothing when nothing is being watched', async () => {
    lists = emptyLists();
    const reply = await read(randomUUID());

    expect(reply.body.data.watchingTitles).toEqual({ items: [], missingIds: [] });
    expect(batches).toEqual([]);
  });

  it('still answers the account when the lists cannot be read, without them or their titles', async () => {
    const reply = await read(LISTS_FAIL_FOR);

    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      user: { id: LISTS_FAIL_FOR },
      listData: null,
      watchingTitles: null,
    });
  });

  it('answers the account without the lists when lists-progress does not answer in time', async () => {
    const startedAt = Date.now();
    const reply = await read(LISTS_SILENT_FOR);

    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ user: { id: LISTS_SILENT_FOR }, listData: null });
    expect(Date.now() - startedAt).toBeLessThan(10_000);
  });

  it('answers the lists without titles when the catalogue fails, then heals', async () => {
    lists = { ...emptyLists(), watching: WATCHING };
    catalogueDown = true;
    // The upstream status read a second ago is old by now: the catalogue is asked, and fails.
    const realNow = Date.now.bind(Date);
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + UPSTREAM_STATUS_KEEP_MS);
    const userId = randomUUID();
    const reply = await read(userId);

    expect(reply.status).toBe(200);
    expect(reply.body.data.listData.lists).toEqual(lists);
    expect(reply.body.data.watchingTitles).toBeNull();
    expect(reply.body.data.upstream).toBeNull();

    catalogueDown = false;
    const healed = await read(userId);
    expect(healed.body.data.watchingTitles.items).toHaveLength(16);
    expect(healed.body.data.upstream).toEqual(UPSTREAM);
  });

  it("answers the friends sidebar's badge counts of the token's user, never another's", async () => {
    lists = emptyLists();
    const [userId, other] = [randomUUID(), randomUUID()];
    badgeCounts.set(userId, { pendingRequests: 2, unreadMessages: 7, unreadNotifications: 3 });
    badgeCounts.set(other, { pendingRequests: 5, unreadMessages: 1, unreadNotifications: 4 });

    const reply = await read(userId);

    expect(reply.body.data.badges).toEqual({ pendingRequests: 2, unreadMessages: 7, unreadNotifications: 3 });
    expect(badgesAskedFor).toEqual([userId]);
  });

  it.each(['failing', 'silent'] as const)(
    'answers the session with badges null when social is %s',
    async (state) => {
      lists = { ...emptyLists(), watching: WATCHING };
      socialDown = state;
      const userId = randomUUID();
      const startedAt = Date.now();
      const reply = await read(userId);

      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({ user: { id: userId }, listData: { lists }, badges: null });
      expect(reply.body.data.watchingTitles.items).toHaveLength(16);
      expect(Date.now() - startedAt).toBeLessThan(10_000);
    },
  );

  it('refuses anonymous visitors', async () => {
    expect(await read()).toMatchObject({
      status: 401,
      body: { success: false, data: null, error: 'Not authenticated' },
    });
  });
});
