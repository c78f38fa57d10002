import type { Anime, Episode } from '@tracker/contracts';
import type {
  JikanCharacterRole,
  JikanPagination,
  JikanPerson,
  JikanRelationGroup,
  JikanStaffMember,
  JikanStatistics,
} from '@tracker/contracts';

import { buildAnime } from '../../../testing/anime-factory';

/** A fully enriched title, modelled on the fake Jikan's 'Starlit Cartographers'. */
export function buildStarlitCartographers(overrides: Partial<Anime> = {}): Anime {
  const company = (mal_id: number, name: string, kind = 'anime') => ({
    mal_id,
    type: kind,
    name,
    url: `https://myanimelist.net/anime/producer/${mal_id}`,
  });
  return buildAnime({
    mal_id: 90001,
    url: 'https://myanimelist.net/anime/90001/Hoshizu_no_Sokuryoushi',
    title: 'Hoshizu no Sokuryoushi',
    title_english: 'Starlit Cartographers',
    title_japanese: '星図の測量士',
    title_synonyms: ['Hoshisoku'],
    type: 'TV',
    source: 'Manga',
    episodes: 12,
    status: 'Finished Airing',
    airing: false,
    aired: {
      from: '2019-04-06T00:00:00+00:00',
      to: '2019-06-22T00:00:00+00:00',
      string: 'Apr 6, 2019 to Jun 22, 2019',
    },
    duration: '24 min per ep',
    rating: 'PG-13 - Teens 13 or older',
    score: 8.21,
    scored_by: 184_320,
    rank: 310,
    popularity: 402,
    members: 512_040,
    favorites: 9_812,
    synopsis: 'Aoi Hoshimura inherits a dented brass sextant and a debt to the Floating Survey Office.',
    background: 'The first season adapts the first four volumes of the manga.',
    season: 'spring',
    year: 2019,
    broadcast: {
      day: 'Saturdays',
      time: '23:30',
      timezone: 'Asia/Tokyo',
      string: 'Saturdays at 23:30 (JST)',
    },
    producers: [company(3201, 'Meridian Records'), company(3202, 'Tsukiakari Pictures')],
    studios: [company(3101, 'Lantern Frame')],
    genres: [company(2, 'Adventure'), company(8, 'Drama'), company(10, 'Fantasy')],
    themes: [company(77, 'Seafaring')],
    demographics: [company(27, 'Shounen')],
    external: [{ name: 'Official Site', url: 'https://starlit-cartographers.example/' }],
    ...overrides,
  });
}

/** Jikan numbers episodes by their mal_id and dates them a week apart. */
export function buildEpisodes(
  count: number,
  { first = 1, filler = [], recap = [] }: { first?: number; filler?: number[]; recap?: number[] } = {},
): Episode[] {
  return Array.from({ length: count }, (_, index) => {
    const number = first + index;
    return {
      mal_id: number,
      url: `https://myanimelist.net/anime/90001/Hoshizu_no_Sokuryoushi/episode/${number}`,
      title: `Chart ${number}`,
      title_japanese: `第${number}図`,
      title_romanji: `Dai ${number} Zu`,
      aired: new Date(Date.UTC(2019, 3, 6 + index * 7)).toISOString().replace('.000Z', '+00:00'),
      score: 4.5,
      filler: filler.includes(number),
      recap: recap.includes(number),
      forum_url: null,
    };
  });
}

export function episodePage(data: Episode[], page: number, lastPage: number, total: number) {
  const pagination: JikanPagination = {
    last_visible_page: lastPage,
    has_next_page: page < lastPage,
    current_page: page,
    items: { count: data.length, total, per_page: 100 },
  };
  return { data, pagination, source: 'upstream' as const };
}

function person(mal_id: number, name: string): JikanPerson {
  return {
    mal_id,
    url: `https://myanimelist.net/people/${mal_id}`,
    images: { jpg: { image_url: `https://cdn.myanimelist.net/images/voiceactors/1/${mal_id}.jpg` } },
    name,
  };
}

export function buildCharacters(): JikanCharacterRole[] {
  const character = (
    mal_id: number,
    name: string,
    role: string,
    voices: JikanCharacterRole['voice_actors'],
  ) => ({
    character: {
      mal_id,
      url: `https://myanimelist.net/character/${mal_id}`,
      images: { jpg: { image_url: null }, webp: { image_url: null, small_image_url: null } },
      name,
    },
    role,
    favorites: 1200,
    voice_actors: voices,
  });
  return [
    character(700001, 'Hoshimura, Aoi', 'Main', [
      { person: person(800001, 'Sakuragi, Mio'), language: 'Japanese' },
      { person: person(800002, 'Reyes, Dana'), language: 'English' },
    ]),
    character(700002, 'Tachibana, Ren', 'Supporting', []),
  ];
}

export function buildStaff(): JikanStaffMember[] {
  return [
    { person: person(810001, 'Kanzaki, Hiroshi'), positions: ['Director', 'Storyboard'] },
    { person: person(810002, 'Ono, Yuki'), positions: ['Music'] },
  ];
}

export function buildStatistics(): JikanStatistics {
  const votes = [120, 80, 150, 400, 1_200, 4_800, 19_000, 48_000, 61_000, 49_570];
  const total = votes.reduce((sum, count) => sum + count, 0);
  return {
    watching: 25_602,
    completed: 307_224,
    on_hold: 20_482,
    dropped: 20_481,
    plan_to_watch: 138_251,
    total: 512_040,
    scores: votes.map((count, index) => ({
      score: index + 1,
      votes: count,
      percentage: Math.round((count / total) * 1000) / 10,
    })),
  };
}

export function buildRelations(): JikanRelationGroup[] {
  return [
    {
      relation: 'Adaptation',
      entry: [
        {
          mal_id: 120001,
          type: 'manga',
          name: 'Hoshizu no Sokuryoushi',
          url: 'https://myanimelist.net/manga/120001',
        },
      ],
    },
    {
      relation: 'Sequel',
      entry: [
        {
          mal_id: 90003,
          type: 'anime',
          name: 'Hoshizu no Sokuryoushi 2nd Season',
          url: 'https://myanimelist.net/anime/90003',
        },
      ],
    },
    {
      relation: 'Side Story',
      entry: [
        {
          mal_id: 90002,
          type: 'anime',
          name: 'Hoshizu no Sokuryoushi: Minato no Akari',
          url: 'https://myanimelist.net/anime/90002',
        },
      ],
    },
  ];
}
