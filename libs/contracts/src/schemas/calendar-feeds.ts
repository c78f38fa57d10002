import { z } from 'zod';

import { signedInUserId } from './account-fields.js';
import { field, REFUSED } from './query-field.js';
import { searchQuery } from './search-query.js';

/**
 * GET /api/calendar.ics: the search's own filters that narrow a week of broadcasts (type, genres, a
 * minimum score), read exactly as the search reads them.
 */
export const calendarQuery = searchQuery.pick({ type: true, genres: true, min_score: true });
export type CalendarQuery = z.infer<typeof calendarQuery>;

/** Most titles one feed may name: far more than anyone watches or plans to at once. */
export const CALENDAR_MAX_IDS = 10_000;

/** `catalogue.schedule.ical`: the filters, the titles a private feed keeps to, and where the site is. */
export const calendarIcalRequest = calendarQuery.extend({
  /** Only these titles (a user's watching and plan-to-watch lists); absent: every airing title. */
  malIds: z.array(z.number().int().positive()).max(CALENDAR_MAX_IDS).optional(),
  /** The site's origin the events link to (`https://example.org`), as the gateway was reached. */
  siteUrl: z.url({ protocol: /^https?$/ }),
  /** The calendar's name in calendar apps. */
  name: z.string().min(1).max(100),
});
export type CalendarIcalPayload = z.infer<typeof calendarIcalRequest>;

/** The .ics text, for the gateway to answer as text/calendar. */
export const calendarFile = z.object({ content: z.string() });
export type CalendarFile = z.infer<typeof calendarFile>;

/** A feed's secret: 32 random bytes, base64url (43 characters). */
export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** `:file` of GET /api/calendar/{token}.ics: the token, read off its `.ics`. */
export const calendarFeedFileParam = field(
  (value) => {
    const token = typeof value === 'string' && value.endsWith('.ics') ? value.slice(0, -'.ics'.length) : '';
    return CALENDAR_FEED_TOKEN.test(token) ? token : REFUSED;
  },
  () =>
    'A calendar feed address ends in its 43-character key and .ics. Copy the current address from your profile.',
  { type: 'string', description: 'The feed key followed by .ics' },
);

/** `auth-user.calendar-feed.resolve`: whose feed a key opens. */
export const calendarFeedResolve = z.object({ token: z.string().regex(CALENDAR_FEED_TOKEN) });
export type CalendarFeedResolve = z.infer<typeof calendarFeedResolve>;

/** `auth-user.calendar-feed.{get,regenerate}`: the signed-in user's own feed. */
export const calendarFeedRequest = z.object({ userId: signedInUserId });
export type CalendarFeedRequest = z.infer<typeof calendarFeedRequest>;

/** GET /api/auth/calendar-feed data: the private feed's path (on this site) and when its key was made. */
export const calendarFeed = z.object({
  token: z.string(),
  /** `/api/calendar/{token}.ics`: the web prefixes its origin. */
  path: z.string(),
  createdAt: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeed>;

/** The owner a key opens. */
export const calendarFeedOwner = z.object({ userId: z.string() });
export type CalendarFeedOwner = z.infer<typeof calendarFeedOwner>;
