import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EPISODES, type ListEntry, LISTS } from '@tracker/contracts';
import { ServiceError } from '@tracker/redis';

/** What the stand-in lists-progress was sent, by pattern. */
export const listCalls: Array<{ pattern: string; payload: any }> = [];
export const lastListCall = (pattern: string) =>
  listCalls.filter((call) => call.pattern === pattern).at(-1)?.payload;

export const ENTRY: ListEntry = {
  id: '6c1d0a5e-0000-4000-8000-000000000001',
  animeId: 1,
  status: 'watching',
  score: 8,
  episodesWatched: 3,
  timesRewatched: 0,
  isPrivate: false,
  isFavorite: false,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
};

/** A stand-in lists-progress on the real transport: routes are tested against the contract. */
@Controller()
class FakeListsController {
  @MessagePattern(LISTS.lists.pattern)
  lists(@Payload() payload: unknown) {
    listCalls.push({ pattern: LISTS.lists.pattern, payload });
    return { watching: [ENTRY] };
  }

  @MessagePattern(LISTS.update.pattern)
  update(@Payload() payload: unknown) {
    listCalls.push({ pattern: LISTS.update.pattern, payload });
    return ENTRY;
  }

  @MessagePattern(LISTS.remove.pattern)
  remove(@Payload() payload: { what: string }) {
    listCalls.push({ pattern: LISTS.remove.pattern, payload });
    if (payload.what !== 'watching') throw new ServiceError('NOT_FOUND', 'Anime 1 is not on your list.');
    return null;
  }

  @MessagePattern(LISTS.exportLists.pattern)
  exportLists(@Payload() payload: unknown) {
    listCalls.push({ pattern: LISTS.exportLists.pattern, payload });
    return { filename: 'anime-lists-spike.xml', contentType: 'application/xml', content: '<myanimelist/>' };
  }

  @MessagePattern(LISTS.importLists.pattern)
  importLists(@Payload() payload: { dryRun: boolean }) {
    listCalls.push({ pattern: LISTS.importLists.pattern, payload });
    return {
      dryRun: payload.dryRun,
      total: 0,
      added: 0,
      updated: 0,
      unchanged: 0,
      unmatched: [],
      pending: [],
    };
  }

  @MessagePattern(LISTS.usersByAnime.pattern)
  watchers(@Payload() payload: unknown) {
    listCalls.push({ pattern: LISTS.usersByAnime.pattern, payload });
    return [];
  }

  @MessagePattern(LISTS.userLists.pattern)
  userLists(@Payload() payload: unknown) {
    listCalls.push({ pattern: LISTS.userLists.pattern, payload });
    throw new ServiceError('NOT_FOUND', 'User not found.');
  }

  @MessagePattern(LISTS.recommendations.pattern)
  recommendations(@Payload() payload: { userId: string; forUserId: string }) {
    listCalls.push({ pattern: LISTS.recommendations.pattern, payload });
    if (payload.userId !== payload.forUserId) {
      throw new ServiceError('FORBIDDEN', 'You can only read your own recommendations.');
    }
    return [];
  }

  @MessagePattern(EPISODES.unmark.pattern)
  unmark(@Payload() payload: unknown) {
    listCalls.push({ pattern: EPISODES.unmark.pattern, payload });
    return { animeId: 1, progress: [], episodesWatched: 0, totalEpisodes: 12, offerCompleted: false };
  }

  @MessagePattern(EPISODES.count.pattern)
  count(@Payload() payload: unknown) {
    listCalls.push({ pattern: EPISODES.count.pattern, payload });
    return 3;
  }
}

@Module({ controllers: [FakeListsController] })
export class FakeListsProgressModule {}
