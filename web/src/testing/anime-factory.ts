import type { Anime } from '@tracker/contracts';

let nextId = 1;

/** A complete anime as the public database returns it once enriched. */
export function buildAnime(overrides: Partial<Anime> = {}): Anime {
  const mal_id = overrides.mal_id ?? nextId++;
  const title = overrides.title ?? `Test Anime ${mal_id}`;
  const image = (size: string) => `https://cdn.example.test/images/anime/${mal_id}${size}.jpg`;
  const imageSet = { image_url: image(''), small_image_url: image('t'), large_image_url: image('l') };
  return {
    mal_id,
    url: `https://myanimelist.net/anime/${mal_id}`,
    images: { jpg: imageSet, webp: imageSet },
    titles: [{ type: 'Default', title }],
    title,
    title_english: null,
    title_japanese: null,
    title_synonyms: [],
    type: 'TV',
    source: 'Original',
    episodes: 12,
    status: 'Currently Airing',
    airing: true,
    aired: { from: '2026-10-04T00:00:00+00:00', to: null, string: 'Oct 4, 2026 to ?' },
    duration: '24 min per ep',
    rating: 'PG-13 - Teens 13 or older',
    score: 7.8,
    scored_by: 1000,
    rank: 500,
    popularity: 800,
    members: 50000,
    favorites: 300,
    synopsis: 'A story told over twelve episodes.',
    background: null,
    season: 'fall',
    year: 2026,
    broadcast: {
      day: 'Saturdays',
      time: '23:30',
      timezone: 'Asia/Tokyo',
      string: 'Saturdays at 23:30 (JST)',
    },
    producers: [],
    studios: [],
    genres: [
      { mal_id: 1, type: 'anime', name: 'Action', url: 'https://myanimelist.net/anime/genre/1/Action' },
    ],
    themes: [],
    demographics: [],
    ...overrides,
  };
}

/** A row seeded from bangumi-data before enrichment: no images, score, synopsis or genres. */
export function buildSeededAnime(overrides: Partial<Anime> = {}): Anime {
  const empty = { image_url: null, small_image_url: null, large_image_url: null };
  return buildAnime({
    images: { jpg: empty, webp: empty },
    score: null,
    scored_by: null,
    rank: null,
    synopsis: null,
    genres: [],
    ...overrides,
  });
}
