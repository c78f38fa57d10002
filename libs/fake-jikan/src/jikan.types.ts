import type {
  Anime,
  AnimeAired,
  AnimeSeason,
  Episode,
  ExternalLink,
  JikanCharacterRole,
  JikanRecommendation,
  JikanRelationGroup,
  JikanStaffMember,
  JikanStatistics,
  JikanThemes,
  NamedResource,
} from '@tracker/contracts';

/** Jikan v4 shapes only the fake serves, as the real API spells them; the detail shapes are the contracts'. */

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

export interface JikanGenre {
  mal_id: number;
  name: string;
  url: string;
  count: number;
}

/** Everything Jikan serves about one anime beside the anime object itself. */
export interface AnimeDetails {
  episodes: Episode[];
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
