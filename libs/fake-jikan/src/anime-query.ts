import { type Anime, ANIME_STATUS, type NamedResource } from '@tracker/contracts';
import { seasonOfMonth } from '@tracker/domain';

import type { SeasonRef } from './jikan.types.js';

/** Listing logic both fake APIs share: type names, seasons, orderings and the top-list filters. */

export type Query = Record<string, string>;
export type SortKey = number | string | null;

/** Jikan's lowercase `type` parameter for an anime type: 'TV Special' → 'tv_special'. */
export function typeParam(type: string | null): string | null {
  return type === null ? null : type.toLowerCase().replace(/ /g, '_');
}

/** The season an anime premiered in, from its first airing day (or its season fields when undated). */
export function premiereOf(anime: Anime): SeasonRef | null {
  if (anime.aired.from) {
    const from = new Date(anime.aired.from);
    return { year: from.getUTCFullYear(), season: seasonOfMonth(from.getUTCMonth() + 1) };
  }
  return anime.season && anime.year ? { year: anime.year, season: anime.season } : null;
}

export function inSeason(anime: Anime, season: SeasonRef): boolean {
  const premiere = premiereOf(anime);
  return premiere !== null && premiere.year === season.year && premiere.season === season.season;
}

/** Genres, explicit genres, themes and demographics together, as MAL filters and counts them. */
export function allGenres(anime: Anime): NamedResource[] {
  const explicit = (anime as Anime & { explicit_genres?: NamedResource[] }).explicit_genres ?? [];
  return [...anime.genres, ...explicit, ...anime.themes, ...anime.demographics];
}

/** Orders by `key` in `direction`; missing values go last either way, ties keep their order. */
export function sortBy(list: Anime[], key: (anime: Anime) => SortKey, direction: 'asc' | 'desc'): Anime[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...list].sort((a, b) => {
    const left = key(a);
    const right = key(b);
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    return (left < right ? -1 : left > right ? 1 : 0) * sign;
  });
}

export const TOP_FILTERS = ['airing', 'upcoming', 'bypopularity', 'favorite'] as const;
export type TopFilter = (typeof TOP_FILTERS)[number];

/** MAL's top lists: by rank, airing by rank, upcoming and by popularity by popularity, favourites by count. */
export function topAnime(all: Anime[], filter: TopFilter | undefined, type: string | undefined): Anime[] {
  const list = type ? all.filter((anime) => typeParam(anime.type) === type) : all;
  switch (filter) {
    case 'airing':
      return sortBy(
        list.filter((anime) => anime.airing),
        (anime) => anime.rank,
        'asc',
      );
    case 'upcoming':
      return sortBy(
        list.filter((anime) => anime.status === ANIME_STATUS.upcoming),
        (anime) => anime.popularity,
        'asc',
      );
    case 'bypopularity':
      return sortBy(list, (anime) => anime.popularity, 'asc');
    case 'favorite':
      return sortBy(list, (anime) => anime.favorites, 'desc');
    default:
      return sortBy(
        list.filter((anime) => anime.rank !== null),
        (anime) => anime.rank,
        'asc',
      );
  }
}

/** The titles a text search looks through. */
export function titlesOf(anime: Anime): string[] {
  return [
    anime.title,
    anime.title_english,
    anime.title_japanese,
    ...anime.title_synonyms,
    ...anime.titles.map((entry) => entry.title),
  ].filter((title): title is string => Boolean(title));
}
