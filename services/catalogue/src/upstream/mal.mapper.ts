import {
  type Anime,
  ANIME_STATUS,
  type AnimeAired,
  type AnimeBroadcast,
  type AnimeImages,
  type AnimeSeason,
  type NamedResource,
} from '@tracker/contracts';

/** An anime node of MyAnimeList API v2; every field beyond id and title comes only when asked for. */
export interface MalNode {
  id: number;
  title: string;
  main_picture?: { medium?: string; large?: string } | null;
  alternative_titles?: { synonyms?: string[]; en?: string; ja?: string } | null;
  /** YYYY-MM-DD, or YYYY-MM / YYYY when MAL knows no more. */
  start_date?: string | null;
  end_date?: string | null;
  synopsis?: string | null;
  background?: string | null;
  mean?: number | null;
  rank?: number | null;
  popularity?: number | null;
  num_list_users?: number | null;
  num_scoring_users?: number | null;
  genres?: MalEntity[];
  studios?: MalEntity[];
  media_type?: string | null;
  status?: string | null;
  /** 0 when not known yet. */
  num_episodes?: number | null;
  start_season?: { year: number; season: string } | null;
  broadcast?: { day_of_the_week: string; start_time?: string | null } | null;
  source?: string | null;
  /** Seconds; 0 when not known. */
  average_episode_duration?: number | null;
  rating?: string | null;
}

export interface MalEntity {
  id: number;
  name: string;
}

/** Every node field the mapping reads, for `fields=` (id, title and main_picture always come). */
export const MAL_LIST_FIELDS = [
  'alternative_titles',
  'start_date',
  'end_date',
  'synopsis',
  'mean',
  'rank',
  'popularity',
  'num_list_users',
  'num_scoring_users',
  'genres',
  'media_type',
  'status',
  'num_episodes',
  'start_season',
  'broadcast',
  'source',
  'average_episode_duration',
  'rating',
  'studios',
].join(',');
/** MAL serves the background text on the detail endpoint only. */
export const MAL_DETAIL_FIELDS = `${MAL_LIST_FIELDS},background`;

const TYPES: Record<string, string> = {
  tv: 'TV',
  movie: 'Movie',
  ova: 'OVA',
  ona: 'ONA',
  special: 'Special',
  tv_special: 'TV Special',
  music: 'Music',
  cm: 'CM',
  pv: 'PV',
};

const STATUSES: Record<string, string> = {
  finished_airing: ANIME_STATUS.finished,
  currently_airing: ANIME_STATUS.airing,
  not_yet_aired: ANIME_STATUS.upcoming,
};

const RATINGS: Record<string, string> = {
  g: 'G - All Ages',
  pg: 'PG - Children',
  pg_13: 'PG-13 - Teens 13 or older',
  r: 'R - 17+ (violence & profanity)',
  'r+': 'R+ - Mild Nudity',
  rx: 'Rx - Hentai',
};

/** Jikan's spelling of MAL's source codes where it is not simply the code with spaces ('light_novel'). */
const SOURCES: Record<string, string> = { '4_koma_manga': '4-koma manga' };

const SEASONS = new Set<string>(['winter', 'spring', 'summer', 'fall']);
const DAYS = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
/** MAL lists demographics among the genres; Jikan keeps them apart. */
const DEMOGRAPHIC_IDS = new Set([15, 25, 27, 42, 43]);

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const monthFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', year: 'numeric' });

/** MAL's path segment for a name: spaces and `:;&/+` become underscores, other ASCII punctuation but `-` goes. */
function urlSlug(name: string): string {
  return name.replace(/[\s:;&/+]/g, '_').replace(/[!-,./:-@[-^`{-~]/g, '');
}

const text = (value: string | null | undefined) => (value?.trim() ? value : null);

function images(picture: MalNode['main_picture']): AnimeImages {
  const medium = picture?.medium ?? picture?.large ?? null;
  const set = {
    image_url: medium,
    // MAL offers two sizes only; the medium one stands in for the thumbnail.
    small_image_url: medium,
    large_image_url: picture?.large ?? medium,
  };
  // MAL serves jpg only: the webp set repeats it, so readers of either set get a picture.
  return { jpg: set, webp: { ...set } };
}

function resource(kind: 'genre' | 'producer', entity: MalEntity): NamedResource {
  return {
    mal_id: entity.id,
    type: 'anime',
    name: entity.name,
    url: `https://myanimelist.net/anime/${kind}/${entity.id}/${urlSlug(entity.name)}`,
  };
}

/** A MAL date (possibly only a month or a year) as Jikan's ISO time and display text. */
function day(value: string | null | undefined): { iso: string; label: string } | null {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value ?? '');
  if (!match) return null;
  const [, year, month, date] = match;
  const iso = `${year}-${month ?? '01'}-${date ?? '01'}T00:00:00+00:00`;
  const at = new Date(iso);
  const label = date ? dayFormat.format(at) : month ? monthFormat.format(at) : year;
  return { iso, label };
}

/** Jikan's wording: 'Apr 3, 1998 to Apr 24, 1999', 'Oct 2026 to ?', 'Jul 20, 2001', 'Not available'. */
function aired(node: MalNode, finished: boolean): AnimeAired {
  const from = day(node.start_date);
  // A title shown on one day (most movies) has no end in Jikan's shape.
  const to = node.end_date === node.start_date ? null : day(node.end_date);
  if (!from) return { from: null, to: to?.iso ?? null, string: 'Not available' };
  const string = to ? `${from.label} to ${to.label}` : finished ? from.label : `${from.label} to ?`;
  return { from: from.iso, to: to?.iso ?? null, string };
}

/** '24 min per ep', '1 hr 54 min', '30 sec per ep', as Jikan copies them from MAL's pages. */
function duration(seconds: number | null | undefined, episodes: number | null): string | null {
  if (!seconds || seconds <= 0) return null;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const length =
    seconds < 60
      ? `${seconds} sec`
      : [hours && `${hours} hr`, minutes && `${minutes} min`].filter(Boolean).join(' ');
  return episodes === 1 ? length : `${length} per ep`;
}

function broadcast(slot: MalNode['broadcast']): AnimeBroadcast {
  const weekday = slot?.day_of_the_week;
  if (!weekday || !DAYS.has(weekday)) return { day: null, time: null, timezone: null, string: null };
  const dayName = `${weekday[0].toUpperCase()}${weekday.slice(1)}s`;
  const time = slot.start_time && /^[0-2]\d:[0-5]\d$/.test(slot.start_time) ? slot.start_time : null;
  return {
    day: dayName,
    time,
    timezone: 'Asia/Tokyo',
    string: time ? `${dayName} at ${time} (JST)` : dayName,
  };
}

function source(code: string | null | undefined): string | null {
  if (!code) return null;
  const spaced = code.replace(/_/g, ' ');
  return SOURCES[code] ?? `${spaced[0].toUpperCase()}${spaced.slice(1)}`;
}

/**
 * A MAL v2 node in the anime shape every layer exchanges (Jikan v4's). What MAL does not offer stays
 * empty: favorites, producers and the themes (MAL lists themes among the genres).
 */
export function fromMalNode(node: MalNode): Anime {
  const alternative = node.alternative_titles ?? {};
  const titleEnglish = text(alternative.en);
  const titleJapanese = text(alternative.ja);
  const synonyms = alternative.synonyms ?? [];
  const status = (node.status && STATUSES[node.status]) ?? null;
  const episodes = node.num_episodes ? node.num_episodes : null;
  const season = node.start_season && SEASONS.has(node.start_season.season) ? node.start_season : null;
  const genres = node.genres ?? [];
  return {
    mal_id: node.id,
    url: `https://myanimelist.net/anime/${node.id}/${urlSlug(node.title)}`,
    images: images(node.main_picture),
    titles: [
      { type: 'Default', title: node.title },
      ...synonyms.map((title) => ({ type: 'Synonym', title })),
      ...(titleJapanese ? [{ type: 'Japanese', title: titleJapanese }] : []),
      ...(titleEnglish ? [{ type: 'English', title: titleEnglish }] : []),
    ],
    title: node.title,
    title_english: titleEnglish,
    title_japanese: titleJapanese,
    title_synonyms: synonyms,
    type: (node.media_type && TYPES[node.media_type]) ?? null,
    source: source(node.source),
    episodes,
    status,
    airing: status === ANIME_STATUS.airing,
    aired: aired(node, status === ANIME_STATUS.finished),
    duration: duration(node.average_episode_duration, episodes),
    rating: (node.rating && RATINGS[node.rating]) ?? null,
    score: node.mean ?? null,
    scored_by: node.num_scoring_users ?? null,
    rank: node.rank ?? null,
    popularity: node.popularity ?? null,
    members: node.num_list_users ?? null,
    favorites: null,
    synopsis: text(node.synopsis),
    background: text(node.background),
    season: season ? (season.season as AnimeSeason) : null,
    year: season?.year ?? null,
    broadcast: broadcast(node.broadcast),
    producers: [],
    studios: (node.studios ?? []).map((studio) => resource('producer', studio)),
    genres: genres.filter((genre) => !DEMOGRAPHIC_IDS.has(genre.id)).map((genre) => resource('genre', genre)),
    themes: [],
    demographics: genres
      .filter((genre) => DEMOGRAPHIC_IDS.has(genre.id))
      .map((genre) => resource('genre', genre)),
  };
}
