import type { Episode, ExternalLink } from '@tracker/contracts';

/**
 * Jikan v4 bodies of the detail sub-resources, as the catalogue passes them on
 * (`/api/anime/{id}/{resource}`). Fields the real API leaves null on some titles are nullable here.
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

export interface JikanPagination {
  last_visible_page: number;
  has_next_page: boolean;
  current_page: number;
  items?: { count: number; total: number; per_page: number };
}

/** The `data` of each sub-resource this page reads. */
export interface DetailResourceData {
  episodes: Episode[];
  relations: JikanRelationGroup[];
  characters: JikanCharacterRole[];
  staff: JikanStaffMember[];
  statistics: JikanStatistics;
  themes: JikanThemes;
  external: ExternalLink[];
}
