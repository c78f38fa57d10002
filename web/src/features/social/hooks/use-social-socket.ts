import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { apiSend, readAuthToken } from '../../../lib/api-client';
import { socialQueryKey } from '../api/social-call';
import { applySocialPush } from '../social-cache';
import type { SocialSocket } from '../social-socket';

/** 'connecting' until the socket first answers; 'down' after it failed or dropped, until it is back. */
export type SocialSocketStatus = 'connecting' | 'live' | 'down';

export interface SocialSocketState {
  status: SocialSocketStatus;
  /** A push said less than the badge's counts need (see applySocialPush): the lists must load. */
  pushNeedsLists: boolean;
}

/**
 * The signed-in user's socket, loaded only now (socket.io-client stays out of the first screen's
 * script) and closed at sign-out (unmount). Pushes update the caches; after a reconnection that could
 * not recover what it missed, every social list reloads.
 */
export function useSocialSocket(userId: string): SocialSocketState {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SocialSocketStatus>('connecting');
  const [pushNeedsLists, setPushNeedsLists] = useState(false);

  useEffect(() => {
    let closed = false;
    let socket: SocialSocket | undefined;
    let wasLive = false;
    import('../social-socket').then(
      ({ connectSocialSocket }) => {
        if (closed) return;
        socket = connectSocialSocket({
          readToken: readAuthToken,
          onStatus: (isLive, recovered) => {
            if (isLive && wasLive && !recovered) {
              void queryClient.invalidateQueries({ queryKey: socialQueryKey(userId) });
            }
            wasLive ||= isLive;
            setStatus(isLive ? 'live' : 'down');
          },
          onPush: (name, data) => {
            if (applySocialPush(queryClient, userId, name, data)) setPushNeedsLists(true);
          },
          // A 401 here discards the token, and the session follows (apiSend's token-rejected listeners).
          onServerClosed: () => void apiSend('GET', '/auth/me').catch(() => undefined),
        });
      },
      (error: unknown) => {
        console.error('Live updates could not load:', error);
        if (!closed) setStatus('down');
      },
    );
    return () => {
      closed = true;
      socket?.close();
      setStatus('connecting');
    };
  }, [queryClient, userId]);

  return { status, pushNeedsLists };
}
