import { z } from 'zod';

import { bodyOf, flag } from './body.js';
import { bodyAnimeId } from './list-writes.js';
import { refusalOf } from './refusal-of.testing.js';

describe(bodyOf.name, () => {
  const body = bodyOf({ animeId: z.number(), status: z.string().optional() });

  it('answers the body when it names only allowed fields', () => {
    expect(body.parse({ animeId: 1 })).toEqual({ animeId: 1 });
  });

  it.each([
    ['a string', 'text'],
    ['null', null],
    ['an array', [1, 2]],
    ['nothing', undefined],
  ])('refuses %s as a body', (_, value) => {
    expect(refusalOf(body, value)).toBe('The request body must be a JSON object.');
  });

  it('names one unknown field and what is accepted', () => {
    expect(refusalOf(body, { animeId: 1, rating: 5 })).toBe(
      'Unknown field: rating. Accepted: animeId, status.',
    );
  });

  it('names every unknown field in the plural, before any field of the body', () => {
    expect(refusalOf(body, { animeId: 'x', rating: 5, note: 'x' })).toBe(
      'Unknown fields: rating, note. Accepted: animeId, status.',
    );
  });

  it('leaves out the accepted fields and names the object when told to', () => {
    const profile = bodyOf({ bio: z.string() }, { what: 'preferences', namesAccepted: false });
    expect(refusalOf(profile, { isAdmin: true })).toBe('Unknown field: isAdmin.');
    expect(refusalOf(profile, [])).toBe('preferences must be a JSON object.');
  });
});

describe('bodyAnimeId', () => {
  it('takes a whole number from 1 to the largest Postgres integer', () => {
    expect(bodyAnimeId.parse(1)).toBe(1);
    expect(bodyAnimeId.parse(2_147_483_647)).toBe(2_147_483_647);
  });

  it('names the range for a whole number past the largest id', () => {
    expect(refusalOf(bodyAnimeId, 2_147_483_648)).toBe(
      "animeId must be a whole number from 1 to 2147483647, got '2147483648'.",
    );
  });

  it.each([0, -3, 1.5, '12', null, undefined])('refuses %p as not a positive whole number', (value) => {
    expect(refusalOf(bodyAnimeId, value)).toBe(
      `animeId must be a positive whole number, got '${String(value)}'.`,
    );
  });
});

describe(flag.name, () => {
  it('takes true and false', () => {
    expect(flag('isPrivate').parse(true)).toBe(true);
    expect(flag('isPrivate').parse(false)).toBe(false);
  });

  it.each(['true', 1, null])('refuses %p, naming the field', (value) => {
    expect(refusalOf(flag('isPrivate'), value)).toBe(
      `isPrivate must be true or false, got '${String(value)}'.`,
    );
  });
});
