import {
  accountRequest,
  imageRequest,
  tokenRevocation,
  userCardsRequest,
  userLookup,
  userSearch,
  visibleUsersRequest,
} from './auth-payloads.js';
import { refusalOf } from './refusal-of.testing.js';

const USER = '0b9c1f52-6d1e-4f7a-9a53-3c1d2e4f5a6b';
const OTHER = '7e3a1b2c-4d5e-4f60-8a71-92b3c4d5e6f7';

describe('accountRequest', () => {
  it('takes an account id and refuses anything else', () => {
    expect(accountRequest.parse({ userId: USER })).toEqual({ userId: USER });
    expect(refusalOf(accountRequest, { userId: 'me' })).toBe('userId must be the id of a user (a UUID).');
  });
});

describe('imageRequest', () => {
  it("takes an image's id", () => {
    expect(imageRequest.parse({ id: USER })).toEqual({ id: USER });
    expect(refusalOf(imageRequest, { id: '../etc' })).toBe('id must be the id of an image (a UUID).');
  });
});

describe('tokenRevocation', () => {
  const ERROR = 'A revocation needs the token id and its expiry.';

  it('takes the token id as sent, its expiry and its owner', () => {
    const revocation = { userId: USER, jti: OTHER.toUpperCase(), exp: 1_800_000_000 };
    expect(tokenRevocation.parse(revocation)).toEqual(revocation);
  });

  it.each([
    ['no token id', { userId: USER, exp: 1 }],
    ['a token id that is not one', { userId: USER, jti: 'abc', exp: 1 }],
    ['no expiry', { userId: USER, jti: OTHER }],
    ['an endless expiry', { userId: USER, jti: OTHER, exp: Infinity }],
  ])('refuses %s', (_, revocation) => {
    expect(refusalOf(tokenRevocation, revocation)).toBe(ERROR);
  });
});

describe('userLookup', () => {
  it('takes a username and the viewer when signed in', () => {
    expect(userLookup.parse({ username: 'faye' })).toEqual({ username: 'faye' });
    expect(refusalOf(userLookup, { username: ['faye'] })).toBe('username must be text.');
  });
});

describe('userSearch', () => {
  it('reads the text by its schema and leaves out no one by default', () => {
    expect(userSearch.parse({ q: ' fa ', viewerId: USER })).toEqual({
      q: 'fa',
      viewerId: USER,
      excludeIds: [],
    });
    expect(userSearch.parse({ viewerId: USER }).q).toBe('');
    expect(refusalOf(userSearch, { q: 'f', viewerId: USER })).toBe('Search text must be 2 to 50 characters.');
  });

  it('refuses excluded ids that are not user ids', () => {
    expect(refusalOf(userSearch, { q: 'fa', viewerId: USER, excludeIds: ['x'] })).toBe(
      'excludeIds must be a list of user ids.',
    );
    expect(refusalOf(userSearch, { q: 'fa', viewerId: USER, excludeIds: USER })).toBe(
      'excludeIds must be a list of user ids.',
    );
  });
});

describe('visibleUsersRequest and userCardsRequest', () => {
  it.each([
    [visibleUsersRequest, 200],
    [userCardsRequest, 1000],
  ])('take up to the most ids, refusing the list as a whole', (schema, most) => {
    const error = `ids must be a list of at most ${most} user ids.`;
    expect(schema.parse({ ids: [USER, OTHER] })).toEqual({ ids: [USER, OTHER] });
    expect(refusalOf(schema, { ids: Array.from({ length: most + 1 }, () => USER) })).toBe(error);
    expect(refusalOf(schema, { ids: [USER, 'x'] })).toBe(error);
    expect(refusalOf(schema, { ids: 'x' })).toBe(error);
  });
});
