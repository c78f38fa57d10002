import { io } from 'socket.io-client';

import { SOCIAL_PUSH_NAMES, type SocialPushes, type SocialPushName } from './social-cache';

export interface SocialSocketOptions {
  /** The token to connect with, read at every (re)connection: a fresh one after a password change. */
  readToken: () => string | null;
  /** The socket is up (`recovered`: nothing was missed while it was down) or down. */
  onStatus: (live: boolean, recovered: boolean) => void;
  onPush: <Name extends SocialPushName>(name: Name, data: SocialPushes[Name]) => void;
  /**
   * The server closed the socket: the token may have just been ended (a logout elsewhere, a password
   * change, an admin disabling the account), which the session should learn now rather than at its next call.
   */
  onServerClosed: () => void;
}

export interface SocialSocket {
  close: () => void;
}

/** How long after the server refused for a reason other than the token the socket tries again. */
export const REFUSED_RETRY_MS = 10_000;
const TOKEN_REFUSALS = new Set(['Not authenticated', 'Your session has expired. Please sign in again.']);

/**
 * The gateway's socket.io pushes (README "Pushes"), authenticated with the stored token. socket.io
 * reconnects by itself after a network loss; it does not after the server refused the handshake or
 * closed the socket (logout, expiry, a password change): then it connects again only with a different
 * token, or a while after a refusal that was not the token's. Until then the sidebar polls.
 */
export function connectSocialSocket({
  readToken,
  onStatus,
  onPush,
  onServerClosed,
}: SocialSocketOptions): SocialSocket {
  let usedToken = readToken();
  let retry: ReturnType<typeof setTimeout> | undefined;
  const socket = io({
    path: '/socket.io',
    auth: (send) => {
      usedToken = readToken();
      send({ token: usedToken ?? '' });
    },
  });

  const connectWithNewToken = () => {
    const token = readToken();
    if (token && token !== usedToken) socket.connect();
  };

  socket.on('connect', () => onStatus(true, socket.recovered));
  socket.on('disconnect', (reason) => {
    onStatus(false, false);
    if (reason !== 'io server disconnect') return;
    onServerClosed();
    connectWithNewToken();
  });
  socket.on('connect_error', (error) => {
    onStatus(false, false);
    if (socket.active) return;
    if (TOKEN_REFUSALS.has(error.message)) connectWithNewToken();
    else retry = setTimeout(() => socket.connect(), REFUSED_RETRY_MS);
  });
  for (const name of SOCIAL_PUSH_NAMES) {
    socket.on(name, (data: SocialPushes[typeof name]) => onPush(name, data));
  }

  return {
    close: () => {
      clearTimeout(retry);
      socket.disconnect();
    },
  };
}
