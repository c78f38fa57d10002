import type { QueryClient } from '@tanstack/react-query';
import type { AccountUser, SignedInSession } from '@tracker/contracts';

/** What a feature that loads per-user data learns when someone signs in (or starts signed in). */
export interface SignedInEvent {
  user: AccountUser;
  /** Where per-user data is kept. */
  queryClient: QueryClient;
  /**
   * Favorites (mal_ids) the legacy local user store held for this account (spec §3), kept in storage until
   * imported: a listener that adds them to the account's favorite list calls `discardLegacyFavorites`.
   */
  legacyFavorites: readonly number[];
  discardLegacyFavorites: () => void;
}

/** May fall back to empty data on failure (spec §4): one listener's failure never blocks the others. */
export type SignedInListener = (event: SignedInEvent) => Promise<void> | void;

const listeners = new Set<SignedInListener>();

/**
 * The seam where per-user data loads after login, registration or a start with a stored token (spec §4:
 * lists, statistics and episode progress). Returns the unsubscribe function.
 */
export function onSignedIn(listener: SignedInListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function notifySignedIn(event: SignedInEvent): Promise<void> {
  await Promise.allSettled([...listeners].map(async (listener) => listener(event)));
}

/** Keeps its part of the session read (lists, titles) before the user shows, so nothing asks for it again. */
export type SessionReadListener = (session: SignedInSession, queryClient: QueryClient) => void;

const sessionReadListeners = new Set<SessionReadListener>();

/** The seam where a start with a stored token hands out the per-user data it read. Returns the unsubscribe. */
export function onSessionRead(listener: SessionReadListener): () => void {
  sessionReadListeners.add(listener);
  return () => sessionReadListeners.delete(listener);
}

export function notifySessionRead(session: SignedInSession, queryClient: QueryClient): void {
  sessionReadListeners.forEach((listener) => listener(session, queryClient));
}

/** Forgets what a feature kept of the user who signed out (or whose token was refused). */
export type SignedOutListener = (queryClient: QueryClient) => void;

const signedOutListeners = new Set<SignedOutListener>();

/** The seam where per-user data is dropped when a session ends. Returns the unsubscribe. */
export function onSignedOut(listener: SignedOutListener): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

export function notifySignedOut(queryClient: QueryClient): void {
  signedOutListeners.forEach((listener) => listener(queryClient));
}
