import type { AccountUser } from './auth.js';
import type { UpstreamStatus } from './catalogue.js';
import type { AnimeBatch } from './catalogue-search.js';
import type { AnimeLists, EpisodeProgressMap, ListStatistics } from './lists.js';
import type { SocialBadges } from './social.js';

/** The signed-in user's lists and what is computed from them, as their own routes answer them. */
export interface SignedInListData {
  lists: AnimeLists;
  statistics: ListStatistics;
  episodeProgress: EpisodeProgressMap;
}

/**
 * GET /api/auth/session: what every signed-in screen needs first, in one answer (issue 15): the account,
 * its list data, and the titles of the quick-access panel's opening tab (watching, newest change first,
 * as many as a tab fetches). A part whose service did not answer is null, never a failure of the whole:
 * the account still shows, and the web asks for that part on its own. `upstream` is the catalogue's word on
 * the public API (issue 16's home notice), so a signed-in home asks no health of its own; `badges` the
 * friends sidebar's counts, so it reads its lists only once opened.
 */
export interface SignedInSession {
  user: AccountUser;
  listData: SignedInListData | null;
  watchingTitles: AnimeBatch | null;
  upstream: UpstreamStatus | null;
  badges: SocialBadges | null;
}
