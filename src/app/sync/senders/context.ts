/**
 * What a sender gets to do its one job: the seller's database, the session it sends under, and
 * requests whose answers are checked against the domain schema. A sender returns `done` once the
 * server confirmed (having removed its item in the transaction that stored the answer), or
 * `failed` for an answer it cannot use; transport errors and refusals are thrown as ApiError and
 * classified by the engine (`failure.ts`).
 */
import type { ZodType } from 'zod';
import type { RequestOptions } from '@/app/api/client';
import type { LocalUser, SellerDb } from '@/app/local/db';
import type { Failure } from '@/app/local/failure';

export interface SyncSession {
  sellerId: string;
  token: string;
}

export type StepResult = { kind: 'done'; result?: unknown } | { kind: 'failed'; failure: Failure };

export interface RequestCall {
  method?: RequestOptions['method'];
  body?: unknown;
  /** Send the item's id as Idempotency-Key (the endpoint dedupes; a 409 means "still running"). */
  keyed?: boolean;
  /** More request headers (a draft's id, a slice's offset and length). */
  headers?: Record<string, string>;
  /** Report upload progress (0..1); the browser then sends over XMLHttpRequest. */
  onProgress?: (fraction: number) => void;
  timeoutMs?: number;
}

export interface SendContext {
  db: SellerDb;
  session: SyncSession;
  /** The item's id, sent as Idempotency-Key on every try. */
  itemId: string;
  /** Removes the item being sent; call it inside the transaction that stores the answer. */
  removeItem(): Promise<void>;
  /** A request whose answer must match `schema` (a mismatch throws a `parse` ApiError). */
  request<T>(schema: ZodType<T>, path: string, call?: RequestCall): Promise<T>;
  /** A request whose answer does not matter (DELETE); a 404 counts as done: it is gone. */
  remove(path: string): Promise<void>;
  /** The server returned the seller's profile after a change. */
  userUpdated(user: LocalUser): void;
}

export type Sender<P> = (payload: P, ctx: SendContext) => Promise<StepResult>;

/** One family of senders: a function per kind, typed by the kind's payload (Replicache style). */
export type SenderMap<P> = { [K in keyof P]: Sender<P[K]> };

export const done = (result?: unknown): StepResult => ({ kind: 'done', result });
