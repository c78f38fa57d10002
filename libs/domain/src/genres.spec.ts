import { GENRE_FILTER_OPTIONS, GENRE_KEYWORDS, genreKeywords } from './genres.js';

describe('GENRE_KEYWORDS', () => {
  it('maps the 12 genre ids of the spec to their keywords', () => {
    expect(GENRE_KEYWORDS).toEqual({
      1: 'Action',
      2: 'Adventure',
      4: 'Comedy',
      8: 'Drama',
      10: 'Fantasy',
      14: 'Horror',
      22: 'Romance',
      24: 'Sci-Fi',
      26: 'Shoujo',
      27: 'Shounen',
      37: 'Supernatural',
      41: 'Thriller',
    });
  });
});

describe('genreKeywords', () => {
  it('returns the keywords of the genres in order and skips genres without one', () => {
    expect(genreKeywords([{ mal_id: 10 }, { mal_id: 7 }, { mal_id: 1 }])).toEqual(['Fantasy', 'Action']);
  });

  it('returns no keywords for no genres', () => {
    expect(genreKeywords([])).toEqual([]);
  });
});

describe('GENRE_FILTER_OPTIONS', () => {
  it('offers the 12 filter genres with their ids in the panel order', () => {
    expect(GENRE_FILTER_OPTIONS.map(({ name, id }) => `${name} ${id}`)).toEqual([
      'Action 1',
      'Adventure 2',
      'Comedy 4',
      'Drama 8',
      'Fantasy 10',
      'Horror 14',
      'Mystery 7',
      'Romance 22',
      'Sci-Fi 24',
      'Slice of Life 36',
      'Sports 30',
      'Thriller 41',
    ]);
  });
});
