import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type AnimeFollowersRequest, CATALOGUE_SEARCH, LISTS } from '@tracker/contracts';

/** A title of the stand-in schedule: only what the new-episode job reads of it. */
export interface ScheduledTitle {
  day: string;
  time: string;
  anime: { mal_id: number; title: string; episodes: number | null; aired: { from: string | null } };
}

/** The week's schedule the stand-in catalogue answers, and who follows each title on lists-progress. */
export const schedule: ScheduledTitle[] = [];
export const followers = new Map<number, string[]>();

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
}

/** The catalogue as the social service's job sees it: the week's schedule. */
@Module({ controllers: [FakeCatalogueController] })
export class FakeCatalogueModule {}

/** lists-progress as the social service's job sees it: each title's followers. */
@Module({ controllers: [FakeListsController] })
export class FakeListsModule {}
