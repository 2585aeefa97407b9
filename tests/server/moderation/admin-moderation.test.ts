import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingChanged } from '@/server/listings/fresh-reads';
import { holdForReview, recordReport, reporterKeyOf } from '@/server/moderation';
import { serverWithAdminAndSeller } from '../../support/signed-in-server';
import { ADMIN_PHONE, sampleListing, type SignedIn, type TestServer } from '../helpers';

let server: TestServer;
let admin: SignedIn;
let seller: SignedIn;
let other: SignedIn;

const json = async <T>(response: Response) => (await response.json()) as T;

async function createListing(who: SignedIn, title: string): Promise<string> {
  const response = await server.request('/api/listings', {
    method: 'POST',
    token: who.token,
    body: sampleListing({ title }),
  });
  expect(response.status).toBe(201);
  return (await json<{ _id: string }>(response))._id;
}

const report = (listingId: string, phone: string, reason: 'scam' | 'sold' = 'scam') =>
  recordReport(server.db, {
    listingId,
    reporterKey: reporterKeyOf({ phone }),
    reporterPhone: phone,
    reason,
  });

const moderate = (id: string, body: unknown, token = admin.token) =>
  server.request(`/api/admin/listings/${id}/moderation`, { method: 'POST', token, body });

interface CaseJson {
  _id: string;
  listingId?: string;
  sellerId: string;
  reportCount: number;
  reasons: { code: string; detail?: string }[];
  reports: { reason: string; reporterPhone?: string }[];
}

beforeAll(async () => {
  ({ server, admin, seller } = await serverWithAdminAndSeller('263718100001'));
  other = await server.signInAs('263718100002');
});
afterAll(() => server.close());

describe('admin moderation API', () => {
  it('is for admins only: 401 without a session, 403 for a seller', async () => {
    const paths: [string, string, unknown?][] = [
      ['GET', '/api/admin/moderation'],
      ['GET', '/api/admin/audit'],
      ['POST', '/api/admin/listings/x/moderation', { action: 'hide', reason: 'Scam advert' }],
      ['POST', `/api/admin/sellers/${other.user._id}/suspension`, { reason: 'Scam adverts' }],
      ['DELETE', `/api/admin/sellers/${other.user._id}/suspension`, { reason: 'Appeal heard' }],
    ];
    for (const [method, path, body] of paths) {
      expect((await server.request(path, { method, body })).status, path).toBe(401);
      expect((await server.request(path, { method, body, token: seller.token })).status).toBe(403);
    }
  });

  it('lists open cases most reported first, with their reports, paged with X-Total-Count', async () => {
    const once = await createListing(other, 'Reported once');
    const thrice = await createListing(other, 'Reported thrice');
    await report(once, '263771000001');
    await report(thrice, '263771000001');
    await report(thrice, '263771000002', 'sold');
    await report(thrice, '263771000003');
    // The same buyer twice counts once.
    expect(await report(thrice, '263771000003')).toEqual({ kind: 'repeat' });

    const response = await server.request('/api/admin/moderation?limit=1', { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Total-Count')).toBe('2');
    const [first] = await json<CaseJson[]>(response);
    expect(first?.listingId).toBe(thrice);
    expect(first?.sellerId).toBe(other.user._id);
    expect(first?.reportCount).toBe(3);
    expect(first?.reports).toHaveLength(3);
    expect(first?.reasons).toEqual([
      { code: 'reported', detail: 'Scam or fraud' },
      { code: 'reported', detail: 'Already sold' },
    ]);
    const second = await json<CaseJson[]>(
      await server.request('/api/admin/moderation?limit=1&offset=1', { token: admin.token }),
    );
    expect(second.map((c) => c.listingId)).toEqual([once]);
    expect(
      (await server.request('/api/admin/moderation?limit=0', { token: admin.token })).status,
    ).toBe(400);

    // Searching: by the listing's title, and by the seller's phone.
    const byTitle = await server.request(
      `/api/admin/moderation?q=${encodeURIComponent('thrice')}`,
      {
        token: admin.token,
      },
    );
    expect(byTitle.headers.get('X-Total-Count')).toBe('1');
    expect((await json<CaseJson[]>(byTitle)).map((c) => c.listingId)).toEqual([thrice]);
    const phone = String(other.user.phone).slice(-6);
    const byPhone = await json<CaseJson[]>(
      await server.request(`/api/admin/moderation?q=${phone}&limit=200`, { token: admin.token }),
    );
    expect(byPhone.map((c) => c.listingId).sort()).toEqual([once, thrice].sort());
    const none = await server.request('/api/admin/moderation?q=nothing-like-this', {
      token: admin.token,
    });
    expect(none.headers.get('X-Total-Count')).toBe('0');
  });

  it('dismiss closes the case; the same reports never reopen it, a new reporter does', async () => {
    const id = await createListing(other, 'Dismissed listing');
    await report(id, '263771000010');
    const dismissed = await moderate(id, { action: 'dismiss', reason: 'Looks genuine' });
    expect(dismissed.status).toBe(200);
    expect(await json<{ moderation?: unknown }>(dismissed)).not.toHaveProperty('moderation');
    expect(await report(id, '263771000010')).toEqual({ kind: 'repeat' });
    const cases = await json<CaseJson[]>(
      await server.request('/api/admin/moderation?limit=200', { token: admin.token }),
    );
    expect(cases.some((c) => c.listingId === id)).toBe(false);
    // Nothing left to dismiss.
    expect((await moderate(id, { action: 'dismiss', reason: 'Again' })).status).toBe(409);

    const fresh = await report(id, '263771000011');
    expect(fresh.kind).toBe('counted');
    const reopened = await json<CaseJson[]>(
      await server.request('/api/admin/moderation?limit=200', { token: admin.token }),
    );
    expect(reopened.find((c) => c.listingId === id)?.reportCount).toBe(1);
  });

  it('hide shows the seller the reason; an edit sends it back to review with a new case', async () => {
    const id = await createListing(seller, 'Phone too cheap');
    const hidden = await moderate(id, { action: 'hide', reason: 'Scam: stolen photos' });
    expect(hidden.status).toBe(200);
    const own = await json<{ moderation: { state: string; reason: string; at: string } }>(
      await server.request(`/api/listings/${id}`, { token: seller.token }),
    );
    expect(own.moderation).toMatchObject({ state: 'hidden', reason: 'Scam: stolen photos' });
    // The admin's own words carry no code: the seller reads them as typed.
    expect(own.moderation).not.toHaveProperty('code');
    expect(Date.parse(own.moderation.at)).not.toBeNaN();
    const list = await json<{ _id: string; moderation?: { state: string } }[]>(
      await server.request('/api/listings', { token: seller.token }),
    );
    expect(list.find((l) => l._id === id)?.moderation?.state).toBe('hidden');

    const edited = await server.request(`/api/listings/${id}`, {
      method: 'PATCH',
      token: seller.token,
      body: { _id: id, listing: sampleListing({ title: 'Phone, my own photos' }) },
    });
    expect(edited.status).toBe(200);
    const after = await json<{ moderation: { state: string; reason: string } }>(edited);
    expect(after.moderation.state).toBe('in_review');
    expect(after.moderation.reason).toMatch(/Edited after it was hidden/);
    expect(after.moderation).toMatchObject({ code: 'edited_after_hidden' });
    expect(after.moderation).not.toHaveProperty('params');
    const cases = await json<CaseJson[]>(
      await server.request('/api/admin/moderation?limit=200', { token: admin.token }),
    );
    expect(cases.find((c) => c.listingId === id)?.reasons).toEqual([
      { code: 'edited_after_hidden' },
    ]);

    const approved = await moderate(id, { action: 'approve', reason: 'New photos are fine' });
    expect(approved.status).toBe(200);
    expect(await json<object>(approved)).not.toHaveProperty('moderation');
    expect((await moderate(id, { action: 'approve', reason: 'Again' })).status).toBe(409);
  });

  it('keeps a reason the version before wrote readable, and never pairs its words with an old code', async () => {
    // What this process keeps of the seller's reads drops, as after any write.
    const ownModeration = async (id: string) => {
      listingChanged(server.db, seller.user._id, id);
      return (
        await json<{ moderation?: Record<string, unknown> }>(
          await server.request(`/api/listings/${id}`, { token: seller.token }),
        )
      ).moderation;
    };
    // Held by a server of the version before: its words, no code.
    const old = await createListing(seller, 'Held before codes');
    await server.db.execute(
      sql`UPDATE listings SET moderation_state = 'in_review', moderation_reason = 'Held the old way',
            moderation_at = now() WHERE id = ${old}`,
    );
    const oldRead = await ownModeration(old);
    expect(oldRead).toMatchObject({ state: 'in_review', reason: 'Held the old way' });
    expect(oldRead).not.toHaveProperty('code');

    // Held with a code, then hidden by a server of the version before (its words alone).
    const coded = await createListing(seller, 'Held with a code');
    await holdForReview(
      server.db,
      coded,
      { code: 'repeated_ads' },
      { code: 'repeated_ad_copies', count: 7 },
    );
    expect(await ownModeration(coded)).toMatchObject({
      code: 'repeated_ad_copies',
      params: { count: 7 },
    });
    await server.db.execute(
      sql`UPDATE listings SET moderation_state = 'hidden', moderation_reason = 'Fake adverts'
           WHERE id = ${coded}`,
    );
    const hidden = await ownModeration(coded);
    expect(hidden).toMatchObject({ state: 'hidden', reason: 'Fake adverts' });
    expect(hidden).not.toHaveProperty('code');
    expect(hidden).not.toHaveProperty('params');
  });

  it('refuses a missing reason, an unknown action and an unknown listing', async () => {
    const id = await createListing(seller, 'Refusals');
    expect((await moderate(id, { action: 'hide', reason: ' ' })).status).toBe(422);
    expect((await moderate(id, { action: 'delete', reason: 'Because' })).status).toBe(422);
    expect((await moderate(id, { action: 'hide' })).status).toBe(422);
    expect((await moderate('no-such-id', { action: 'hide', reason: 'Because' })).status).toBe(404);
  });

  it('audits every action with before and after, newest first, and counts in the stats', async () => {
    const id = await createListing(seller, 'Audited listing');
    await moderate(id, { action: 'hide', reason: 'Prohibited item' });
    const response = await server.request(`/api/admin/audit?listingId=${id}`, {
      token: admin.token,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Total-Count')).toBe('1');
    const [entry] = await json<Record<string, unknown>[]>(response);
    expect(entry).toMatchObject({
      adminPhone: ADMIN_PHONE,
      action: 'hide',
      listingId: id,
      listingTitle: 'Audited listing',
      sellerId: seller.user._id,
      sellerPhone: seller.user.phone,
      reason: 'Prohibited item',
      before: { status: 'active', moderation: null, sellerSuspended: false },
      after: {
        status: 'active',
        moderation: { state: 'hidden', reason: 'Prohibited item' },
        sellerSuspended: false,
      },
    });
    const all = await json<{ createdAt: string }[]>(
      await server.request('/api/admin/audit', { token: admin.token }),
    );
    const times = all.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const stats = await json<{ openCases: number; suspendedSellers: number }>(
      await server.request('/api/admin/stats', { token: admin.token }),
    );
    const open = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM moderation_cases WHERE state = 'open'`,
    );
    expect(stats.openCases).toBe(Number(open.rows[0]?.n));
    expect(stats.openCases).toBeGreaterThan(0);
    expect(stats.suspendedSellers).toBe(0);
  });
});
