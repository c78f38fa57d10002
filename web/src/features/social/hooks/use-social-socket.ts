import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { readAuthToken } from '../../../lib/api-client';
import { socialQueryKey } from '../api/social-call';
import { applySocialPush } from '../social-cache';
import type { SocialSocket } from '../social-socket';

/**
 * The signed-in user's socket, loaded only now (socket.io-client stays out of the first screen's
 * script) and closed at sign-out (unmount). Pushes update the caches; after a reconnection that could
 * not recover what it missed, every social list reloads. Returns whether the socket is up.
 */
export function useSocialSocket(userId: string): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

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
            setLive(isLive);
          },
          onPush: (name, data) => applySocialPush(queryClient, userId, name, data),
        });
      },
      (error: unknown) => console.error('Live updates could not load:', error),
    );
    return () => {
      closed = true;
      socket?.close();
      setLive(false);
    };
  }, [queryClient, userId]);

  return live;
}
