import type { EpisodeProgressResult } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { useEpisodeWrite } from '../hooks/use-episode-write';

export interface EpisodeMark {
  animeId: number;
  episodeNumber: number;
}

/** POST /api/auth/episode-progress: one episode watched; retried with its key. */
export const markEpisode = ({ animeId, episodeNumber }: EpisodeMark) =>
  apiSend<EpisodeProgressResult>('POST', '/auth/episode-progress', {
    json: { animeId, episodeNumber },
    retriable: true,
  });

export const useMarkEpisode = () => useEpisodeWrite(markEpisode);
