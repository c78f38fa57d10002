import { adminUserRequest, adminUsersQuery } from './admin-users-payloads.js';
import { refusalOf } from './refusal-of.testing.js';

const ACTOR = '7a0c3f52-1b2d-4e8f-9a6b-0c1d2e3f4a5b';

describe('adminUsersQuery', () => {
  it('lists everyone from page 1 when nothing is asked', () =>
    expect(adminUsersQuery.parse({})).toEqual({ q: '', page: 1 }));

  it('reads the text trimmed and the page as a number', () =>
    expect(adminUsersQuery.parse({ q: '  Spike ', page: '3' })).toEqual({ q: 'Spike', page: 3 }));

  it('takes 100 characters once trimmed', () =>
    expect(adminUsersQuery.parse({ q: ` ${'x'.repeat(100)} ` }).q).toHaveLength(100));

  it.each(['x'.repeat(101), 'a\u0000b', 42, ['ab', 'cd']])('refuses q %p', (q) =>
    expect(refusalOf(adminUsersQuery, { q })).toBe(
      'q must be text of at most 100 characters, without NUL characters.',
    ),
  );

  it.each(['0', '10001', 'x'])('refuses page %p', (page) =>
    expect(refusalOf(adminUsersQuery, { page })).toBe(
      `page must be a whole number from 1 to 10000, got '${page}'.`,
    ),
  );
});

describe('adminUserRequest', () => {
  it('reads both ids in lower case', () =>
    expect(adminUserRequest.parse({ actorId: ACTOR.toUpperCase(), userId: ACTOR })).toEqual({
      actorId: ACTOR,
      userId: ACTOR,
    }));

  it('refuses a user id that is not a UUID with the house message', () =>
    expect(refusalOf(adminUserRequest, { actorId: ACTOR, userId: '42' })).toBe(
      'userId must be the id of a user (a UUID).',
    ));
});
