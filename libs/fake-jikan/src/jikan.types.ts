import type { Anime, AnimeAired, AnimeSeason, ExternalLink, NamedResource } from '@tracker/contracts';

/** Jikan v4 payload shapes the fake serves, as the real API spells them. */

export interface JikanDateParts {
  day: number | null;
  month: number | null;
  year: number | null;
}

export interface JikanTrailer {
  youtube_id: string | null;
  url: string | null;
  embed_url: string | null;
  images: {
    image_url: string | null;
    small_image_url: string | null;
    medium_image_url: string | null;
    large_image_url: string | null;
    maximum_image_url: string | null;
  };
}

/** The full `/anime/{id}` object: our `Anime` plus the fields Jikan sends that the product does not read. */
export type JikanAnime = Anime & {
  trailer: JikanTrailer;
  approved: boolean;
  aired: AnimeAired & { prop: { from: JikanDateParts; to: JikanDateParts } };
  licensors: NamedResource[];
  explicit_genres: NamedResource[];
};

export interface JikanEpisode {
  mal_id: number;
  url: string;
  title: string;
  title_japanese: string | null;
  title_romanji: string | null;
  aired: string | null;
  score: number | null;
  filler: boolean;
  recap: boolean;
  forum_url: string | null;
}

export interface JikanRelationEntry {
  mal_id: number;
  type: 'anime' | 'manga';
  name: string;
  url: string;
}

export interface JikanRelationGroup {
  relation: string;
  entry: JikanRelationEntry[];
}

export interface JikanPerson {
  mal_id: number;
  url: string;
  images: { jpg: { image_url: string | null } };
  name: string;
}

export interface JikanCharacterRole {
  character: {
    mal_id: number;
    url: string;
    images: {
      jpg: { image_url: string | null };
      webp: { image_url: string | null; small_image_url: string | null };
    };
    name: string;
  };
  role: 'Main' | 'Supporting';
  favorites: number;
  voice_actors: { person: JikanPerson; language: string }[];
}

export interface JikanStaffMember {
  person: JikanPerson;
  positions: string[];
}

export interface JikanStatistics {
  watching: number;
  completed: number;
  on_hold: number;
  dropped: number;
  plan_to_watch: number;
  total: number;
  scores: { score: number; votes: number; percentage: number }[];
}

export interface JikanThemes {
  openings: string[];
  endings: string[];
}

export interface JikanRecommendation {
  entry: { mal_id: number; url: string; images: Anime['images']; title: string };
  url: string;
  votes: number;
}

export interface JikanGenre {
  mal_id: number;
  name: string;
  url: string;
  count: number;
}

export interface JikanPagination {
  last_visible_page: number;
  has_next_page: boolean;
  current_page: number;
  items: { count: number; total: number; per_page: number };
}

/** Everything Jikan serves about one anime beside the anime object itself. */
export interface AnimeDetails {
  episodes: JikanEpisode[];
  relations: JikanRelationGroup[];
  characters: JikanCharacterRole[];
  staff: JikanStaffMember[];
  /** Left unset, the statistics are derived from the anime's members and score. */
  statistics?: JikanStatistics;
  themes: JikanThemes;
  external: ExternalLink[];
  streaming: ExternalLink[];
  recommendations: JikanRecommendation[];
}

export interface SeasonRef {
  year: number;
  season: AnimeSeason;
}
