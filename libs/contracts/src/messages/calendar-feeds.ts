import type {
  CalendarFeed,
  CalendarFeedOwner,
  CalendarFeedRequest,
  CalendarFeedResolve,
  CalendarFile,
  CalendarQuery,
} from '../schemas/calendar-feeds.js';
import type { AnimeSearchType } from './catalogue-search.js';
import { request } from './message.js';

// Inferred from their schemas (schemas/calendar-feeds.ts); a type-only export keeps zod out of the main entry.
export type {
  CalendarFeed,
  CalendarFeedOwner,
  CalendarFeedRequest,
  CalendarFeedResolve,
  CalendarFile,
  CalendarQuery,
};

/** `catalogue.schedule.ical`, as a caller sends it (its schema, `calendarIcalRequest`, reads it). */
export interface CalendarIcalRequest {
  /** The search's filters: a type, genre ids that must all be present, a minimum score. */
  type?: AnimeSearchType;
  genres?: number[];
  min_score?: number;
  /** Only these titles (a user's watching and plan-to-watch lists); absent: every airing title. */
  malIds?: number[];
  /** The site's origin the events link to. */
  siteUrl: string;
  /** The calendar's name in calendar apps. */
  name: string;
}

/** The public feed of the week's broadcasts. */
export const PUBLIC_CALENDAR_PATH = '/api/calendar.ics';

/** Where a private feed is served: the key is the secret. */
export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;

/** Issue 21 calendar feeds: the catalogue renders, auth-user keeps each user's secret key. */
export const CALENDAR_FEEDS = {
  /** The week's broadcasts as iCalendar text: weekly events in Asia/Tokyo with its VTIMEZONE. */
  ical: request<CalendarIcalRequest, CalendarFile>('catalogue', 'catalogue.schedule.ical'),
  /** The user's feed, made on first use (one per user however many ask at once). */
  get: request<CalendarFeedRequest, CalendarFeed>('auth-user', 'auth-user.calendar-feed.get'),
  /** A new key: the old address stops working at once. */
  regenerate: request<CalendarFeedRequest, CalendarFeed>('auth-user', 'auth-user.calendar-feed.regenerate'),
  /** NOT_FOUND for an unknown key or a disabled account. */
  resolve: request<CalendarFeedResolve, CalendarFeedOwner>('auth-user', 'auth-user.calendar-feed.resolve'),
};
