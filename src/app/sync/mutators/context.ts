/**
 * The shape of a mutator (one per outbox kind, as Replicache's): its local apply, run by
 * `mutate` inside the one Dexie transaction that also records its outbox item, and its send, run
 * by the sync engine when the item's turn comes.
 *
 * A send gets the seller's database, the session it sends under, and requests whose answers are
 * checked against the domain's schema for the answer it names (`answers.ts`, loaded with the first
 * send, so a screen that writes never loads the schemas). It returns `done` once the server
 * confirmed (having removed its item in the transaction that stored the answer), or `failed` for
 * an answer it cannot use; transport errors and refusals are thrown as ApiError and classified by
 * the engine (`failure.ts`).
 */
import type { Table } from 'dexie';
import type { FileUploadResponse, Listing, UploadProgress, User } from '@/domain';
import type { RequestOptions } from '@/app/api/client';
import type { LocalUser, OutboxItem, SellerDb } from '@/app/local/db';
import type { Failure } from '@/app/local/failure';
import type { OutboxKind, OutboxPayloads } from '@/app/local/outbox-kinds';
import type { OutboxChange } from '@/app/local/outbox-repo';

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

/** The server's answers a send may ask for, by name (their schemas are in `answers.ts`). */
export interface Answers {
  listing: Listing;
  user: User;
  fileUpload: FileUploadResponse;
  uploadProgress: UploadProgress;
}

export interface SendContext {
  db: SellerDb;
  session: SyncSession;
  /** The item's id, sent as Idempotency-Key on every try. */
  itemId: string;
  /** Removes the item being sent; call it inside the transaction that stores the answer. */
  removeItem(): Promise<void>;
  /** A request whose answer must match the named schema (a mismatch throws a `parse` ApiError). */
  request<A extends keyof Answers>(
    answer: A,
    path: string,
    call?: RequestCall,
  ): Promise<Answers[A]>;
  /** A request whose answer does not matter (DELETE); a 404 counts as done: it is gone. */
  remove(path: string): Promise<void>;
  /** The server returned the seller's profile after a change. */
  userUpdated(user: LocalUser): void;
}

export type Sender<P> = (payload: P, ctx: SendContext) => Promise<StepResult>;

export const done = (result?: unknown): StepResult => ({ kind: 'done', result });

/** What a local apply works with, inside the transaction `mutate` opened. */
export interface MutationTx {
  db: SellerDb;
  sellerId: string;
  /** Records an outbox item in this transaction. */
  enqueue(change: OutboxChange): Promise<OutboxItem>;
}

/** One outbox kind: its local apply (taking `A`, answering `R`) and its send. */
export interface Mutator<K extends OutboxKind, A, R> {
  kind: K;
  /** The tables the apply uses besides the outbox (the transaction takes them all). */
  tables(db: SellerDb): Table[];
  /** What the device's store does at once; records the kind's item (or replaces a waiting one). */
  apply(tx: MutationTx, args: A): Promise<R>;
  send: Sender<OutboxPayloads[K]>;
}
