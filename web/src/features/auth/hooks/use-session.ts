import type {
  AccountUser,
  LoginRequest,
  PasswordChange,
  ProfileUpdate,
  RegisterRequest,
} from '@tracker/contracts';
import { createContext, useContext } from 'react';

export type SessionStatus = 'loading' | 'anonymous' | 'signed-in';

export interface SessionValue {
  status: SessionStatus;
  /** The signed-in account (spec §3 User), null otherwise. */
  user: AccountUser | null;
  /** Stores the token and the user; rejects with the ApiError (or network error) of a failure. */
  login: (credentials: LoginRequest) => Promise<void>;
  register: (form: RegisterRequest) => Promise<void>;
  /** Revokes the token on the server first, then forgets it and the user whatever the answer. */
  logout: () => Promise<void>;
  /** Ends every session on the server, then forgets this one; rejects, still signed in, if that failed. */
  logoutEverywhere: () => Promise<void>;
  /** Changes the password; this device stays signed in with the fresh token the server answers. */
  changePassword: (change: PasswordChange) => Promise<void>;
  /** Saves profile changes, showing them at once and undoing them if the save fails. */
  updateProfile: (changes: ProfileUpdate) => Promise<AccountUser>;
  /** Replaces the cached account, e.g. after an upload changed its avatar. */
  replaceUser: (user: AccountUser) => void;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
