import type { Anime, AnimeImageSet } from '@tracker/contracts';

const NO_IMAGE: AnimeImageSet = { image_url: null, small_image_url: null, large_image_url: null };

/**
 * Jikan's anime is already our shape (spec §3); this fills what older or partial objects leave out
 * (no `titles` before 2022, recommendation entries with only id, title and images) so every screen
 * can rely on the fields being there.
 */
export function toAnime(raw: Partial<Anime> & Pick<Anime, 'mal_id' | 'title'>): Anime {
  return {
    url: `https://myanimelist.net/anime/${raw.mal_id}`,
    title_english: null,
    title_japanese: null,
    type: null,
    source: null,
    episodes: null,
    status: null,
    airing: false,
    duration: null,
    rating: null,
    score: null,
    scored_by: null,
    rank: null,
    popularity: null,
    members: null,
    favorites: null,
    synopsis: null,
    background: null,
    season: null,
    year: null,
    ...raw,
    images: { jpg: raw.images?.jpg ?? NO_IMAGE, webp: raw.images?.webp ?? NO_IMAGE },
    titles: raw.titles ?? [{ type: 'Default', title: raw.title }],
    title_synonyms: raw.title_synonyms ?? [],
    aired: raw.aired ?? { from: null, to: null, string: null },
    broadcast: raw.broadcast ?? { day: null, time: null, timezone: null, string: null },
    producers: raw.producers ?? [],
    studios: raw.studios ?? [],
    genres: raw.genres ?? [],
    themes: raw.themes ?? [],
    demographics: raw.demographics ?? [],
  };
}
