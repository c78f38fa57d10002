import { badRequestWith, refusalOf } from '../../test/support/factories.js';
import { animeIdOf, booleanOf, fieldsOf, routeAnimeId } from './payload.js';

describe(fieldsOf.name, () => {
  const ALLOWED = ['animeId', 'status'] as const;

  it('answers the body when it names only allowed fields', () => {
    expect(fieldsOf({ animeId: 1 }, ALLOWED)).toEqual({ animeId: 1 });
  });

  it.each([
    ['a string', 'text'],
    ['null', null],
    ['an array', [1, 2]],
    ['nothing', undefined],
  ])('refuses %s as a body', async (_, body) => {
    expect(await refusalOf(() => fieldsOf(body, ALLOWED))).toEqual(
      badRequestWith('The request body must be a JSON object.'),
    );
  });

  it('names one unknown field and what is accepted', async () => {
    expect(await refusalOf(() => fieldsOf({ animeId: 1, rating: 5 }, ALLOWED))).toEqual(
      badRequestWith('Unknown field: rating. Accepted: animeId, status.'),
    );
  });

  it('names every unknown field in the plural', async () => {
    expect(await refusalOf(() => fieldsOf({ rating: 5, note: 'x' }, ALLOWED))).toEqual(
      badRequestWith('Unknown fields: rating, note. Accepted: animeId, status.'),
    );
  });
});

describe(animeIdOf.name, () => {
  it('takes a whole number from 1 to the largest Postgres integer', () => {
    expect(animeIdOf(1)).toBe(1);
    expect(animeIdOf(2_147_483_647)).toBe(2_147_483_647);
  });

  it('names the range for a whole number past the largest id', async () => {
    expect(await refusalOf(() => animeIdOf(2_147_483_648))).toEqual(
      badRequestWith("animeId must be a whole number from 1 to 2147483647, got '2147483648'."),
    );
  });

  it.each([0, -3, 1.5, '12', null, undefined])('refuses %p as not a positive whole number', async (value) => {
    expect(await refusalOf(() => animeIdOf(value))).toEqual(
      badRequestWith(`animeId must be a positive whole number, got '${String(value)}'.`),
    );
  });
});

describe(routeAnimeId.name, () => {
  it('takes the digits of a route as well as a number', () => {
    expect(routeAnimeId('21')).toBe(21);
    expect(routeAnimeId(21)).toBe(21);
  });

  it('refuses what is not an anime id with the route message', async () => {
    expect(await refusalOf(() => routeAnimeId('abc'))).toEqual(
      badRequestWith("Anime id must be a positive whole number, got 'abc'."),
    );
    expect(await refusalOf(() => routeAnimeId('2147483648'))).toEqual(
      badRequestWith("Anime id must be a whole number from 1 to 2147483647, got '2147483648'."),
    );
  });
});

describe(booleanOf.name, () => {
  it('takes true and false', () => {
    expect(booleanOf(true, 'isPrivate')).toBe(true);
    expect(booleanOf(false, 'isPrivate')).toBe(false);
  });

  it.each(['true', 1, null])('refuses %p, naming the field', async (value) => {
    expect(await refusalOf(() => booleanOf(value, 'isPrivate'))).toEqual(
      badRequestWith(`isPrivate must be true or false, got '${String(value)}'.`),
    );
  });
});
