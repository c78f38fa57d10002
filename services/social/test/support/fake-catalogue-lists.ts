import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AnimeFollowersRequest,
  CATALOGUE_SEARCH,
  type ListersPageRequest,
  LISTS,
  type RecommendationsRequest,
} from '@tracker/contracts';

/** A title of the stand-in schedule: only what the new-episode job reads of it. */
export interface ScheduledTitle {
  day: string;
  time: string;
  anime: { mal_id: number; title: string; episodes: number | null; aired: { from: string | null } };
}

/** The week's schedule the stand-in catalogue answers, and who follows each title on lists-progress. */
export const schedule: ScheduledTitle[] = [];
export const followers = new Map<number, string[]>();
/** The users with lists, and each one's 'watch next' (its titles' ids and names), best first. */
export const listers: string[] = [];
export const suggestions = new Map<string, Array<{ mal_id: number; title: string }>>();
/** Users whose suggestions the stand-in fails to read (the catalogue down for them). */
export const suggestionsDown = new Set<string>();

@Controller()
class FakeCatalogueController {
  @MessagePattern(CATALOGUE_SEARCH.schedule.pattern)
  schedule() {
    const days = [...new Set(schedule.map(({ day }) => day))];
    return {
      timezone: 'Asia/Tokyo',
      days: days.map((day) => ({ day, entries: schedule.filter((entry) => entry.day === day) })),
    };
  }
}

@Controller()
class FakeListsController {
  @MessagePattern(LISTS.followers.pattern)
  followers(@Payload() { animeIds }: AnimeFollowersRequest) {
    return animeIds.flatMap((animeId) => {
      const userIds = followers.get(animeId);
      return userIds ? [{ animeId, userIds }] : [];
    });
  }

  /** Two users a page, so a run reads more than one. */
  @MessagePattern(LISTS.listers.pattern)
  listers(@Payload() { after }: ListersPageRequest) {
    const sorted = [...listers].sort();
    const rest = after ? sorted.filter((id) => id > after) : sorted;
    return { userIds: rest.slice(0, 2), next: rest.length > 2 ? rest[1] : null };
  }

  @MessagePattern(LISTS.recommendations.pattern)
  recommendations(@Payload() { forUserId }: RecommendationsRequest) {
    if (suggestionsDown.has(forUserId)) throw new Error('The catalogue could not suggest titles right now.');
    return suggestions.get(forUserId) ?? [];
  }
}

/** The catalogue as the social service's job sees it: the week's schedule. */
@Module({ controllers: [FakeCatalogueController] })
export class FakeCatalogueModule {}

/** lists-progress as the social service's job sees it: each title's followers, the users with lists and their suggestions. */
@Module({ controllers: [FakeListsController] })
export class FakeListsModule {}
