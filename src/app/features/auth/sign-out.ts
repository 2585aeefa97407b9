/**
 * Signing out ends the session on the server too (POST /users/logout), so a token copied from
 * this phone stops working. The device forgets the credential at once; the revocation is kept in
 * a small queue of its own (localStorage, not the outbox: it belongs to no seller's data) and sent
 * now, or when the connection returns, until the server has answered it.
 */
import { API_BASE } from '@/app/api/client';
import { getToken, signOut } from '@/app/local/session';

const QUEUE_KEY = 'pendingSignOuts';
/** Tokens older than a session's life are worthless anyway; the queue never grows past this. */
const QUEUE_MAX = 20;

function readQueue(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function writeQueue(tokens: string[]): void {
  if (tokens.length === 0) localStorage.removeItem(QUEUE_KEY);
  else localStorage.setItem(QUEUE_KEY, JSON.stringify(tokens.slice(-QUEUE_MAX)));
}

/** Tokens whose revocation has not reached the server yet. */
export function pendingSignOuts(): string[] {
  return readQueue();
}

async function revoke(token: string, fetchImpl: typeof fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(`${API_BASE}/users/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      keepalive: true,
      signal: AbortSignal.timeout(15_000),
    });
    // 204: ended now; 401: it had already ended. A 5xx or 429 is tried again later.
    return response.status === 204 || response.status === 401 || response.status === 200;
  } catch {
    return false;
  }
}

let flushing: Promise<void> | null = null;

/** Sends every queued revocation; those the server did not answer stay queued. */
export function flushSignOuts(fetchImpl: typeof fetch = fetch): Promise<void> {
  flushing ??= (async () => {
    try {
      for (const token of readQueue()) {
        if (await revoke(token, fetchImpl)) {
          writeQueue(readQueue().filter((queued) => queued !== token));
        }
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/** Sign-out from the menu or Settings: forget the credential here, end the session there. */
export function signOutEverywhere(fetchImpl: typeof fetch = fetch): Promise<void> {
  const token = getToken();
  signOut();
  if (!token) return Promise.resolve();
  writeQueue([...readQueue().filter((queued) => queued !== token), token]);
  return flushSignOuts(fetchImpl);
}

let watching = false;

/** At start and whenever the connection returns, sends what is still queued. */
export function watchSignOuts(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('online', () => void flushSignOuts());
  if (readQueue().length > 0) void flushSignOuts();
}
