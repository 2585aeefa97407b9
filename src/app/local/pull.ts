/**
 * Pull: brings the seller's user, stats and listings from the server into the device's store, in
 * one transaction, so screens (which read only the store) change all at once.
 *
 * A listing with a change still waiting in the outbox, or made on this device only, is never
 * overwritten or removed: the local copy is newer than the server's. Any other local listing the
 * server no longer returns was deleted elsewhere and is removed.
 */
import { apiRequest } from '../api/client';
import { db, type LocalListing, type LocalStats, type LocalUser } from './db';
import { pendingListingIds } from './outbox-repo';
import { getCurrentUserId } from './session';

/** What the server returns for a listing (the domain's Listing; only what the store keeps). */
export type ServerListing = Omit<LocalListing, 'sellerId' | 'syncState' | 'localOnly'> & {
  seller?: string;
};

export interface DashboardAnswer {
  user: LocalUser & { isAdmin?: boolean; createdAt?: string };
  stats?: { totalListings?: number; totalViews?: number };
}

export interface PullState {
  running: boolean;
  lastPulledAt?: string;
  lastError?: string;
}

let state: PullState = { running: false };
const listeners = new Set<() => void>();
let inFlight: Promise<void> | null = null;

function setState(next: PullState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function getPullState(): PullState {
  return state;
}

export function subscribePull(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function toLocal(listing: ServerListing, sellerId: string): LocalListing {
  const { seller: _seller, ...rest } = listing;
  return {
    ...rest,
    images: rest.images ?? [],
    features: rest.features ?? [],
    views: rest.views ?? 0,
    sellerId,
    syncState: 'synced',
  };
}

function toUser(user: DashboardAnswer['user']): LocalUser {
  const { _id, phone, displayName, contactNumber, city, address, website } = user;
  return { _id, phone, displayName, contactNumber, city, address, website };
}

/** Writes one pull's answers to the store. Exported for tests; the app calls `pull()`. */
export async function applyPull(
  sellerId: string,
  dashboard: DashboardAnswer,
  listings: ServerListing[],
): Promise<void> {
  await db.transaction('rw', [db.users, db.stats, db.listings, db.outbox], async () => {
    const protectedIds = await pendingListingIds(sellerId);
    // A profile change still waiting to be sent is newer than the server's copy.
    const profileWaiting = await db.outbox
      .where('sellerId')
      .equals(sellerId)
      .filter((item) => item.kind === 'profile.update')
      .count();
    if (dashboard.user?._id === sellerId && profileWaiting === 0) {
      await db.users.put(toUser(dashboard.user));
    }
    const stats: LocalStats = {
      sellerId,
      totalListings: dashboard.stats?.totalListings ?? listings.length,
      totalViews: dashboard.stats?.totalViews ?? 0,
      pulledAt: new Date().toISOString(),
    };
    await db.stats.put(stats);

    const serverIds = new Set(listings.map((listing) => listing._id));
    const fresh = listings
      .filter((listing) => !protectedIds.has(listing._id))
      .map((listing) => toLocal(listing, sellerId));
    await db.listings.bulkPut(fresh);

    const gone = await db.listings
      .where('sellerId')
      .equals(sellerId)
      .filter((listing) => !serverIds.has(listing._id) && !protectedIds.has(listing._id))
      .primaryKeys();
    await db.listings.bulkDelete(gone);
  });
}

async function pullOnce(sellerId: string): Promise<void> {
  const [dashboard, listings] = await Promise.all([
    apiRequest<DashboardAnswer>('/users/dashboard'),
    apiRequest<ServerListing[]>('/listings'),
  ]);
  // The seller may have signed out (or another signed in) while the answers travelled.
  if (getCurrentUserId() !== sellerId) return;
  await applyPull(sellerId, dashboard, Array.isArray(listings) ? listings : []);
}

/**
 * Pulls now for the signed-in seller. Calls while a pull runs share it. Never throws: the
 * failure is kept in the pull state, and the store keeps what it had.
 */
export function pull(): Promise<void> {
  const sellerId = getCurrentUserId();
  if (!sellerId) return Promise.resolve();
  if (inFlight) return inFlight;
  setState({ ...state, running: true });
  inFlight = pullOnce(sellerId)
    .then(() => setState({ running: false, lastPulledAt: new Date().toISOString() }))
    .catch((error: unknown) =>
      setState({
        ...state,
        running: false,
        lastError: error instanceof Error ? error.message : String(error),
      }),
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** A page becoming visible pulls again only after this long, to spare mobile data. */
const VISIBLE_PULL_INTERVAL_MS = 30_000;

/**
 * Pulls on start and whenever it may have missed something: coming back online and the page
 * becoming visible again. Returns the function that stops listening.
 */
export function startPulling(): () => void {
  let lastVisiblePull = Date.now();
  void pull();
  const onOnline = () => void pull();
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    if (Date.now() - lastVisiblePull < VISIBLE_PULL_INTERVAL_MS) return;
    lastVisiblePull = Date.now();
    void pull();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
