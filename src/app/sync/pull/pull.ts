/**
 * Pull: brings the seller's user, stats, listings and drafts kept on the server (begun in the
 * chat) into the device's store, in one transaction, so screens (which read only the store) change all at once. The stored session
 * user (name in the shell, admin rights) is refreshed from the same answer.
 *
 * A listing with a change still waiting in the outbox, or made on this device only, is never
 * overwritten or removed: the local copy is newer than the server's. Any other local listing the
 * server no longer returns was deleted elsewhere and is removed. So is a draft the server no longer
 * returns (published or cancelled elsewhere); one this device is deleting or publishing stays gone.
 */
import type { Listing } from '@/domain';
import { ApiError, apiRequest } from '@/app/api/client';
import { dbFor, type LocalListing, type LocalStats, type LocalUser } from '@/app/local/db';
import { adoptLegacyStore } from '@/app/local/legacy-store';
import { pendingListingIds } from '@/app/local/outbox-repo';
import { storePulledDrafts } from '@/app/local/server-drafts-repo';
import type { ListingDraft } from '@/domain/schemas/listing-draft';
import { chatDraftsOf, dashboardOf, listingsOf, type DashboardAnswer } from './pull-answers';
import {
  getCurrentUser,
  getCurrentUserId,
  setCurrentUser,
  type SessionUser,
} from '@/app/local/session';

export type { DashboardAnswer } from './pull-answers';

/**
 * An answer checked at the boundary (pull-answers.ts: the domain schemas' checks): a wrong shape
 * is the same `parse` error as an answer that is not JSON, never half an object in the store.
 */
async function checked<T>(path: string, read: (data: unknown) => T | null): Promise<T> {
  const data = await apiRequest<unknown>(path);
  const answer = read(data);
  if (answer === null) throw new ApiError('parse', `Unexpected answer from ${path}`, 200, data);
  return answer;
}

export interface PullState {
  running: boolean;
  lastPulledAt?: string;
  lastError?: string;
}

let state: PullState = { running: false };
const listeners = new Set<() => void>();
let inFlight: Promise<void> | null = null;
/** Whose pull is in flight: another seller signing in meanwhile gets a pull of their own. */
let inFlightFor: string | null = null;

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

function toLocal(listing: Listing, sellerId: string): LocalListing {
  const { seller: _seller, ...rest } = listing;
  return { ...rest, sellerId, syncState: 'synced' };
}

function toUser(user: DashboardAnswer['user']): LocalUser {
  const { _id, phone, displayName, contactNumber, contactCheck, city, address, website } = user;
  return { _id, phone, displayName, contactNumber, contactCheck, city, address, website };
}

/** The fields a seller edits on the profile screen. */
const PROFILE_FIELDS = ['displayName', 'contactNumber', 'city', 'address', 'website'] as const;

/**
 * The signed-in user as the server now sees them. The admin flag always follows the server (a
 * seller cannot change it); the profile fields only when no profile change of the seller waits
 * in the outbox, since that change is newer than the server's copy.
 */
function refreshedSessionUser(
  current: SessionUser,
  server: DashboardAnswer['user'],
  profileWaiting: boolean,
): SessionUser {
  const next: SessionUser = { ...current, isAdmin: server.isAdmin };
  if (server.phone) next.phone = server.phone;
  if (!profileWaiting) {
    for (const field of PROFILE_FIELDS) {
      const value = server[field];
      if (value === undefined) delete next[field];
      else next[field] = value;
    }
  }
  return next;
}

/** Brings the stored session user up to date; the session's listeners hear only real changes. */
function refreshSession(
  sellerId: string,
  server: DashboardAnswer['user'],
  profileWaiting: boolean,
): void {
  const current = getCurrentUser();
  if (!current || current._id !== sellerId || getCurrentUserId() !== sellerId) return;
  const next = refreshedSessionUser(current, server, profileWaiting);
  if (JSON.stringify(next) !== JSON.stringify(current)) setCurrentUser(next);
}

/** Writes one pull's answers to the store. Exported for tests; the app calls `pull()`. */
export async function applyPull(
  sellerId: string,
  dashboard: DashboardAnswer,
  listings: Listing[],
  drafts?: ListingDraft[],
): Promise<void> {
  const db = dbFor(sellerId);
  let profileWaiting = 0;
  const tables = [db.users, db.stats, db.listings, db.outbox, db.serverDrafts];
  await db.transaction('rw', tables, async () => {
    if (drafts) await storePulledDrafts(db, sellerId, drafts);
    const protectedIds = await pendingListingIds(db);
    // The server's copy is stored as it is; screens lay waiting profile changes over it.
    profileWaiting = await db.outbox
      .filter((item) => item.kind === 'profile.update' && item.status !== 'failed')
      .count();
    if (dashboard.user._id === sellerId) await db.users.put(toUser(dashboard.user));
    const stats: LocalStats = {
      sellerId,
      totalListings: dashboard.stats?.totalListings ?? listings.length,
      totalViews: dashboard.stats?.totalViews ?? 0,
      ...(dashboard.stats?.activeListings !== undefined
        ? { activeListings: dashboard.stats.activeListings }
        : {}),
      ...(dashboard.stats?.totalLeads !== undefined
        ? { totalLeads: dashboard.stats.totalLeads }
        : {}),
      pulledAt: new Date().toISOString(),
    };
    await db.stats.put(stats);

    const serverIds = new Set(listings.map((listing) => listing._id));
    // A change sent while this pull was on its way has stored a newer copy than the one the pull
    // read: keep it (a listing paused just after reconnecting must not show active again).
    const stored = new Map(
      (await db.listings.bulkGet(listings.map((listing) => listing._id))).map((local, index) => [
        listings[index]!._id,
        local,
      ]),
    );
    const newerHere = (listing: Listing) => {
      const here = stored.get(listing._id)?.updatedAt;
      return Boolean(here && listing.updatedAt && Date.parse(here) > Date.parse(listing.updatedAt));
    };
    // What the server said of the last save (its answer only) stays until the seller dismisses it.
    const withWarnings = (listing: LocalListing): LocalListing => {
      const warnings = stored.get(listing._id)?.warnings;
      return warnings ? { ...listing, warnings } : listing;
    };
    const fresh = listings
      .filter((listing) => !protectedIds.has(listing._id) && !newerHere(listing))
      .map((listing) => withWarnings(toLocal(listing, sellerId)));
    await db.listings.bulkPut(fresh);

    const gone = await db.listings
      .filter((listing) => !serverIds.has(listing._id) && !protectedIds.has(listing._id))
      .primaryKeys();
    await db.listings.bulkDelete(gone);
  });
  if (dashboard.user._id === sellerId) refreshSession(sellerId, dashboard.user, profileWaiting > 0);
}

async function pullOnce(sellerId: string): Promise<void> {
  await adoptLegacyStore(sellerId);
  const [dashboard, listings, drafts] = await Promise.all([
    checked('/users/dashboard', dashboardOf),
    checked('/listings', listingsOf),
    // Drafts from the chat are extra: a server without them (or a failed read of them) leaves
    // the drafts the store has, and the rest of the pull goes on.
    checked('/drafts', chatDraftsOf).catch(() => undefined),
  ]);
  // The seller may have signed out (or another signed in) while the answers travelled.
  if (getCurrentUserId() !== sellerId) return;
  await applyPull(sellerId, dashboard, listings, drafts);
}

/**
 * Pulls now for the signed-in seller. Calls while a pull runs share it. Never throws: the
 * failure is kept in the pull state, and the store keeps what it had.
 */
export function pull(): Promise<void> {
  const sellerId = getCurrentUserId();
  if (!sellerId) return Promise.resolve();
  if (inFlight && inFlightFor === sellerId) return inFlight;
  inFlightFor = sellerId;
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
      if (inFlightFor === sellerId) {
        inFlight = null;
        inFlightFor = null;
      }
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
