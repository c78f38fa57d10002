import { z } from 'zod';

import { accountUser } from './account-responses.js';
import { animeBatch, upstreamStatus } from './catalogue-responses.js';
import { animeLists, episodeProgressMap, listStatistics } from './lists-responses.js';
import { socialBadges } from './social-responses.js';

/** The signed-in user's lists and what is computed from them, as their own routes answer them. */
export const signedInListData = z.object({
  lists: animeLists,
  statistics: listStatistics,
  episodeProgress: episodeProgressMap,
});
export type SignedInListData = z.infer<typeof signedInListData>;

/**
 * GET /api/auth/session: what every signed-in screen needs first, in one answer (issue 15): the account,
 * its list data, and the titles of the quick-access panel's opening tab (watching, newest change first,
 * as many as a tab fetches). A part whose service did not answer is null, never a failure of the whole:
 * the account still shows, and the web asks for that part on its own. `upstream` is the catalogue's word on
 * the public API (issue 16's home notice), so a signed-in home asks no health of its own; `badges` the
 * friends sidebar's counts, so it reads its lists only once opened.
 */
export const signedInSession = z.object({
  user: accountUser,
  listData: signedInListData.nullable(),
  watchingTitles: animeBatch.nullable(),
  upstream: upstreamStatus.nullable(),
  badges: socialBadges.nullable(),
});
export type SignedInSession = z.infer<typeof signedInSession>;
