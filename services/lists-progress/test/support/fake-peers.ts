import { Controller, Module } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  ADMIN,
  type AdminAccessRequest,
  type Anime,
  CATALOGUE,
  CATALOGUE_SEARCH,
  CATALOGUE_SIMILAR,
  FRIENDS,
  LIST_EVENTS,
  type PublicUser,
  type UserLookup,
  USERS,
  USERS_VISIBILITY,
} from '@tracker/contracts';
import { notFound, unavailable } from '@tracker/redis';

/** Titles the stand-in catalogue knows: episode counts and durations the rules and statistics use. */
export const TITLES: Record<number, Partial<Anime>> = {
  1: { title: 'Cowboy Bebop', type: 'TV', episodes: 26, duration: '24 min per ep', score: 8.75 },
  5: {
    title: 'Cowboy Bebop: Tengoku no Tobira',
    type: 'Movie',
    episodes: 1,
    duration: '1 hr 55 min',
    score: 8.4,
  },
  21: { title: 'One Piece', type: 'TV', episodes: null, duration: '24 min per ep', score: 8.7 },
  30: { title: 'Shinseiki Evangelion', type: 'TV', episodes: 12, duration: '23 min per ep', score: 8.3 },
  100: { title: 'Trigun', type: 'TV', episodes: 26, duration: '24 min per ep', score: 8.2 },
  101: { title: 'Samurai Champloo', type: 'TV', episodes: 26, duration: '24 min per ep', score: 8.5 },
  102: { title: 'FLCL', type: 'OVA', episodes: 6, duration: '23 min per ep', score: 7.9 },
};
export const anime = (id: number) => ({ mal_id: id, ...TITLES[id] }) as Anime;

/** What each title's similar list is, best first. */
export const SIMILAR: Record<number, number[]> = {
  1: [5, 100, 101, 30],
  30: [100, 102, 1],
  21: [101],
};

export interface FakeUser extends PublicUser {
  /** Public flag and showProfile on. */
  visible: boolean;
}
export const users = new Map<string, FakeUser>();
/** Each user's friends' ids, as the social service keeps friendships. */
export const friendships = new Map<string, string[]>();
export const events: Array<{ pattern: string; payload: any }> = [];
/** The ids the fake auth-user says are enabled admins now. */
export const admins = new Set<string>();
export const catalogue = {
  down: false,
  /** Titles it does not hold and cannot fetch now: the public API is down for them. */
  unreachable: new Set<number>(),
  /** Every fetch-later request's ids, and every similar request, as received. */
  fetchLater: [] as number[][],
  similarRequests: [] as Array<{ id: number; localOnly?: boolean }>,
};

@Controller()
class FakeCatalogueController {
  @MessagePattern(CATALOGUE.animeGet.pattern)
  get(@Payload() { id }: { id: number }) {
    if (catalogue.down) return new Promise(() => undefined);
    if (catalogue.unreachable.has(id))
      throw unavailable(`Unable to fetch anime ${id}. Please try again in a moment.`);
    if (!TITLES[id]) throw notFound(`Anime ${id} not found.`);
    return anime(id);
  }

  @MessagePattern(CATALOGUE_SEARCH.batch.pattern)
  batch(@Payload() { ids }: { ids: number[] }) {
    return { items: ids.filter((id) => TITLES[id]).map(anime), missingIds: ids.filter((id) => !TITLES[id]) };
  }

  @MessagePattern(CATALOGUE.animeFetchLater.pattern)
  fetchLater(@Payload() { ids }: { ids: number[] }) {
    catalogue.fetchLater.push(ids);
    return { queued: ids.length };
  }

  @MessagePattern(CATALOGUE_SIMILAR.similar.pattern)
  similar(@Payload() request: { id: number; localOnly?: boolean }) {
    catalogue.similarRequests.push(request);
    const { id } = request;
    return { items: (SIMILAR[id] ?? []).map(anime), strategy: 'enhanced' };
  }
}

@Controller()
class FakeAuthUserController {
  @MessagePattern(USERS.byUsername.pattern)
  byUsername(@Payload() { username, viewerId }: UserLookup) {
    const user = [...users.values()].find((candidate) => candidate.username === username);
    if (!user || (!user.visible && user.id !== viewerId)) throw notFound('User not found.');
    return user;
  }

  @MessagePattern(ADMIN.access.pattern)
  access(@Payload() { userId }: AdminAccessRequest) {
    return { isAdmin: admins.has(userId) };
  }

  @MessagePattern(USERS_VISIBILITY.visibleByIds.pattern)
  visible(@Payload() { ids }: { ids: string[] }) {
    return ids.flatMap((id) => {
      const user = users.get(id);
      return user?.visible ? [user] : [];
    });
  }
}

@Controller()
class FakeSocialController {
  @MessagePattern(FRIENDS.ids.pattern)
  friends(@Payload() { userId }: { userId: string }) {
    return friendships.get(userId) ?? [];
  }
}

@Controller()
class EventListener {
  @EventPattern<string>(LIST_EVENTS.entryAdded.pattern)
  added(@Payload() payload: unknown) {
    events.push({ pattern: LIST_EVENTS.entryAdded.pattern, payload });
  }

  @EventPattern<string>(LIST_EVENTS.statusChanged.pattern)
  changed(@Payload() payload: unknown) {
    events.push({ pattern: LIST_EVENTS.statusChanged.pattern, payload });
  }

  @EventPattern<string>(LIST_EVENTS.episodeWatched.pattern)
  watched(@Payload() payload: unknown) {
    events.push({ pattern: LIST_EVENTS.episodeWatched.pattern, payload });
  }

  @EventPattern<string>(LIST_EVENTS.favoriteAdded.pattern)
  favorite(@Payload() payload: unknown) {
    events.push({ pattern: LIST_EVENTS.favoriteAdded.pattern, payload });
  }
}

/**
 * The catalogue, auth-user and social as lists-progress sees them over the transport, and a listener for
 * its events.
 */
@Module({
  controllers: [FakeCatalogueController, FakeAuthUserController, FakeSocialController, EventListener],
})
export class FakePeersModule {}
