import type { EpisodeProgressResult } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { useEpisodeWrite } from '../hooks/use-episode-write';
import type { EpisodeMark } from './mark-episode';

/** DELETE /api/auth/episode-progress/{animeId}/{n}: one episode unwatched; retried with its key. */
export const unmarkEpisode = ({ animeId, episodeNumber }: EpisodeMark) =>
  apiSend<EpisodeProgressResult>('DELETE', `/auth/episode-progress/${animeId}/${episodeNumber}`, {
    retriable: true,
  });

export const useUnmarkEpisode = () => useEpisodeWrite(unmarkEpisode);
