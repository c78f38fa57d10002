import {
  activityPageQuery,
  decodeActivityCursor,
  encodeActivityCursor,
  entryAddPayload,
  entryRemovalPayload,
  entryUpdatePayload,
  episodeUnmarkPayload,
  listExportRequest,
  listImportRequest,
  ownAnswersChanged,
  ownerRequest,
  recommendationsRequest,
  userListsRequest,
  usersByAnimeRequest,
} from './lists-payloads.js';
import { refusalOf } from './refusal-of.testing.js';

const USER = '0b9c1f52-6d1e-4f7a-9a53-3c1d2e4f5a6b';
const KEY_ERROR =
  'The Idempotency-Key header must be 1-255 visible ASCII characters, such as a UUID made for this action.';

describe('ownerRequest', () => {
  it('takes the id from a token, lower-cased', () => {
    expect(ownerRequest.parse({ userId: USER.toUpperCase() })).toEqual({ userId: USER });
  });

  it.each([undefined, 42, 'user-1'])('refuses a user id that is %p', (userId) => {
    expect(refusalOf(ownerRequest, { userId })).toBe('userId must be the id of a user (a UUID).');
  });
});

describe('entryAddPayload', () => {
  const add = { userId: USER, body: { animeId: 21, status: 'watching' }, idempotencyKey: 'k-1' };

  it('takes the body, the owner and the retry key', () => {
    expect(entryAddPayload.parse(add)).toEqual(add);
    expect(entryAddPayload.parse({ ...add, idempotencyKey: undefined })).toEqual({
      ...add,
      idempotencyKey: undefined,
    });
  });

  it("refuses the body with its own schema's message", () => {
    expect(refusalOf(entryAddPayload, { ...add, body: { animeId: 21, status: 'later' } })).toBe(
      "status must be one of watching, completed, on_hold, dropped, plan_to_watch, favorite, got 'later'.",
    );
  });

  it.each(['', 'two words', 'k'.repeat(256), 42])('refuses the retry key %p', (idempotencyKey) => {
    expect(refusalOf(entryAddPayload, { ...add, idempotencyKey })).toBe(KEY_ERROR);
  });

  it('answers the body before the owner and the key, as the gateway checks them', () => {
    expect(refusalOf(entryAddPayload, { userId: 'x', body: null, idempotencyKey: '' })).toBe(
      'The request body must be a JSON object.',
    );
  });
});

describe('entryUpdatePayload', () => {
  it('answers the body before the route id', () => {
    expect(refusalOf(entryUpdatePayload, { userId: USER, animeId: 'x', body: {} })).toBe(
      'The request body names no field to change. Accepted: status, score, isFavorite, timesRewatched, isPrivate, episodesWatched.',
    );
    expect(refusalOf(entryUpdatePayload, { userId: USER, animeId: 'x', body: { score: 7 } })).toBe(
      "Anime id must be a positive whole number, got 'x'.",
    );
  });
});

describe('entryRemovalPayload', () => {
  it('answers the id before what to remove', () => {
    expect(refusalOf(entryRemovalPayload, { userId: USER, animeId: 0, what: 'all' })).toBe(
      "Anime id must be a positive whole number, got '0'.",
    );
    expect(refusalOf(entryRemovalPayload, { userId: USER, animeId: 1, what: 'all' })).toBe(
      "What to remove must be one of watching, completed, on_hold, dropped, plan_to_watch, favorite, rating, got 'all'.",
    );
  });
});

describe('episodeUnmarkPayload', () => {
  it('reads the route values as numbers', () => {
    expect(episodeUnmarkPayload.parse({ userId: USER, animeId: '5', episodeNumber: '3' })).toEqual({
      userId: USER,
      animeId: 5,
      episodeNumber: 3,
    });
  });
});

describe('userListsRequest', () => {
  it('takes a username and, when signed in, the viewer', () => {
    expect(userListsRequest.parse({ username: 'spike' })).toEqual({ username: 'spike' });
    expect(userListsRequest.parse({ username: 'spike', viewerId: USER })).toEqual({
      username: 'spike',
      viewerId: USER,
    });
  });

  it('refuses a username that is not text and a viewer that is not an id', () => {
    expect(refusalOf(userListsRequest, { username: 7 })).toBe('username must be text.');
    expect(refusalOf(userListsRequest, { username: 'spike', viewerId: 'me' })).toBe(
      'viewerId must be the id of a user (a UUID).',
    );
  });
});

describe('usersByAnimeRequest', () => {
  it('defaults the limit', () => {
    expect(usersByAnimeRequest.parse({ animeId: 1 })).toEqual({ animeId: 1, limit: 10 });
  });

  it('answers the id before the limit', () => {
    expect(refusalOf(usersByAnimeRequest, { animeId: 'x', limit: 99 })).toBe(
      "Anime id must be a positive whole number, got 'x'.",
    );
    expect(refusalOf(usersByAnimeRequest, { animeId: 1, limit: 99 })).toBe(
      "limit must be a whole number from 1 to 50, got '99'.",
    );
  });
});

describe('recommendationsRequest', () => {
  it("takes the route's user as sent: anyone else's is FORBIDDEN, not malformed", () => {
    expect(recommendationsRequest.parse({ userId: USER, forUserId: 'someone' })).toEqual({
      userId: USER,
      forUserId: 'someone',
    });
    expect(refusalOf(recommendationsRequest, { userId: USER })).toBe('forUserId must be text.');
  });
});

describe('list transfers', () => {
  it('defaults the export format and refuses another', () => {
    expect(listExportRequest.parse({ userId: USER, username: 'spike' })).toEqual({
      userId: USER,
      username: 'spike',
      format: 'mal',
    });
    expect(refusalOf(listExportRequest, { userId: USER, username: 'spike', format: 'csv' })).toBe(
      "format must be one of mal, json, got 'csv'.",
    );
  });

  it('refuses an import without XML', () => {
    expect(refusalOf(listImportRequest, { userId: USER, xml: ' ', dryRun: false })).toBe(
      'The body must be a MyAnimeList export (XML).',
    );
  });
});

describe('ownAnswersChanged', () => {
  it('takes user ids and refuses anything else', () => {
    expect(ownAnswersChanged.parse({ userIds: [USER] })).toEqual({ userIds: [USER] });
    expect(refusalOf(ownAnswersChanged, { userIds: ['x'] })).toBe(
      'userId must be the id of a user (a UUID).',
    );
  });
});

describe('the activity cursor', () => {
  const cursor = { at: '2026-11-28T10:00:00.123456Z', id: USER };
  const CURSOR_ERROR =
    'cursor must be the nextCursor of an activity page, as given; leave it out for the first page.';

  it('reads back what it wrote, as URL-safe text', () => {
    const text = encodeActivityCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeActivityCursor(text)).toEqual(cursor);
  });

  it.each([
    '',
    'not a cursor',
    btoa('2026-11-28T10:00:00.123456Z~user-1'),
    btoa('yesterday~' + USER),
    'x'.repeat(201),
  ])('reads no cursor from %p', (text) => {
    expect(decodeActivityCursor(text)).toBeNull();
  });

  it('is optional in the page query, with the default limit of 20 and at most 50', () => {
    expect(activityPageQuery.parse({})).toEqual({ cursor: undefined, limit: 20 });
    const text = encodeActivityCursor(cursor);
    expect(activityPageQuery.parse({ cursor: text, limit: '50' })).toEqual({ cursor: text, limit: 50 });
    expect(refusalOf(activityPageQuery, { cursor: 'abc!' })).toBe(CURSOR_ERROR);
    expect(refusalOf(activityPageQuery, { limit: '51' })).toBe(
      "limit must be a whole number from 1 to 50, got '51'.",
    );
  });
});
