import { z } from 'zod';

import { ANIME_SEASONS } from '../anime.js';
import { ANIME_RESOURCES } from '../messages/catalogue-details.js';
import { BROADCAST_DAYS } from '../messages/catalogue-search.js';
import { anime } from './anime-responses.js';
import { countedPageOf, okEnvelopeOf } from './envelope-responses.js';

export const upstreamStatus = z.object({
  /** The public API's last answer: true when it answered, false after a network error or 5xx, null when not asked lately. */
  reachable: z.boolean().nullable(),
  /** Catalogue jobs waiting to run (queued, prioritised or delayed), enrichment of titles most of them. */
  waiting: z.number(),
});
export type UpstreamStatus = z.infer<typeof upstreamStatus>;

export const seasonOfYear = z.object({ season: z.enum(ANIME_SEASONS), year: z.number() });
export type SeasonOfYear = z.infer<typeof seasonOfYear>;

/**
 * A page of one season's titles, naming the season it shows and the calendar's season (spec §9 month
 * rule, in Japan): they differ while the catalogue holds no title of the calendar's season yet.
 */
export const seasonPage = countedPageOf(anime).extend({ ...seasonOfYear.shape, calendar: seasonOfYear });
export type SeasonPage = z.infer<typeof seasonPage>;

/** The titles found, in the order asked for, and the ids the catalogue does not have. */
export const animeBatch = z.object({ items: z.array(anime), missingIds: z.array(z.number()) });
export type AnimeBatch = z.infer<typeof animeBatch>;

/** GET /api/database/anime/batch: the envelope of the titles, with the ids the catalogue lacks beside it (spec §7). */
export const animeBatchEnvelope = okEnvelopeOf(z.array(anime)).extend({ missingIds: z.array(z.number()) });

const broadcastDay = z.enum(BROADCAST_DAYS);

export const scheduleEntry = z.object({
  day: broadcastDay,
  /** HH:MM in JST. */
  time: z.string(),
  anime,
});
export type ScheduleEntry = z.infer<typeof scheduleEntry>;

export const scheduleDay = z.object({
  day: broadcastDay,
  /** Sorted by time. */
  entries: z.array(scheduleEntry),
});
export type ScheduleDay = z.infer<typeof scheduleDay>;

/** Every airing title with a weekly slot, Mondays to Sundays; clients convert JST to the viewer's zone. */
export const weekSchedule = z.object({ timezone: z.literal('Asia/Tokyo'), days: z.array(scheduleDay) });
export type WeekSchedule = z.infer<typeof weekSchedule>;

/**
 * Spec §9 similar titles. 'enhanced': ranked over six strategies (recommendations, studio, genres,
 * demographic, theme, high-rated keyword). 'basic': the fallback when the enhanced search finds fewer
 * than 10 complete titles, by shared genres then score.
 */
export const similarAnime = z.object({
  items: z.array(anime),
  strategy: z.enum(['enhanced', 'basic']),
  /**
   * True when the title's recommendations (one of the six strategies) were not held and the public API
   * did not answer in time: ranked without them, which are fetched in the background.
   */
  partial: z.literal(true).optional(),
});
export type SimilarAnime = z.infer<typeof similarAnime>;

export const franchiseEntryView = z.object({
  mal_id: z.number(),
  type: z.string(),
  name: z.string(),
  year: z.number().nullable(),
});
export type FranchiseEntryView = z.infer<typeof franchiseEntryView>;

export const franchiseView = z.object({
  malIds: z.array(z.number()),
  groups: z.array(z.object({ relation: z.string(), entries: z.array(franchiseEntryView) })),
  /** True when some titles' relations were not held and the public API did not answer in time. */
  partial: z.literal(true).optional(),
});
export type FranchiseView = z.infer<typeof franchiseView>;

/**
 * `/api/anime/{id}/{resource}` for the API docs and the stack tests: the envelope of the Jikan body, whose
 * `data` is declared once as a plain type (jikan.ts's AnimeResourceData), not a schema.
 */
export const animeResourceResponse = z.object({
  data: z.unknown().describe(`Jikan's data of the resource: one of ${ANIME_RESOURCES.join(', ')}.`),
  pagination: z
    .object({
      last_visible_page: z.number(),
      has_next_page: z.boolean(),
      current_page: z.number(),
      items: z.object({ count: z.number(), total: z.number(), per_page: z.number() }).optional(),
    })
    .optional(),
  source: z.enum(['upstream', 'catalogue', 'synthesised']),
  partial: z.literal(true).optional(),
});
