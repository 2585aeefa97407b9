import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dbFor, type SellerDb } from '@/app/local/db';
import type { Listing } from '@/domain';
import { applyPull, getPullState, pull } from '@/app/sync/pull/pull';
import type { DashboardAnswer } from '@/app/sync/pull/pull-answers';
import { profileWithChanges } from '@/app/local/queries';
import { getCurrentUser, onSessionChange, setCurrentUser, signIn } from '@/app/local/session';
import { clearSession, connectRealServer, listingBody, type LiveServer } from '../../app-harness';
import { mutate } from '@/app/sync/mutate';
import { listingDelete } from '@/app/sync/mutators/listing-delete';
import { profileUpdate } from '@/app/sync/mutators/profile-update';

let live: LiveServer;
let seller: { token: string; user: { _id: string; phone: string } };
/** The seller's own database (one per seller). */
let db: SellerDb;
const ADMIN_PHONE = '263771234999';

async function createOnServer(title: string, city = 'harare'): Promise<string> {
  const response = await live.request('/api/listings', {
    method: 'POST',
    token: seller.token,
    body: listingBody({ title, city }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

beforeAll(async () => {
  live = await connectRealServer({ ADMIN_PHONES: ADMIN_PHONE });
  seller = await live.signInAs('263771234001');
  db = dbFor(seller.user._id);
  await live.request(`/api/users/${seller.user._id}`, {
    method: 'PATCH',
    token: seller.token,
    body: {
      _id: seller.user._id,
      user: { displayName: 'Rudo', contactNumber: '263771234001', city: 'harare' },
    },
  });
});

afterAll(async () => {
  await live.close();
});

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearSession();
  live.offline = false;
  signIn({ _id: seller.user._id, phone: seller.user.phone }, seller.token);
});

describe('pull', () => {
  it("stores the seller's profile, stats and listings from the server", async () => {
    const id = await createOnServer('Honda Fit for sale');
    await pull();

    const sellerId = seller.user._id;
    expect((await db.users.get(sellerId))?.displayName).toBe('Rudo');
    const stats = await db.stats.get(sellerId);
    expect(stats?.totalListings).toBeGreaterThanOrEqual(1);
    const stored = await db.listings.get(id);
    expect(stored).toMatchObject({ title: 'Honda Fit for sale', sellerId, syncState: 'synced' });
    expect(getPullState()).toMatchObject({ running: false });
    expect(getPullState().lastPulledAt).toBeTruthy();
  });

  it('removes listings the server no longer has', async () => {
    const id = await createOnServer('Sold already');
    await pull();
    expect(await db.listings.get(id)).toBeTruthy();

    const response = await live.request(`/api/listings/${id}`, {
      method: 'DELETE',
      token: seller.token,
    });
    expect(response.status).toBeLessThan(300);
    await pull();
    expect(await db.listings.get(id)).toBeUndefined();
  });

  it('never brings back a listing whose delete is still waiting to be sent', async () => {
    const id = await createOnServer('Delete me offline');
    await pull();
    await mutate(listingDelete, seller.user._id, { listingId: id });

    await pull();
    expect(await db.listings.get(id)).toBeUndefined();
  });

  it('keeps local changes that wait in the outbox over the server copy', async () => {
    const id = await createOnServer('Original title');
    await pull();
    await db.listings.update(id, { title: 'Changed on the phone', syncState: 'pending' });

    await pull();
    expect((await db.listings.get(id))?.title).toBe('Changed on the phone');
  });

  it('keeps a change sent while the pull was on its way over the older copy it read', async () => {
    const id = await createOnServer('Paused as the link came back');
    await pull();
    // The pull reads the listings, then the status change goes out and its answer is stored...
    const read = await live.request('/api/listings', { token: seller.token });
    const stale = (await read.json()) as Listing[];
    const dashboard = (await (
      await live.request('/api/users/dashboard', { token: seller.token })
    ).json()) as DashboardAnswer;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const changed = await live.request(`/api/listings/${id}/status`, {
      method: 'POST',
      token: seller.token,
      body: { status: 'paused' },
    });
    const answer = (await changed.json()) as Listing;
    await db.listings.update(id, { status: 'paused', updatedAt: answer.updatedAt });
    // ...and only then the pull's older answer arrives.
    await applyPull(seller.user._id, dashboard, stale);
    expect((await db.listings.get(id))?.status).toBe('paused');

    await pull();
    expect((await db.listings.get(id))?.status).toBe('paused');
  });

  it('keeps a listing made on this device that the server has not seen yet', async () => {
    await db.listings.put({
      _id: 'local-123',
      sellerId: seller.user._id,
      title: 'Made offline',
      type: 'vehicle',
      features: [],
      images: [],
      views: 0,
      createdAt: new Date().toISOString(),
      syncState: 'pending',
      localOnly: true,
    });
    await pull();
    expect(await db.listings.get('local-123')).toBeTruthy();
  });

  it('keeps a profile change that has not been sent yet', async () => {
    await pull();
    await mutate(profileUpdate, seller.user._id, {
      user: {
        displayName: 'Rudo Crafts',
        contactNumber: '1',
        city: 'harare',
      },
    });
    await pull();
    expect((await profileWithChanges(seller.user._id))?.displayName).toBe('Rudo Crafts');
  });

  it('keeps what the device has and records the failure when the network is down', async () => {
    const id = await createOnServer('Kept offline');
    await pull();
    live.offline = true;

    await pull();
    expect(await db.listings.get(id)).toBeTruthy();
    expect(getPullState().lastError).toBeTruthy();
    expect(getPullState().running).toBe(false);
  });

  it('does nothing for a signed-out visitor', async () => {
    clearSession();
    live.calls.length = 0;
    await pull();
    expect(live.calls).toEqual([]);
  });
});

describe('pull and the session user', () => {
  it("refreshes the stored user's name and admin flag from the server", async () => {
    // Stored at sign-in before the profile was completed, by an app that did not keep the flag.
    expect(getCurrentUser()).not.toHaveProperty('displayName');
    await pull();
    expect(getCurrentUser()).toMatchObject({
      _id: seller.user._id,
      displayName: 'Rudo',
      isAdmin: false,
      token: seller.token,
    });
  });

  it('gives a user the server counts as an admin their admin rights', async () => {
    const admin = await live.signInAs(ADMIN_PHONE);
    clearSession();
    signIn({ _id: admin.user._id, phone: admin.user.phone, isAdmin: false }, admin.token);
    await pull();
    expect(getCurrentUser()?.isAdmin).toBe(true);
  });

  it('keeps a profile change waiting in the outbox, and still refreshes the admin flag', async () => {
    await pull();
    await mutate(profileUpdate, seller.user._id, {
      user: {
        displayName: 'Rudo Crafts',
        contactNumber: '1',
        city: 'harare',
      },
    });
    // What the profile screen does when the seller saves.
    setCurrentUser({ ...getCurrentUser()!, displayName: 'Rudo Crafts', isAdmin: true });
    await pull();
    expect(getCurrentUser()).toMatchObject({ displayName: 'Rudo Crafts', isAdmin: false });
  });

  it('leaves the session alone when the server says nothing new', async () => {
    await pull();
    let changes = 0;
    const off = onSessionChange(() => (changes += 1));
    await pull();
    off();
    expect(changes).toBe(0);
  });
});
