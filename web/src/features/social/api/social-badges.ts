import { type QueryClient, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { SocialBadges } from '@tracker/contracts';

import { socialQueryKey } from './social-call';

/**
 * The badge's counts from GET /api/auth/session (issue 15): the sidebar shows them until it loads its
 * lists, and pushes move them meanwhile. Nothing fetches them on their own: a session without them
 * (social slow or down, or a sign-in by form) leaves the sidebar to load its lists at once.
 */
export const socialBadgesQueryKey = (userId: string) => [...socialQueryKey(userId), 'badges'] as const;

export const seedSocialBadges = (queryClient: QueryClient, userId: string, badges: SocialBadges) =>
  queryClient.setQueryData(socialBadgesQueryKey(userId), badges);

const socialBadgesQueryOptions = (userId: string) =>
  queryOptions<SocialBadges>({
    queryKey: socialBadgesQueryKey(userId),
    queryFn: skipToken,
    staleTime: Infinity,
  });

/** The session's counts, as pushes moved them; undefined when the session did not bring them. */
export function useSocialBadges(userId: string): SocialBadges | undefined {
  return useQuery(socialBadgesQueryOptions(userId)).data;
}
