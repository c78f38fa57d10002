import { useEffect, useSyncExternalStore } from 'react';

import { useSession } from '../../auth/hooks/use-session';
import { emptySession, type ListSession } from '../store/list-session-state';
import { clearListSession, ensureListSession, listSessionStore } from '../store/list-session-store';

const ANONYMOUS = emptySession(null, false);

/** The signed-in user's lists (spec §3 session state); empty and not loaded for anonymous visitors. */
export function useListSession(): ListSession {
  const { user } = useSession();
  const session = useSyncExternalStore(listSessionStore.subscribe, listSessionStore.getSnapshot);

  useEffect(() => {
    if (user) ensureListSession(user);
    else clearListSession();
  }, [user]);

  return user && session.user?.id === user.id ? session : ANONYMOUS;
}
