/** The public-database (Jikan v4) anime shape of spec §3, as every layer exchanges it. */
export interface AnimeImageSet {
  image_url: string | null;
  small_image_url: string | null;
  large_image_url: string | null;
}

export interface AnimeImages {
  jpg: AnimeImageSet;
  webp: AnimeImageSet;
}

export interface AnimeTitle {
  type: string;
  title: string;
}

export interface NamedResource {
  mal_id: number;
  type: string;
  name: string;
  url: string;
}

export interface AnimeAired {
  from: string | null;
  to: string | null;
  string: string | null;
}

export interface AnimeBroadcast {
  /** e.g. 'Mondays' */
  day: string | null;
  /** HH:MM in JST */
  time: string | null;
  timezone: string | null;
  string: string | null;
}

export interface ExternalLink {
  name: string;
  url: string;
}

/** The seasons in calendar order. */
export const ANIME_SEASONS = ['winter', 'spring', 'summer', 'fall'] as const;
export type AnimeSeason = (typeof ANIME_SEASONS)[number];

export interface Anime {
  mal_id: number;
  url: string;
  images: AnimeImages;
  titles: AnimeTitle[];
  title: string;
  title_english: string | null;
  title_japanese: string | null;
  title_synonyms: string[];
  type: string | null;
  source: string | null;
  episodes: number | null;
  status: string | null;
  airing: boolean;
  aired: AnimeAired;
  duration: string | null;
  rating: string | null;
  score: number | null;
  scored_by: number | null;
  rank: number | null;
  popularity: number | null;
  members: number | null;
  favorites: number | null;
  synopsis: string | null;
  background: string | null;
  season: AnimeSeason | null;
  year: number | null;
  broadcast: AnimeBroadcast;
  producers: NamedResource[];
  studios: NamedResource[];
  genres: NamedResource[];
  themes: NamedResource[];
  demographics: NamedResource[];
  external?: ExternalLink[];
}

export const ANIME_STATUS = {
  finished: 'Finished Airing',
  airing: 'Currently Airing',
  upcoming: 'Not yet aired',
} as const;

/** Spec §3 episode, as the public database returns it. */
export interface Episode {
  mal_id: number;
  url: string | null;
  title: string;
  title_japanese: string | null;
  title_romanji: string | null;
  aired: string | null;
  score: number | null;
  filler: boolean;
  recap: boolean;
  forum_url: string | null;
}

/** Spec §3 episode page result. */
export interface EpisodePage {
  data: Episode[];
  pagination: {
    last_visible_page: number;
    has_next_page: boolean;
    current_page: number;
    items: { count: number; total: number; per_page: number };
  };
}
