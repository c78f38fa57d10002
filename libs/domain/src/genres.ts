/**
 * Spec §9 genre id → search keyword. The similar-titles 'high-rated keyword' strategy searches the
 * catalogue with these words, so only the genres that make useful search terms are listed.
 */
export const GENRE_KEYWORDS: Readonly<Record<number, string>> = {
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
};

/** The keywords of `genres` in their order, skipping genres without one. */
export function genreKeywords(genres: readonly { mal_id: number }[]): string[] {
  return genres.flatMap(({ mal_id }) => GENRE_KEYWORDS[mal_id] ?? []);
}

export interface GenreOption {
  /** The public database's genre id, sent as the `genres` search parameter. */
  id: number;
  name: string;
}

/** Spec §9 genres offered by the filter panel, in the panel's order. */
export const GENRE_FILTER_OPTIONS: readonly GenreOption[] = [
  { id: 1, name: 'Action' },
  { id: 2, name: 'Adventure' },
  { id: 4, name: 'Comedy' },
  { id: 8, name: 'Drama' },
  { id: 10, name: 'Fantasy' },
  { id: 14, name: 'Horror' },
  { id: 7, name: 'Mystery' },
  { id: 22, name: 'Romance' },
  { id: 24, name: 'Sci-Fi' },
  { id: 36, name: 'Slice of Life' },
  { id: 30, name: 'Sports' },
  { id: 41, name: 'Thriller' },
];
