import type { EpisodeProgressResult } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { useEpisodeWrite } from '../hooks/use-episode-write';

export interface AllEpisodesMark {
  animeId: number;
  totalEpisodes: number;
}

/** POST /api/auth/mark-all-episodes-watched: episodes 1 to the total watched (spec §4); retried with its key. */
export const markAllEpisodes = ({ animeId, totalEpisodes }: AllEpisodesMark) =>
  apiSend<EpisodeProgressResult>('POST', '/auth/mark-all-episodes-watched', {
    json: { animeId, totalEpisodes },
    retriable: true,
  });

export const useMarkAllEpisodes = () => useEpisodeWrite(markAllEpisodes);
