/**
 * The sync engine: sends the outbox to the server, in order, until it is empty. No React here.
 *
 * Guarantees:
 * - An item leaves the outbox only after the server confirmed it. Each try of an item carries the
 *   item's id as Idempotency-Key, so a retry after a lost answer returns the first answer instead
 *   of creating a second listing or file.
 * - Photos go before the listing that shows them; a listing made on this device is created before
 *   its edits or its delete. Local photo and listing ids are swapped for the server's ids as the
 *   server confirms them.
 * - Network errors, time-outs, 408, 409 (the same key still running), 429 and 5xx are retried with
 *   exponential backoff and jitter. Any other 4xx marks the item `failed`: it stays visible until
 *   the seller fixes, retries or discards it.
 * - 401 pauses the engine until a sign-in brings a new credential. Only items of the signed-in
 *   seller are sent, and always under that seller's own credential.
 */
import { ApiError, apiRequest, type RequestOptions } from '../api/client';
import {
  db as defaultDb,
  type LocalListing,
  type LocalUser,
  type OutboxItem,
  type SellerDb,
} from '../local/db';
import {
  LISTING_ID_KEY,
  isLocalListingId,
  onOutboxChange,
  type OutboxPayloads,
} from '../local/outbox-repo';
import { isLocalPhotoId } from '../local/photos-repo';

/** First retry delay; doubles with each failed try of the same item. */
export const RETRY_BASE_MS = 2_000;
/** Longest wait between two tries of one item: short enough that a seller never waits long. */
export const RETRY_MAX_MS = 60_000;
/** Web Lock held by the tab that drains. */
export const DRAIN_LOCK = 'outbox-drain';
/** A tab that found another one draining looks again after this long. */
export const LOCK_RETRY_MS = 10_000;
/** JSON requests slower than this count as a time-out (and are retried). */
export const REQUEST_TIMEOUT_MS = 20_000;
/** Uploads get longer: 0.9 MB over a slow 2G link takes a while. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export type SyncState = 'idle' | 'syncing' | 'offline' | 'retrying' | 'paused' | 'signed-out';

export interface SyncStatus {
  state: SyncState;
  /**
   * Whether the server took the last request. False after a network error, a time-out, 429 or a
   * 5xx, until a request gets through: the editor then lets photos waiting in the outbox count.
   */
  reachable: boolean;
  /** When the next automatic try happens (ms since epoch), if one is scheduled. */
  nextAttemptAt?: number;
  lastError?: string;
}

export interface SyncSession {
  sellerId: string;
  token: string;
}

export type ItemOutcome =
  | { state: 'done'; result?: unknown }
  | { state: 'failed'; message: string; status?: number }
  | { state: 'waiting' };

export interface SyncEngineOptions {
  /** The signed-in seller and credential, read before every request. */
  getSession: () => SyncSession | null;
  db?: SellerDb;
  /** Base address of the API (defaults to the app's). */
  base?: string;
  /** The transport, for tests and the drill (defaults to the browser's fetch). */
  fetchImpl?: typeof fetch;
  /** Builds a fetch that reports upload progress (0..1); the browser's uses XMLHttpRequest. */
  uploadFetch?: (onProgress: (fraction: number) => void) => typeof fetch;
  /** Called with the user the server returned after a profile change. */
  onUserUpdated?: (user: Record<string, unknown> & { _id: string }) => void;
  retryBaseMs?: number;
  retryMaxMs?: number;
  requestTimeoutMs?: number;
  now?: () => number;
  random?: () => number;
}

type StepResult =
  | { kind: 'done'; result?: unknown }
  | { kind: 'blocked' }
  | { kind: 'retry'; error: ApiError }
  | { kind: 'failed'; error: ApiError }
  | { kind: 'paused' };

/** Kinds whose server endpoint honours Idempotency-Key: a 409 means the first try still runs. */
const KEYED_KINDS = new Set(['listing.create', 'photo.upload']);

export class SyncEngine {
  private readonly db: SellerDb;
  private readonly options: SyncEngineOptions;
  private status: SyncStatus = { state: 'idle', reachable: true };
  private readonly statusListeners = new Set<(status: SyncStatus) => void>();
  private readonly outcomeListeners = new Set<(id: string, outcome: ItemOutcome) => void>();
  private readonly outcomes = new Map<string, ItemOutcome>();
  private running: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The credential that got a 401: nothing is sent until the session carries another. */
  private pausedToken: string | null = null;
  private stopped = true;
  private unsubscribe: (() => void) | null = null;

  constructor(options: SyncEngineOptions) {
    this.options = options;
    this.db = options.db ?? defaultDb;
  }

  /**
   * Starts draining, and keeps draining whenever the outbox changes.
   */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = onOutboxChange(() => this.nudge());
    await this.drain();
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Something changed (a write, a sign-in): drain soon. */
  nudge(): void {
    if (!this.stopped) void this.drain();
  }

  /** 'Sync now', coming back online, Background Sync: forget the backoff and try everything now. */
  async syncNow(): Promise<void> {
    await this.db.outbox.where('status').equals('pending').modify({ nextAttemptAt: 0 });
    await this.drain();
  }

  getStatus(): SyncStatus {
    return this.status;
  }

  onStatus(listener: (status: SyncStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /**
   * Waits until the server confirmed or refused an item, or `timeoutMs` passed ('waiting': the item
   * stays in the outbox and goes later). The editor uses it to show the server's answer when online.
   */
  waitFor(itemId: string, timeoutMs: number): Promise<ItemOutcome> {
    return new Promise((resolve) => {
      let settled = false;
      const finish = (outcome: ItemOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timeout);
        off();
        resolve(outcome);
      };
      const off = this.onOutcome((id, outcome) => {
        if (id === itemId) finish(outcome);
      });
      const timeout = setTimeout(() => finish({ state: 'waiting' }), timeoutMs);
      const known = this.outcomes.get(itemId);
      if (known) finish(known);
      else
        void this.db.outbox
          .where('id')
          .equals(itemId)
          .first()
          .then((item) => {
            if (!item) finish(this.outcomes.get(itemId) ?? { state: 'done' });
            else if (item.status === 'failed')
              finish({
                state: 'failed',
                message: item.lastError ?? 'Failed',
                status: item.lastStatus,
              });
          });
    });
  }

  private onOutcome(listener: (id: string, outcome: ItemOutcome) => void): () => void {
    this.outcomeListeners.add(listener);
    return () => this.outcomeListeners.delete(listener);
  }

  private settle(id: string, outcome: ItemOutcome): void {
    this.outcomes.set(id, outcome);
    this.outcomeListeners.forEach((listener) => listener(id, outcome));
  }

  private setStatus(update: Omit<SyncStatus, 'reachable'> & { reachable?: boolean }): void {
    const status: SyncStatus = { ...update, reachable: update.reachable ?? this.status.reachable };
    this.status = status;
    this.statusListeners.forEach((listener) => listener(status));
  }

  /** Drains until nothing is due. Concurrent calls share one pass (and ask for another after it). */
  drain(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.exclusivePass()
      .catch((error: unknown) => {
        this.setStatus({ state: 'retrying', lastError: String(error) });
      })
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          void this.drain();
        }
      });
    return this.running;
  }

  /**
   * One pass at a time across every tab of the app (Web Locks): two tabs sending the same item at
   * once would only meet the server's idempotency, but there is no reason to race. A tab that
   * finds the lock taken looks again later, in case the other tab closed.
   */
  private async exclusivePass(): Promise<void> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) return this.lockedPass();
    await locks.request(DRAIN_LOCK, { ifAvailable: true }, async (lock) => {
      if (!lock) this.schedule(this.now() + LOCK_RETRY_MS);
      else await this.lockedPass();
    });
  }

  /**
   * With the lock held nobody else is sending, so an item still `running` was left by a page that
   * died mid-request (a reload, a crash): it goes back to `pending` and is sent again under the
   * same key, so nothing is doubled.
   */
  private async lockedPass(): Promise<void> {
    await this.db.outbox.where('status').equals('running').modify({ status: 'pending' });
    await this.db.photos.where('status').equals('uploading').modify({ status: 'queued' });
    await this.pass();
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private backoff(attempts: number): number {
    const base = this.options.retryBaseMs ?? RETRY_BASE_MS;
    const max = this.options.retryMaxMs ?? RETRY_MAX_MS;
    const ceiling = Math.min(max, base * 2 ** Math.max(0, attempts - 1));
    // "Equal jitter": half fixed, half random, so many devices coming back online spread out.
    return ceiling / 2 + ((this.options.random ?? Math.random)() * ceiling) / 2;
  }

  private schedule(at: number): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        void this.drain();
      },
      Math.max(0, at - this.now()),
    );
  }

  private async pass(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const session = this.options.getSession();
      if (!session) {
        this.setStatus({ state: 'signed-out' });
        return;
      }
      if (this.pausedToken !== null) {
        if (this.pausedToken === session.token) {
          this.setStatus({ state: 'paused' });
          return;
        }
        this.pausedToken = null;
      }
      const items = await this.db.outbox.where('sellerId').equals(session.sellerId).sortBy('seq');
      const now = this.now();
      let next: OutboxItem | undefined;
      let soonest = Infinity;
      for (let i = 0; i < items.length; i += 1) {
        const item = items[i]!;
        if (item.status === 'failed') continue;
        if (await this.isBlocked(item, items.slice(0, i))) continue;
        if (item.nextAttemptAt > now) {
          soonest = Math.min(soonest, item.nextAttemptAt);
          continue;
        }
        next = item;
        break;
      }
      if (!next) {
        if (soonest < Infinity) {
          this.schedule(soonest);
          if (this.status.state !== 'offline' && this.status.state !== 'retrying')
            this.setStatus({ state: 'retrying', nextAttemptAt: soonest });
          else this.setStatus({ ...this.status, nextAttemptAt: soonest });
        } else this.setStatus({ state: 'idle' });
        return;
      }
      this.setStatus({ state: 'syncing' });
      const outcome = await this.send(next, session);
      if (outcome === 'stop') return;
    }
  }

  /** Whether an item must wait for an earlier one (its listing's create, its photos' uploads). */
  private async isBlocked(item: OutboxItem, earlier: OutboxItem[]): Promise<boolean> {
    const listingId = item.payload.listingId;
    if (typeof listingId === 'string' && earlier.some((e) => e.payload.listingId === listingId))
      return true;
    if (item.kind === 'profile.update' && earlier.some((e) => e.kind === 'profile.update'))
      return true;
    const photoIds: string[] = [];
    if (item.kind === 'listing.create' || item.kind === 'listing.update') {
      const images = (item.payload.listing as { images?: unknown }).images;
      if (Array.isArray(images))
        photoIds.push(...images.filter((ref) => isLocalPhotoId(String(ref))));
    }
    if (item.kind === 'photo.delete' && typeof item.payload.photoId === 'string')
      photoIds.push(item.payload.photoId);
    return earlier.some(
      (e) => e.kind === 'photo.upload' && photoIds.includes(String(e.payload.photoId)),
    );
  }

  private async send(item: OutboxItem, session: SyncSession): Promise<'next' | 'stop'> {
    await this.db.outbox.update(item.seq!, { status: 'running' });
    let step: StepResult;
    try {
      step = await this.perform(item, session);
    } catch (error) {
      step =
        error instanceof ApiError
          ? error.status === 401
            ? { kind: 'paused' }
            : error.retryable || (error.status === 409 && KEYED_KINDS.has(item.kind))
              ? { kind: 'retry', error }
              : { kind: 'failed', error }
          : { kind: 'failed', error: new ApiError('parse', String(error)) };
    }
    switch (step.kind) {
      case 'done':
        // perform() removed the item in the transaction that stored the server's answer.
        if (!this.status.reachable) this.setStatus({ ...this.status, reachable: true });
        this.settle(item.id, { state: 'done', result: step.result });
        return 'next';
      case 'blocked':
        await this.db.outbox.update(item.seq!, { status: 'pending' });
        return 'next';
      case 'paused':
        this.pausedToken = session.token;
        await this.db.outbox.update(item.seq!, { status: 'pending' });
        await this.resetPhoto(item);
        this.setStatus({ state: 'paused', lastError: 'Signed out' });
        return 'stop';
      case 'retry': {
        const attempts = item.attempts + 1;
        const nextAttemptAt = this.now() + this.backoff(attempts);
        await this.db.outbox.update(item.seq!, {
          status: 'pending',
          attempts,
          nextAttemptAt,
          lastError: step.error.message,
          lastStatus: step.error.status || undefined,
        });
        await this.resetPhoto(item);
        const offline = step.error.kind === 'fetch' || step.error.kind === 'timeout';
        this.setStatus({
          state: offline ? 'offline' : 'retrying',
          reachable: false,
          nextAttemptAt,
          lastError: step.error.message,
        });
        requestBackgroundSync();
        // The link is down or the server struggles: later items would fare no better now.
        this.schedule(nextAttemptAt);
        return 'stop';
      }
      case 'failed':
        if (!this.status.reachable) this.setStatus({ ...this.status, reachable: true });
        await this.markFailed(item, step.error);
        this.settle(item.id, {
          state: 'failed',
          message: step.error.message,
          status: step.error.status || undefined,
        });
        return 'next';
    }
  }

  private async resetPhoto(item: OutboxItem): Promise<void> {
    if (item.kind === 'photo.upload')
      await this.db.photos.update(String(item.payload.photoId), { status: 'queued' });
  }

  private async markFailed(item: OutboxItem, error: ApiError): Promise<void> {
    await this.db.transaction('rw', this.db.outbox, this.db.listings, this.db.photos, async () => {
      await this.db.outbox.update(item.seq!, {
        status: 'failed',
        attempts: item.attempts + 1,
        lastError: error.message,
        lastStatus: error.status || undefined,
      });
      const listingId = item.payload.listingId;
      if (typeof listingId === 'string')
        await this.db.listings.update(listingId, { syncState: 'failed' });
      if (item.kind === 'photo.upload')
        await this.db.photos.update(String(item.payload.photoId), {
          status: 'failed',
          error: error.message,
        });
    });
  }

  private request<T>(path: string, session: SyncSession, options: RequestOptions): Promise<T> {
    return apiRequest<T>(path, {
      token: session.token,
      timeoutMs: this.options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      ...(this.options.base ? { base: this.options.base } : {}),
      ...(this.options.fetchImpl ? { fetchImpl: this.options.fetchImpl } : {}),
      ...options,
    });
  }

  private async perform(item: OutboxItem, session: SyncSession): Promise<StepResult> {
    switch (item.kind) {
      case 'photo.upload':
        return this.uploadPhoto(item, session);
      case 'photo.delete':
        return this.deletePhoto(item, session);
      case 'listing.create':
        return this.createListing(item, session);
      case 'listing.update':
        return this.updateListing(item, session);
      case 'listing.delete':
        return this.deleteListing(item, session);
      case 'profile.update':
        return this.updateProfile(item, session);
    }
  }

  private async removeItem(item: OutboxItem): Promise<void> {
    await this.db.outbox.delete(item.seq!);
  }

  private async uploadPhoto(item: OutboxItem, session: SyncSession): Promise<StepResult> {
    const { photoId } = item.payload as unknown as OutboxPayloads['photo.upload'];
    const photo = await this.db.photos.get(photoId);
    if (!photo?.blob || photo.serverId) {
      await this.removeItem(item);
      return { kind: 'done', result: photo?.serverId };
    }
    await this.db.photos.update(photoId, { status: 'uploading', progress: 0 });
    const form = new FormData();
    form.append('file', photo.blob, photo.name || 'photo.jpg');
    let lastReported = 0;
    const onProgress = (fraction: number) => {
      const percent = Math.round(fraction * 100);
      // IndexedDB writes are not free: report in steps of 5%.
      if (percent - lastReported >= 5 || percent === 100) {
        lastReported = percent;
        void this.db.photos.update(photoId, { progress: percent });
      }
    };
    const fetchImpl =
      this.options.uploadFetch?.(onProgress) ??
      this.options.fetchImpl ??
      defaultUploadFetch(onProgress);
    const answer = await this.request<{ _id?: string }>('/files/upload', session, {
      method: 'POST',
      body: form,
      headers: { 'Idempotency-Key': item.id },
      timeoutMs: UPLOAD_TIMEOUT_MS,
      ...(fetchImpl ? { fetchImpl } : {}),
    });
    if (!answer?._id)
      return { kind: 'failed', error: new ApiError('parse', 'Upload answer had no _id') };
    const serverId = answer._id;
    await this.db.transaction('rw', this.db.photos, this.db.outbox, async () => {
      await this.db.photos.update(photoId, { serverId, status: 'done', progress: 100 });
      await this.removeItem(item);
    });
    return { kind: 'done', result: serverId };
  }

  private async deletePhoto(item: OutboxItem, session: SyncSession): Promise<StepResult> {
    const payload = item.payload as unknown as OutboxPayloads['photo.delete'];
    const fileId =
      payload.fileId ??
      (payload.photoId ? (await this.db.photos.get(payload.photoId))?.serverId : undefined);
    if (fileId) {
      try {
        await this.request(`/files/${encodeURIComponent(fileId)}`, session, { method: 'DELETE' });
      } catch (error) {
        // Already gone is what we wanted.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    }
    await this.db.transaction('rw', this.db.photos, this.db.outbox, async () => {
      if (payload.photoId) await this.db.photos.delete(payload.photoId);
      await this.removeItem(item);
    });
    return { kind: 'done' };
  }

  /** Swaps local photo ids for server file ids; photos that will never upload are left out. */
  private async resolveImages(images: unknown): Promise<string[]> {
    const refs = Array.isArray(images) ? images.map(String) : [];
    const resolved: string[] = [];
    for (const ref of refs) {
      if (!isLocalPhotoId(ref)) resolved.push(ref);
      else {
        const photo = await this.db.photos.get(ref);
        if (photo?.serverId) resolved.push(photo.serverId);
      }
    }
    return resolved;
  }

  /** Stores the server's copy of a listing; it stays 'pending' while more of its changes wait. */
  private async storeListing(
    server: Record<string, unknown>,
    sellerId: string,
    replacesId: string,
    item: OutboxItem,
  ): Promise<void> {
    const serverId = String(server._id);
    await this.db.transaction(
      'rw',
      [this.db.listings, this.db.outbox, this.db.drafts, this.db.photos, this.db.meta],
      async () => {
        await this.removeItem(item);
        const before = await this.db.listings.get(replacesId);
        if (replacesId !== serverId) {
          await this.db.listings.delete(replacesId);
          await this.db.meta.put({ key: LISTING_ID_KEY + replacesId, value: serverId });
          await this.db.outbox
            .where('sellerId')
            .equals(sellerId)
            .filter((other) => other.payload.listingId === replacesId)
            .modify((other) => {
              other.payload = { ...other.payload, listingId: serverId };
            });
          await this.db.drafts
            .where('listingId')
            .equals(replacesId)
            .modify({ listingId: serverId });
        }
        const waiting = await this.db.outbox
          .where('sellerId')
          .equals(sellerId)
          .filter((other) => other.payload.listingId === serverId)
          .count();
        if (waiting === 0 || !before) {
          await this.db.listings.put({
            ...(server as unknown as LocalListing),
            _id: serverId,
            sellerId,
            syncState: waiting === 0 ? 'synced' : 'pending',
          });
        } else {
          await this.db.listings.put({ ...before, _id: serverId, localOnly: false });
        }
        // The server has these photos now; the device's copies are no longer needed.
        for (const ref of before?.images ?? []) {
          if (isLocalPhotoId(ref)) {
            const photo = await this.db.photos.get(ref);
            const inDraft = await this.db.drafts.filter((d) => d.photoIds.includes(ref)).count();
            if (photo?.serverId && inDraft === 0) await this.db.photos.delete(ref);
          }
        }
      },
    );
  }

  private async createListing(item: OutboxItem, session: SyncSession): Promise<StepResult> {
    const { listingId, listing } = item.payload as unknown as OutboxPayloads['listing.create'];
    const body = { ...listing, images: await this.resolveImages(listing.images) };
    const answer = await this.request<Record<string, unknown>>('/listings', session, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': item.id },
    });
    if (!answer || typeof answer._id !== 'string') {
      return {
        kind: 'failed',
        error: new ApiError('parse', `Error creating listing - ${JSON.stringify(answer)}`),
      };
    }
    await this.storeListing(answer, session.sellerId, listingId, item);
    return { kind: 'done', result: answer };
  }

  private async updateListing(item: OutboxItem, session: SyncSession): Promise<StepResult> {
    const { listingId, listing } = item.payload as unknown as OutboxPayloads['listing.update'];
    if (isLocalListingId(listingId)) {
      // Its create was dropped; there is nothing on the server to change.
      await this.removeItem(item);
      return { kind: 'done' };
    }
    const { type: _type, ...fields } = listing;
    const body = { ...fields, images: await this.resolveImages(listing.images) };
    const answer = await this.request<Record<string, unknown>>(
      `/listings/${encodeURIComponent(listingId)}`,
      session,
      { method: 'PATCH', body: { _id: listingId, listing: body } },
    );
    if (!answer || typeof answer._id !== 'string') {
      return {
        kind: 'failed',
        error: new ApiError('parse', `Error updating listing - ${JSON.stringify(answer)}`),
      };
    }
    await this.storeListing(answer, session.sellerId, listingId, item);
    return { kind: 'done', result: answer };
  }

  private async deleteListing(item: OutboxItem, session: SyncSession): Promise<StepResult> {
    const { listingId } = item.payload as unknown as OutboxPayloads['listing.delete'];
    if (!isLocalListingId(listingId)) {
      try {
        await this.request(`/listings/${encodeURIComponent(listingId)}`, session, {
          method: 'DELETE',
        });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    }
    await this.db.transaction('rw', this.db.outbox, this.db.listings, async () => {
      await this.removeItem(item);
      await this.db.listings.delete(listingId);
    });
    return { kind: 'done' };
  }

  private async updateProfile(item: OutboxItem, session: SyncSession): Promise<StepResult> {
    const { userId, user } = item.payload as unknown as OutboxPayloads['profile.update'];
    const answer = await this.request<Record<string, unknown>>(
      `/users/${encodeURIComponent(userId)}`,
      session,
      { method: 'PATCH', body: { _id: userId, user } },
    );
    const returned =
      answer && typeof answer._id === 'string'
        ? (answer as Record<string, unknown> & { _id: string })
        : null;
    await this.db.transaction('rw', this.db.outbox, this.db.users, async () => {
      await this.removeItem(item);
      if (returned) {
        const current = await this.db.users.get(returned._id);
        await this.db.users.put({
          ...current,
          ...(returned as Partial<LocalUser>),
          _id: returned._id,
          phone: String(returned.phone ?? current?.phone ?? ''),
        });
      }
    });
    if (returned) this.options.onUserUpdated?.(returned);
    return { kind: 'done', result: returned ?? answer };
  }
}

/** Upload progress needs XMLHttpRequest; where it is missing the plain fetch is used. */
function defaultUploadFetch(onProgress: (fraction: number) => void): typeof fetch | undefined {
  if (typeof XMLHttpRequest === 'undefined' || typeof window === 'undefined') return undefined;
  return xhrFetch(onProgress);
}

/** A fetch over XMLHttpRequest that reports how much of the body was sent. */
export function xhrFetch(onProgress: (fraction: number) => void): typeof fetch {
  return ((input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init?.method ?? 'GET', String(input));
      const headers = new Headers(init?.headers);
      headers.forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.withCredentials = init?.credentials === 'include';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        onProgress(1);
        const responseHeaders = new Headers();
        xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)
          .forEach((line) => {
            const at = line.indexOf(':');
            if (at > 0) responseHeaders.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
          });
        resolve(new Response(xhr.responseText, { status: xhr.status, headers: responseHeaders }));
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
      xhr.onabort = () => reject(init?.signal?.reason ?? new DOMException('Aborted', 'AbortError'));
      init?.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send((init?.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
    })) as typeof fetch;
}

/** Asks the service worker to wake the app when the connection returns (Chromium only). */
export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => {
      const sync = (
        registration as ServiceWorkerRegistration & {
          sync?: { register(tag: string): Promise<void> };
        }
      ).sync;
      return sync?.register(BACKGROUND_SYNC_TAG);
    })
    .catch(() => undefined);
}

export const BACKGROUND_SYNC_TAG = 'outbox-sync';
/** The message the service worker posts to open pages when Background Sync fires. */
export const SYNC_MESSAGE = 'outbox-sync';
