import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchListings } from '@/server/discovery/search';
import { holdForReview } from '@/server/moderation';
import { serverWithAdminAndSeller } from '../../support/signed-in-server';
import { sampleListing, type SignedIn, type TestServer } from '../helpers';

let server: TestServer;
let admin: SignedIn;
let seller: SignedIn;

async function create(who: SignedIn, title: string): Promise<string> {
  const response = await server.request('/api/listings', {
    method: 'POST',
    token: who.token,
    body: sampleListing({ title, description: 'Mazda Demio in good order' }),
  });
  return ((await response.json()) as { _id: string })._id;
}

async function offered(): Promise<string[]> {
  const outcome = await searchListings(server.db, { terms: ['demio'], categories: [], brands: [] });
  return outcome.results.map((result) => result.id);
}

const pageStatus = async (id: string) => (await server.request(`/l/${id}`)).status;

beforeAll(async () => {
  ({ server, admin, seller } = await serverWithAdminAndSeller('263718300001'));
});
afterAll(() => server.close());

describe('what buyers are offered', () => {
  it('never offers a held or hidden listing, and its page answers 404', async () => {
    const up = await create(seller, 'Mazda Demio up');
    const held = await create(seller, 'Mazda Demio held');
    const hidden = await create(seller, 'Mazda Demio hidden');
    await holdForReview(
      server.db,
      held,
      { code: 'prohibited_content', detail: 'matched term' },
      { code: 'prohibited_content' },
    );
    const hide = await server.request(`/api/admin/listings/${hidden}/moderation`, {
      method: 'POST',
      token: admin.token,
      body: { action: 'hide', reason: 'Stolen photos' },
    });
    expect(hide.status).toBe(200);

    expect((await offered()).sort()).toEqual([up]);
    expect(await pageStatus(up)).toBe(200);
    expect(await pageStatus(held)).toBe(404);
    expect(await pageStatus(hidden)).toBe(404);
    expect((await server.request(`/l/${hidden}/report`)).status).toBe(404);
    expect((await server.request(`/l/${hidden}/chat`)).status).toBe(404);

    const own = (await (
      await server.request(`/api/listings/${held}`, { token: seller.token })
    ).json()) as { moderation: { state: string; reason: string } };
    expect(own.moderation.state).toBe('in_review');
    expect(own.moderation.reason).toMatch(/Waiting for review/);
  });

  it("takes a suspended seller's listings away, and restore brings back all but the hidden", async () => {
    const other = await server.signInAs('263718300002');
    const kept = await create(other, 'Mazda Demio kept');
    const hiddenOne = await create(other, 'Mazda Demio hidden one');
    await server.request(`/api/admin/listings/${hiddenOne}/moderation`, {
      method: 'POST',
      token: admin.token,
      body: { action: 'hide', reason: 'Wrong category' },
    });
    const before = await offered();
    expect(before).toContain(kept);

    const suspended = await server.request(`/api/admin/sellers/${other.user._id}/suspension`, {
      method: 'POST',
      token: admin.token,
      body: { reason: 'Scam adverts' },
    });
    expect(suspended.status).toBe(200);
    expect(await suspended.json()).toMatchObject({
      _id: other.user._id,
      suspensionReason: 'Scam adverts',
    });
    expect(await offered()).not.toContain(kept);
    expect(await pageStatus(kept)).toBe(404);

    const restored = await server.request(`/api/admin/sellers/${other.user._id}/suspension`, {
      method: 'DELETE',
      token: admin.token,
      body: { reason: 'Appeal heard' },
    });
    expect(restored.status).toBe(200);
    expect(await restored.json()).not.toHaveProperty('suspendedAt');
    expect(await offered()).toContain(kept);
    expect(await offered()).not.toContain(hiddenOne);
    expect(await pageStatus(kept)).toBe(200);
    expect(await pageStatus(hiddenOne)).toBe(404);
  });
});
