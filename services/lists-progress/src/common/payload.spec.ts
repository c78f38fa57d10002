import { badRequestWith, refusalOf } from '../../test/support/factories.js';
import { routeAnimeId } from './payload.js';

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
