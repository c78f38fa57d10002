import { onSessionRead, onSignedOut } from '../auth/signed-in-listeners';
import { seedSocialBadges } from './api/social-badges';

// In the first screen's script (the sidebar itself loads later), so the session's counts are kept.
onSessionRead(({ user, badges }, queryClient) => {
  if (badges) seedSocialBadges(queryClient, user.id, badges);
});
// What the sidebar kept of a user goes when they sign out, or their token is refused.
onSignedOut((queryClient) => queryClient.removeQueries({ queryKey: ['social'] }));
