import type { Episode, EpisodePage } from '@tracker/contracts';

/** The public database's episode page size, so synthesised pages line up with real ones. */
export const EPISODES_PER_PAGE = 100;

/** Keeps synthesised ids of different anime apart: anime 5114 episode 3 is 5114003. */
const EPISODE_ID_FACTOR = 1000;

/** Spec §9 episode names by anime type (matched case-insensitively); other types use 'Episode N'. */
const EPISODE_NAME_BY_TYPE: Readonly<Record<string, string>> = {
  movie: 'Part',
  special: 'Special',
  ova: 'OVA',
};

export interface EpisodeSynthesisSource {
  mal_id: number;
  title: string;
  type: string | null;
  episodes: number | null;
}

/**
 * Spec §9: the episode list of a title the public database has none for (movies, specials, OVAs,
 * or after a failed load). An unknown or invalid episode count means one episode, and a
 * single-episode title names it after the anime. `page` is 1-based.
 */
export function synthesiseEpisodes(anime: EpisodeSynthesisSource, page = 1): EpisodePage {
  const total =
    anime.episodes && Number.isSafeInteger(anime.episodes) && anime.episodes > 0 ? anime.episodes : 1;
  const prefix = EPISODE_NAME_BY_TYPE[anime.type?.toLowerCase() ?? ''] ?? 'Episode';
  const first = (page - 1) * EPISODES_PER_PAGE + 1;
  const last = Math.min(total, page * EPISODES_PER_PAGE);
  const data = Array.from({ length: Math.max(0, last - first + 1) }, (_, index): Episode => {
    const number = first + index;
    return {
      mal_id: anime.mal_id * EPISODE_ID_FACTOR + number,
      url: null,
      title: total === 1 ? anime.title : `${prefix} ${number}`,
      title_japanese: null,
      title_romanji: null,
      aired: null,
      score: null,
      filler: false,
      recap: false,
      forum_url: null,
    };
  });
  const lastPage = Math.ceil(total / EPISODES_PER_PAGE);
  return {
    data,
    pagination: {
      last_visible_page: lastPage,
      has_next_page: page < lastPage,
      current_page: page,
      items: { count: data.length, total, per_page: EPISODES_PER_PAGE },
    },
  };
}
