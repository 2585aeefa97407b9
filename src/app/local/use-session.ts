import { useSyncExternalStore } from 'react';
import { getCurrentUser, getToken, onSessionChange, type SessionUser } from './session';

let cachedKey: string | null = null;
let cachedUser: SessionUser | null = null;

/** A stable snapshot: the same object until the stored user or the credential changes. */
function snapshot(): SessionUser | null {
  const user = getToken() ? getCurrentUser() : null;
  const key = user ? JSON.stringify(user) : null;
  if (key !== cachedKey) {
    cachedKey = key;
    cachedUser = user;
  }
  return cachedUser;
}

/** The signed-in seller as the session knows it, or null when signed out. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(onSessionChange, snapshot, snapshot);
}
