// Seeds and forgets these queries as the session starts and ends.
import '../list-session-listeners';

import { useMemo } from 'react';

import { useAnimeLists } from '../api/get-anime-lists';
import { useEpisodeProgress } from '../api/get-episode-progress';
import { useStatistics } from '../api/get-statistics';
import { emptySession, entriesOf, type ListSession, withEntries } from '../list-session';

const NOT_LOADED = emptySession(false);
const FAILED = emptySession(true);

/**
 * The signed-in user's lists (spec §3 session state); empty and not loaded for anonymous visitors. When
 * any of lists, statistics and progress cannot be loaded, all three are empty (spec §4).
 */
export function useListSession(): ListSession {
  const lists = useAnimeLists();
  const statistics = useStatistics();
  const progress = useEpisodeProgress();
  const failed = lists.isError || statistics.isError || progress.isError;

  return useMemo(() => {
    if (lists.data && statistics.data && progress.data) {
      return withEntries({
        loaded: true,
        entries: entriesOf(lists.data),
        statistics: statistics.data,
        episodeProgress: progress.data,
      });
    }
    return failed ? FAILED : NOT_LOADED;
  }, [lists.data, statistics.data, progress.data, failed]);
}
