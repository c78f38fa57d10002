import type { AccountUser } from './auth.js';
import type { AnimeBatch } from './catalogue-search.js';
import type { AnimeLists, EpisodeProgressMap, ListStatistics } from './lists.js';

/**
 * GET /api/auth/session: what every signed-in screen needs first, in one answer (issue 15): the account,
 * its lists, statistics and episode progress, and the titles of the quick-access panel's opening tab
 * (watching, newest change first, as many as a tab fetches).
 */
export interface SignedInSession {
  user: AccountUser;
  lists: AnimeLists;
  statistics: ListStatistics;
  episodeProgress: EpisodeProgressMap;
  watchingTitles: AnimeBatch;
}
