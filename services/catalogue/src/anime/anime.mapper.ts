import type { Anime, AnimeImages } from '@tracker/contracts';

import type { AnimeEntity } from './anime.entity.js';

const NO_IMAGE = { image_url: null, small_image_url: null, large_image_url: null };
const NO_IMAGES: AnimeImages = { jpg: NO_IMAGE, webp: NO_IMAGE };

const airedDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tokyo',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** Jikan's aired string: 'Apr 3, 1998 to Apr 24, 1999', 'Oct 5, 2026 to ?', or 'Not available'. */
function airedString(from: Date | null, to: Date | null, airing: boolean): string {
  if (!from) return 'Not available';
  const start = airedDate.format(from);
  if (to && to.getTime() !== from.getTime()) return `${start} to ${airedDate.format(to)}`;
  return airing || !to ? `${start} to ?` : start;
}

/** A catalogue row in the public-database anime shape every client reads. */
export function toAnime(row: AnimeEntity): Anime {
  const hasSlot = row.broadcastDay !== null && row.broadcastTime !== null;
  return {
    mal_id: row.malId,
    url: `https://myanimelist.net/anime/${row.malId}`,
    images: row.images ?? NO_IMAGES,
    titles: row.titles,
    title: row.title,
    title_english: row.titleEnglish,
    title_japanese: row.titleJapanese,
    title_synonyms: row.titleSynonyms,
    type: row.type,
    source: row.source,
    episodes: row.episodes,
    status: row.status,
    airing: row.airing,
    aired: {
      from: row.airedFrom?.toISOString() ?? null,
      to: row.airedTo?.toISOString() ?? null,
      string: airedString(row.airedFrom, row.airedTo, row.airing),
    },
    duration: row.duration,
    rating: row.rating,
    score: row.score,
    scored_by: row.scoredBy,
    rank: row.rank,
    popularity: row.popularity,
    members: row.members,
    favorites: row.favorites,
    synopsis: row.synopsis,
    background: row.background,
    season: row.season,
    year: row.year,
    broadcast: {
      day: row.broadcastDay,
      time: row.broadcastTime,
      timezone: hasSlot ? 'Asia/Tokyo' : null,
      string: hasSlot ? `${row.broadcastDay} at ${row.broadcastTime} (JST)` : null,
    },
    producers: row.producers,
    studios: row.studios,
    genres: row.genres,
    themes: row.themes,
    demographics: row.demographics,
    external: row.externalLinks,
  };
}
