import {
  animeByIdRequest,
  animeChanged,
  animeIdsRequest,
  franchiseRequest,
  pageRequest,
} from './catalogue-payloads.js';
import { refusalOf } from './refusal-of.testing.js';

describe('animeByIdRequest', () => {
  it('takes an id and a time to wait until, ignoring a wait that is not a time', () => {
    expect(animeByIdRequest.parse({ id: 21, openedWaitUntil: 5 })).toEqual({ id: 21, openedWaitUntil: 5 });
    expect(animeByIdRequest.parse({ id: '21', openedWaitUntil: 'soon' })).toEqual({ id: 21 });
  });

  it.each([
    ['x', "Anime id must be a positive whole number, got 'x'."],
    [99_999_999_999, "Anime id must be a whole number from 1 to 2147483647, got '99999999999'."],
  ])('refuses the id %p', (id, message) => {
    expect(refusalOf(animeByIdRequest, { id })).toBe(message);
    expect(refusalOf(franchiseRequest, { id })).toBe(message);
  });
});

describe('animeIdsRequest', () => {
  const LIST_ERROR = 'ids must be a list of at most 5000 anime ids.';

  it('takes up to 5000 ids', () => {
    expect(animeIdsRequest.parse({ ids: [1, '2'] })).toEqual({ ids: [1, 2] });
    expect(animeIdsRequest.parse({ ids: Array.from({ length: 5000 }, (_, n) => n + 1) }).ids).toHaveLength(
      5000,
    );
  });

  it('refuses anything but a list, a longer one, and a bad id in it', () => {
    expect(refusalOf(animeIdsRequest, { ids: 7 })).toBe(LIST_ERROR);
    expect(refusalOf(animeIdsRequest, {})).toBe(LIST_ERROR);
    expect(refusalOf(animeIdsRequest, { ids: Array.from({ length: 5001 }, (_, n) => n + 1) })).toBe(
      LIST_ERROR,
    );
    expect(refusalOf(animeIdsRequest, { ids: [1, 0] })).toBe(
      "Anime id must be a positive whole number, got '0'.",
    );
  });
});

describe('pageRequest', () => {
  it('reads page 1 when absent', () => {
    expect(pageRequest.parse({})).toEqual({ page: 1 });
    expect(pageRequest.parse({ page: 3 })).toEqual({ page: 3 });
  });

  it('refuses a page out of range', () => {
    expect(refusalOf(pageRequest, { page: 0 })).toBe("Page must be a whole number from 1 to 10000, got '0'.");
  });
});

describe('animeChanged', () => {
  it('takes the changed ids', () => {
    expect(animeChanged.parse({ ids: [1, 2] })).toEqual({ ids: [1, 2] });
    expect(refusalOf(animeChanged, { ids: ['x'] })).toBe(
      "Anime id must be a positive whole number, got 'x'.",
    );
  });
});
