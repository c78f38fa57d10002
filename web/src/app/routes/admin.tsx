import { lazy, Suspense } from 'react';

import { LoadingState } from '../../components/ui/loading-state';
import { AdminNotAllowed } from '../../features/admin/components/admin-not-allowed';
import { useSession } from '../../features/auth/hooks/use-session';

// Only an admin downloads the panel itself; everyone else gets the small not-allowed page.
const AdminPanel = lazy(() =>
  import('../../features/admin/components/admin-panel').then((m) => ({ default: m.AdminPanel })),
);

/** /admin: the admin panel for admins; a not-allowed page, without any admin call, for anyone else. */
export function AdminRoute() {
  const { status, user } = useSession();

  if (status === 'loading') return <LoadingState label="Loading…" />;
  if (!user?.isAdmin) return <AdminNotAllowed signedIn={user !== null} />;
  return (
    <Suspense fallback={<LoadingState label="Loading the admin panel…" />}>
      <AdminPanel key={user.id} actorId={user.id} />
    </Suspense>
  );
}
