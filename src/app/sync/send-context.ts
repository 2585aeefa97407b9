/**
 * Builds the context a send works with: requests go through the app's one HTTP client under the
 * session's own credential, with the item's id as Idempotency-Key where the call is keyed, and
 * their answers are checked against the domain's schema for the answer the send names (the
 * schemas load with the first send: `mutators/answers.ts`).
 */
import { ApiError, apiParsed, apiRequest, type RequestOptions } from '@/app/api/client';
import { progressFetch } from '@/app/api/xhr-upload';
import type { LocalUser, OutboxItem, SellerDb } from '@/app/local/db';
import type { RequestCall, SendContext, SyncSession } from './mutators/context';

/** JSON requests slower than this count as a time-out (and are retried). */
export const REQUEST_TIMEOUT_MS = 20_000;

export interface TransportOptions {
  base?: string;
  fetchImpl?: typeof fetch;
  /** Builds a fetch that reports upload progress; the browser's uses XMLHttpRequest. */
  uploadFetch?: (onProgress: (fraction: number) => void) => typeof fetch;
  requestTimeoutMs?: number;
  onUserUpdated?: (user: LocalUser) => void;
}

export interface SendHandle {
  ctx: SendContext;
  /** Whether a keyed call was made (a 409 then means the first try is still running). */
  keyed(): boolean;
}

export function sendContext(
  db: SellerDb,
  item: OutboxItem,
  session: SyncSession,
  transport: TransportOptions,
  signal: AbortSignal,
): SendHandle {
  let keyed = false;
  const options = (call: RequestCall): RequestOptions => {
    if (call.keyed) keyed = true;
    const fetchImpl =
      (call.onProgress &&
        (transport.uploadFetch?.(call.onProgress) ?? progressFetch(call.onProgress))) ||
      transport.fetchImpl;
    return {
      method: call.method ?? 'GET',
      body: call.body,
      token: session.token,
      signal,
      timeoutMs: call.timeoutMs ?? transport.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      ...(call.keyed || call.headers
        ? { headers: { ...call.headers, ...(call.keyed ? { 'Idempotency-Key': item.id } : {}) } }
        : {}),
      ...(transport.base ? { base: transport.base } : {}),
      ...(fetchImpl ? { fetchImpl } : {}),
    };
  };
  const ctx: SendContext = {
    db,
    session,
    itemId: item.id,
    removeItem: async () => {
      if (item.seq !== undefined) await db.outbox.delete(item.seq);
    },
    request: async (answer, path, call = {}) => {
      const { answerSchemas } = await import('./mutators/answers');
      return apiParsed(answerSchemas[answer], path, options(call));
    },
    remove: async (path) => {
      try {
        await apiRequest(path, options({ method: 'DELETE' }));
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
    userUpdated: (user) => transport.onUserUpdated?.(user),
  };
  return { ctx, keyed: () => keyed };
}
