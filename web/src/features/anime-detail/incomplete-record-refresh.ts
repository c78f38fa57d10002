import { type CompletenessSource, isCompleteAnime } from '@tracker/domain';

/** The first ask comes this long after the incomplete record arrived; each next one waits twice as long. */
const FIRST_DELAY_MS = 2_000;
/**
 * The last wait: 2, 4, 8, 16, 32 s, then the page stops asking. The last, a minute after opening, still
 * catches a title whose enrichment waited behind a busy limiter or a short outage.
 */
const LAST_DELAY_MS = 32_000;

/** What TanStack Query's `refetchInterval` hands over, reduced to what the schedule reads. */
interface RecordQuery {
  state: { data: CompletenessSource | undefined; dataUpdateCount: number; errorUpdateCount: number };
}

/**
 * `refetchInterval` for the detail page's record: while it is incomplete (spec §5: images, a genre, a
 * synopsis), ask again after 2, 4, 8, 16 and 32 s, then stop. The catalogue completes an opened title in the
 * background, and the complete record then replaces the shown one in place. Failed asks count too, so
 * an outage does not make the page ask for ever.
 */
export function incompleteRecordRefresh({ state }: RecordQuery): number | false {
  if (!state.data || isCompleteAnime(state.data)) return false;
  const asked = state.dataUpdateCount + state.errorUpdateCount;
  const delay = FIRST_DELAY_MS * 2 ** (asked - 1);
  return delay <= LAST_DELAY_MS ? delay : false;
}
