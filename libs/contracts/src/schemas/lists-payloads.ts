import { z } from 'zod';

import { ACTIVITY_PAGE_DEFAULT, ACTIVITY_PAGE_MAX } from '../messages/activity.js';
import { MAX_ANIME_ID, parseWholeNumber } from '../whole-number.js';
import { signedInUserId, userIdField, UUID_PATTERN } from './account-fields.js';
import { bodyOf } from './body.js';
import { animeIdParam } from './catalogue-queries.js';
import { episodePlaybackBody, markAllEpisodesBody, markEpisodeBody } from './episode-writes.js';
import {
  dryRunParam,
  episodeNumberParam,
  exportFormatParam,
  idempotencyKeyHeader,
  listRemovalParam,
  malExportFile,
  watchersLimitParam,
} from './list-routes.js';
import { addEntryBody, bodyAnimeId, updateEntryBody } from './list-writes.js';
import { field, queryField, REFUSED, wholeNumberField } from './query-field.js';

/**
 * The lists-progress service's request payloads, checked where they enter it. A payload's fields are
 * checked in the order they are declared, the first refusal answering: the route's values in the order
 * the gateway checks them, then the ids it adds (the owner from a verified token) and the retry key.
 */

const userId = signedInUserId;
/** The signed-in viewer, when there is one. */
const viewerId = userIdField('viewerId').optional();
const idempotencyKey = idempotencyKeyHeader;

/** Who is asking: the id from a verified token. */
export const ownerRequest = z.object({ userId });
export type OwnerRequest = z.infer<typeof ownerRequest>;

export const entryRequest = z.object({ animeId: animeIdParam, userId });
export type EntryRequest = z.infer<typeof entryRequest>;

/** POST /api/auth/anime-lists. */
export const entryAddPayload = z.object({ body: addEntryBody, userId, idempotencyKey });
export type EntryAdd = z.infer<typeof entryAddPayload>;

/** PUT /api/auth/anime-lists/{animeId}: the body before the id, as the gateway checks them. */
export const entryUpdatePayload = z.object({
  body: updateEntryBody,
  animeId: animeIdParam,
  userId,
  idempotencyKey,
});
export type EntryUpdate = z.infer<typeof entryUpdatePayload>;

/** DELETE /api/auth/anime-lists/{animeId}/{what}: the id before what to remove. */
export const entryRemovalPayload = z.object({
  animeId: animeIdParam,
  what: listRemovalParam,
  userId,
  idempotencyKey,
});
export type EntryRemoval = z.infer<typeof entryRemovalPayload>;

/** DELETE /api/auth/anime-lists/{animeId}: off all five statuses. */
export const entryRemoveAllPayload = z.object({ animeId: animeIdParam, userId, idempotencyKey });
export type EntryRemoveAll = z.infer<typeof entryRemoveAllPayload>;

/** POST /api/auth/episode-progress. */
export const episodeMarkPayload = z.object({ body: markEpisodeBody, userId, idempotencyKey });
export type EpisodeMarkWrite = z.infer<typeof episodeMarkPayload>;

/** POST /api/auth/mark-all-episodes-watched. */
export const episodeMarkAllPayload = z.object({ body: markAllEpisodesBody, userId, idempotencyKey });
export type EpisodeMarkAllWrite = z.infer<typeof episodeMarkAllPayload>;

/** POST /api/episode/progress. */
export const episodePlaybackPayload = z.object({ body: episodePlaybackBody, userId, idempotencyKey });
export type EpisodePlaybackWrite = z.infer<typeof episodePlaybackPayload>;

/** DELETE of one watched episode: the id before the episode. */
export const episodeUnmarkPayload = z.object({
  animeId: animeIdParam,
  episodeNumber: episodeNumberParam,
  userId,
  idempotencyKey,
});
export type EpisodeUnmark = z.infer<typeof episodeUnmarkPayload>;

/** Another user's lists or statistics as `viewerId` may see them (spec §6 privacy). */
export const userListsRequest = z.object({
  username: z.string({ error: 'username must be text.' }),
  viewerId,
});
export type UserListsRequest = z.infer<typeof userListsRequest>;

/** GET /api/users/anime/{animeId}: the id before the limit. */
export const usersByAnimeRequest = z.object({ animeId: animeIdParam, limit: watchersLimitParam });
export type UsersByAnimeQuery = z.infer<typeof usersByAnimeRequest>;
/** What a sender sends: `limit` may be left out, its default is the schema's. */
export type UsersByAnimeRequest = Omit<UsersByAnimeQuery, 'limit'> & { limit?: number };

export const recommendationsRequest = z.object({
  /** The user the route names, as sent: only the owner may read them (anyone else is FORBIDDEN). */
  forUserId: z.string({ error: 'forUserId must be text.' }),
  userId,
});
export type RecommendationsRequest = z.infer<typeof recommendationsRequest>;

export const listExportRequest = z.object({
  format: exportFormatParam,
  userId,
  /** Named in the file (MAL's myinfo). */
  username: z.string({ error: 'username must be text.' }),
});
export type ListExportRequest = z.infer<typeof listExportRequest>;

export const listImportRequest = z.object({ xml: malExportFile, dryRun: dryRunParam, userId });
export type ListImportRequest = z.infer<typeof listImportRequest>;

/** Users whose own lists, statistics or episode progress just changed. */
export const ownAnswersChanged = z.object({ userIds: z.array(userId) });
export type OwnAnswersChanged = z.infer<typeof ownAnswersChanged>;

/** A character id (MyAnimeList's) in a route: stored in a Postgres integer like anime ids. */
export const characterIdParam = field(
  (value) => parseWholeNumber(value, 1, MAX_ANIME_ID) ?? REFUSED,
  (value) => `Character id must be a whole number from 1 to ${MAX_ANIME_ID}, got '${String(value)}'.`,
  { type: 'integer', minimum: 1, maximum: MAX_ANIME_ID, description: 'MyAnimeList character id' },
);

/** PUT /api/auth/favorite-characters/{characterId}: the title whose characters name it. */
export const favoriteCharacterBody = bodyOf({ animeId: bodyAnimeId });
export type FavoriteCharacterBody = z.infer<typeof favoriteCharacterBody>;

/** PUT of a favorite character: the id before the body, as the gateway checks them. */
export const favoriteCharacterAddPayload = z.object({
  characterId: characterIdParam,
  body: favoriteCharacterBody,
  userId,
});
export type FavoriteCharacterAdd = z.infer<typeof favoriteCharacterAddPayload>;

/** DELETE of a favorite character. */
export const favoriteCharacterRemovePayload = z.object({ characterId: characterIdParam, userId });
export type FavoriteCharacterRemove = z.infer<typeof favoriteCharacterRemovePayload>;
/** Where an activity page ends: its last entry's time (to the microsecond, as stored) and id. */
export interface ActivityCursor {
  at: string;
  id: string;
}

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The opaque `nextCursor` of an activity page: base64url of 'at~id'. */
export function encodeActivityCursor({ at, id }: ActivityCursor): string {
  return btoa(`${at}~${id}`).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The cursor an activity page gave, or null for any other text. */
export function decodeActivityCursor(cursor: string): ActivityCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
  const [at, id, ...rest] = text.split('~');
  const valid =
    rest.length === 0 && CURSOR_AT.test(at) && !Number.isNaN(Date.parse(at)) && UUID_PATTERN.test(id ?? '');
  return valid ? { at, id: id.toLowerCase() } : null;
}

/** GET …/activity `?cursor=&limit=`: the page after `cursor` (the first when absent), 1–50 entries (20). */
export const activityPageQuery = z.object({
  cursor: queryField(
    (value) => (typeof value === 'string' && decodeActivityCursor(value) ? value : REFUSED),
    () => 'cursor must be the nextCursor of an activity page, as given; leave it out for the first page.',
    undefined,
    { type: 'string', description: "The previous page's nextCursor." },
  ),
  limit: wholeNumberField(
    'limit',
    ACTIVITY_PAGE_MAX,
    (value) => `limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}, got '${String(value)}'.`,
    ACTIVITY_PAGE_DEFAULT,
  ),
});
export type ActivityPageQuery = z.infer<typeof activityPageQuery>;
/** What a sender sends: the cursor and the limit may be left out (the first page, the default size). */
export type ActivityPageRequest = Partial<ActivityPageQuery>;

/** GET /api/users/{username}/activity: as `viewerId` (when signed in) may see it. */
export const userActivityRequest = z.object({
  username: z.string({ error: 'username must be text.' }),
  query: activityPageQuery,
  viewerId,
});
export type UserActivityQuery = z.infer<typeof userActivityRequest>;
export type UserActivityRequest = Omit<UserActivityQuery, 'query'> & { query: ActivityPageRequest };

/** GET /api/auth/activity/friends: the signed-in user's friends' public activity. */
export const friendsActivityRequest = z.object({ query: activityPageQuery, userId });
export type FriendsActivityQuery = z.infer<typeof friendsActivityRequest>;
export type FriendsActivityRequest = Omit<FriendsActivityQuery, 'query'> & { query: ActivityPageRequest };

/** Most titles one followers request may name. */
export const ANIME_FOLLOWERS_MAX_IDS = 500;
const followersIdsError = `animeIds must be a list of at most ${ANIME_FOLLOWERS_MAX_IDS} title ids.`;

/** lists.followers.list: the titles whose followers the notifications job wants. */
export const animeFollowersRequest = z.object({
  animeIds: z
    .array(z.number({ error: followersIdsError }).int({ error: followersIdsError }).positive(), {
      error: followersIdsError,
    })
    .max(ANIME_FOLLOWERS_MAX_IDS, { error: followersIdsError }),
});
export type AnimeFollowersRequest = z.infer<typeof animeFollowersRequest>;

/** lists.listers.list: the page after the user id `after` (the first when absent). */
export const listersPageRequest = z.object({
  after: userIdField('after').optional(),
});
export type ListersPageRequest = z.infer<typeof listersPageRequest>;
