import {
  BASIC_SIMILAR_LIMIT,
  rankSimilarAnime,
  shouldUseBackendSimilar,
  type SimilarCandidate,
  type SimilarStrategy,
} from './similar-anime.js';

const TARGET = 1;

interface Row {
  mal_id: number;
  score: number | null;
}

const anime = (mal_id: number, score: number | null = 7): Row => ({ mal_id, score });
const found = (row: Row, ...strategies: SimilarStrategy[]): SimilarCandidate<Row> => ({
  anime: row,
  strategies,
});
const ids = (ranked: { anime: Row }[]) => ranked.map(({ anime }) => anime.mal_id);

describe('rankSimilarAnime', () => {
  it('ranks by number of strategies matched before weight', () => {
    const ranked = rankSimilarAnime(TARGET, [
      found(anime(2), 'recommendations'),
      found(anime(3), 'theme', 'highRatedKeyword'),
    ]);
    // Two light strategies (5 + 4) beat one heavy one (10).
    expect(ids(ranked)).toEqual([3, 2]);
  });

  it('ranks by total weight when the number of strategies is equal', () => {
    const ranked = rankSimilarAnime(TARGET, [
      found(anime(2), 'theme'),
      found(anime(3), 'studio'),
      found(anime(4), 'recommendations'),
      found(anime(5), 'genres'),
      found(anime(6), 'highRatedKeyword'),
      found(anime(7), 'demographic'),
    ]);
    expect(ids(ranked)).toEqual([4, 3, 5, 7, 2, 6]);
    expect(ranked.map(({ weight }) => weight)).toEqual([10, 8, 7, 6, 5, 4]);
  });

  it('ranks by score when strategies and weight are equal, unscored last', () => {
    const ranked = rankSimilarAnime(TARGET, [
      found(anime(2, null), 'genres'),
      found(anime(3, 7.1), 'genres'),
      found(anime(4, 8.9), 'genres'),
    ]);
    expect(ids(ranked)).toEqual([4, 3, 2]);
  });

  it('keeps the input order for full ties', () => {
    const ranked = rankSimilarAnime(TARGET, [found(anime(5, null), 'theme'), found(anime(3, null), 'theme')]);
    expect(ids(ranked)).toEqual([5, 3]);
  });

  it('merges the same anime found by several strategies and counts each strategy once', () => {
    const ranked = rankSimilarAnime(TARGET, [
      found(anime(2), 'studio'),
      found(anime(3), 'recommendations'),
      found(anime(2), 'genres', 'studio'),
    ]);
    expect(ranked[0]).toEqual({ anime: anime(2), strategies: ['studio', 'genres'], weight: 15 });
    expect(ids(ranked)).toEqual([2, 3]);
  });

  it('keeps the first record seen for a duplicate', () => {
    const first = anime(2, 6);
    const [ranked] = rankSimilarAnime(TARGET, [found(first, 'theme'), found(anime(2, 9), 'studio')]);
    expect(ranked.anime).toBe(first);
  });

  it('excludes the target itself', () => {
    expect(ids(rankSimilarAnime(TARGET, [found(anime(TARGET), 'studio'), found(anime(2), 'theme')]))).toEqual(
      [2],
    );
  });

  it('drops candidates tagged with no strategy', () => {
    expect(rankSimilarAnime(TARGET, [found(anime(2))])).toEqual([]);
  });

  it('returns at most 20 for the enhanced version and 12 for the basic one', () => {
    const many = Array.from({ length: 30 }, (_, index) => found(anime(index + 2), 'genres'));
    expect(rankSimilarAnime(TARGET, many)).toHaveLength(20);
    expect(rankSimilarAnime(TARGET, many, BASIC_SIMILAR_LIMIT)).toHaveLength(12);
  });

  it('returns nothing for no candidates', () => {
    expect(rankSimilarAnime(TARGET, [])).toEqual([]);
  });
});

describe('shouldUseBackendSimilar', () => {
  const complete = {
    images: { jpg: { image_url: 'https://x/1.jpg' } },
    genres: [{ mal_id: 1 }],
    synopsis: 'Something happens.',
  };
  const incomplete = { ...complete, synopsis: null };

  it('uses the backend list when at least 10 complete titles came back', () => {
    expect(shouldUseBackendSimilar([...Array(10).fill(complete), incomplete])).toBe(true);
  });

  it('does not use it with fewer than 10 complete titles, however many came back', () => {
    expect(shouldUseBackendSimilar([...Array(9).fill(complete), ...Array(5).fill(incomplete)])).toBe(false);
    expect(shouldUseBackendSimilar([])).toBe(false);
  });
});
