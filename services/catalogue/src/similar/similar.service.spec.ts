import { anyMalId, keywordGenreIds, rankBasic } from './similar.service.js';

const genres = (...ids: number[]) => ids.map((mal_id) => ({ mal_id }));

describe('anyMalId', () => {
  it('matches any of the ids, and nothing for none', () => {
    expect(anyMalId([3101, 11])).toBe('$[*] ? (@.mal_id == 3101 || @.mal_id == 11)');
    expect(anyMalId([])).toBeNull();
  });

  it('keeps only whole numbers in the path', () => {
    expect(anyMalId([1, '2) || true' as never, 1.5])).toBe('$[*] ? (@.mal_id == 1)');
    expect(anyMalId([Number.NaN])).toBeNull();
  });
});

describe('keywordGenreIds', () => {
  it("gives the genres whose spec §9 keyword is one of the target's", () => {
    // Slice of Life (36) and Gourmet (47) have no keyword.
    expect(keywordGenreIds(genres(10, 36, 2, 47))).toEqual([2, 10]);
    expect(keywordGenreIds([])).toEqual([]);
  });
});

describe('rankBasic', () => {
  const row = (id: number, score: number | null, ...genreIds: number[]) => ({
    id,
    score,
    genres: genres(...genreIds),
  });

  it('orders by shared genres, then score with unscored last, keeping ties in order', () => {
    const rows = [
      row(1, 9.5, 1),
      row(2, null, 1, 2),
      row(3, 7, 1, 2),
      row(4, 8, 99),
      row(5, null, 99),
      row(6, 7, 2, 1),
    ];
    expect(rankBasic(genres(1, 2), rows, 12).map(({ id }) => id)).toEqual([3, 6, 2, 1, 4, 5]);
  });

  it('stops at the limit', () => {
    const rows = Array.from({ length: 20 }, (_, index) => row(index + 1, 7, 1));
    expect(rankBasic(genres(1), rows, 12)).toHaveLength(12);
  });

  it('orders by score alone when the target has no genres', () => {
    expect(rankBasic([], [row(1, 7, 1), row(2, 9, 2)], 12).map(({ id }) => id)).toEqual([2, 1]);
  });
});
