// Keeps the session's badge counts for the sidebar, and drops its queries at sign-out.
import '../social-session-listeners';

import { lazy, Suspense } from 'react';

import { useSession } from '../../auth/hooks/use-session';

// The sidebar and its socket load only for a signed-in user, outside the first screen's script.
const SocialSidebar = lazy(() => import('./social-sidebar').then((m) => ({ default: m.SocialSidebar })));

/** Spec §2: the friends sidebar is for signed-in users only; it closes its socket at sign-out. */
export function SocialSidebarSlot() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <SocialSidebar key={user.id} userId={user.id} />
    </Suspense>
  );
}
