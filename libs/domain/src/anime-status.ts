/** Spec §4: the labels the interface shows instead of the public database's status values. */
const NORMALIZED_STATUS: Readonly<Record<string, string>> = {
  'Finished Airing': 'Completed',
  'Currently Airing': 'Airing',
  'Not yet aired': 'Upcoming',
};

/**
 * Spec §4 status normalisation for cards and details. Unknown values pass through unchanged so a
 * new upstream status still shows; a missing status stays null.
 */
export function normalizeAnimeStatus(status: string | null | undefined): string | null {
  if (!status) return null;
  return NORMALIZED_STATUS[status] ?? status;
}
