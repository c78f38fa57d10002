import type { Anime } from '@tracker/contracts';
import { isCompleteAnime } from '@tracker/domain';

import type { AnimeEntity } from './anime.entity.js';

const SEASONS = new Set(['winter', 'spring', 'summer', 'fall']);

function date(value: string | null | undefined): Date | null {
  if (!value) return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** Jikan answers broadcast times like '23:00'; anything else is unknown rather than a bad row. */
function slotTime(time: string | null | undefined): string | null {
  return time && /^[0-2]\d:[0-5]\d$/.test(time) ? time : null;
}

/** A Jikan v4 anime (from /anime/{id}/full, search or top) as the catalogue row it refreshes. */
export function fromJikanAnime(
  anime: Anime,
  fetchedAt = new Date(),
): Omit<AnimeEntity, 'createdAt' | 'updatedAt' | 'seedHash' | 'searchText'> {
  return {
    malId: anime.mal_id,
    title: anime.title,
    titleEnglish: anime.title_english ?? null,
    titleJapanese: anime.title_japanese ?? null,
    titleSynonyms: anime.title_synonyms ?? [],
    titles: anime.titles ?? [{ type: 'Default', title: anime.title }],
    type: anime.type ?? null,
    source: anime.source ?? null,
    episodes: anime.episodes ?? null,
    status: anime.status ?? null,
    airing: anime.airing ?? false,
    airedFrom: date(anime.aired?.from),
    airedTo: date(anime.aired?.to),
    duration: anime.duration ?? null,
    rating: anime.rating ?? null,
    score: anime.score ?? null,
    scoredBy: anime.scored_by ?? null,
    rank: anime.rank ?? null,
    popularity: anime.popularity ?? null,
    members: anime.members ?? null,
    favorites: anime.favorites ?? null,
    synopsis: anime.synopsis ?? null,
    background: anime.background ?? null,
    season: anime.season && SEASONS.has(anime.season) ? anime.season : null,
    year: anime.year ?? null,
    broadcastDay: anime.broadcast?.day ?? null,
    broadcastTime: slotTime(anime.broadcast?.time),
    images: anime.images ?? null,
    producers: anime.producers ?? [],
    studios: anime.studios ?? [],
    genres: anime.genres ?? [],
    themes: anime.themes ?? [],
    demographics: anime.demographics ?? [],
    externalLinks: anime.external ?? [],
    complete: isCompleteAnime(anime),
    origin: 'jikan',
    fetchedAt,
  };
}
