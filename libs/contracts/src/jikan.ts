import type { Anime, Episode, ExternalLink } from './anime.js';

/**
 * Jikan v4 bodies of an anime's detail sub-resources, declared once: the fake serves them, the catalogue
 * passes them on (`/api/anime/{id}/{resource}`) and the web reads them. Fields the real API leaves null
 * or out on some titles are nullable or optional here. Plain types, not schemas: nobody parses these
 * bodies at run time, and the web must not pay for zod to read them.
 */

export interface JikanImage {
  image_url: string | null;
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
  images: { jpg: JikanImage };
  name: string;
}

export interface JikanCharacterRole {
  character: {
    mal_id: number;
    url: string;
    images: { jpg: JikanImage; webp?: JikanImage & { small_image_url?: string | null } };
    name: string;
  };
  /** 'Main' or 'Supporting' on every title seen so far. */
  role: string;
  favorites?: number;
  voice_actors: Array<{ person: JikanPerson; language: string }>;
}

export interface JikanStaffMember {
  person: JikanPerson;
  positions: string[];
}

export interface JikanScoreShare {
  score: number;
  votes: number;
  percentage: number;
}

export interface JikanStatistics {
  watching: number;
  completed: number;
  on_hold: number;
  dropped: number;
  plan_to_watch: number;
  total: number;
  scores: JikanScoreShare[];
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

export interface JikanPagination {
  last_visible_page: number;
  has_next_page: boolean;
  current_page: number;
  items?: { count: number; total: number; per_page: number };
}

/** The `data` of each sub-resource. */
export interface AnimeResourceData {
  episodes: Episode[];
  relations: JikanRelationGroup[];
  characters: JikanCharacterRole[];
  staff: JikanStaffMember[];
  /** Null when neither the public API nor the catalogue has them. */
  statistics: JikanStatistics | null;
  themes: JikanThemes;
  external: ExternalLink[];
  recommendations: JikanRecommendation[];
}
