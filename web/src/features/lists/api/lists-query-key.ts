/** Every query of one user's lists, statistics and progress starts here, so a reload or sign-out reaches all. */
export const listsQueryKey = (userId: string) => ['lists', userId] as const;

/** The lists of whoever was signed in: what a sign-out forgets. */
export const ALL_LISTS_QUERY_KEY = ['lists'] as const;

/**
 * Only the user's own writes change these answers: kept until sign-out and reloaded after a write, never
 * on a timer. A failed load falls back to empty lists (spec §4) instead of asking again.
 */
export const LIST_QUERY_RULES = {
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  retryOnMount: false,
} as const;
