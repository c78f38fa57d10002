import type { ListEntry } from '@tracker/contracts';

/** Spec §9: each quick-access tab fetches 16 titles. */
export const QUICK_ACCESS_FETCHED = 16;

/**
 * Newest change first, as the quick-access panel lists a tab's entries; ties (an import's one transaction)
 * by id, so the server and the browser group a tab's titles the same way whatever order the lists came in.
 */
export const byNewestChange = (a: ListEntry, b: ListEntry) =>
  b.updatedAt.localeCompare(a.updatedAt) || a.animeId - b.animeId;

/** The ids a quick-access tab fetches titles for: its newest entries, in the order it shows them. */
export function quickAccessIds(entries: readonly ListEntry[]): number[] {
  return [...entries]
    .sort(byNewestChange)
    .slice(0, QUICK_ACCESS_FETCHED)
    .map((entry) => entry.animeId);
}
