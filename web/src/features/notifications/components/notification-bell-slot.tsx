import { lazy, Suspense } from 'react';

import { useSession } from '../../auth/hooks/use-session';

// The bell's list and its calls load only for a signed-in user, outside the first screen's script.
const NotificationBell = lazy(() =>
  import('./notification-bell').then((m) => ({ default: m.NotificationBell })),
);

/** The header's bell (issue 21), for signed-in users only. */
export function NotificationBellSlot() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell key={user.id} userId={user.id} />
    </Suspense>
  );
}
