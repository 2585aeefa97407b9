/**
 * Evidence that outlives a seller's delete, and listings that come back after moderation: a
 * reported listing deleted by its seller stays in the admin queue with its reports, a snapshot and
 * its photos (for admins only); what an admin hid, or what such a delete took down, goes to review
 * when it is posted again under another id with the same words (through the screening's skeleton)
 * or the same photo; the evidence is swept after its retention. (Photos of hidden, held and
 * suspended sellers' listings: photo-audience.test.ts.)
 */
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EVIDENCE_KEEP_DAYS, sweepEvidence } from '@/server/moderation/evidence';
import { fingerprintOlderHidden } from '@/server/moderation/fingerprints';
import { sampleListing } from '../helpers';
import { makePhoto } from '../photos';
import { useModerationServer, type ListingJson } from './moderation-support';

const harness = useModerationServer('2637719');
const { nextSeller, upload, create, remove, moderate, reportBy, openCaseOf, photoAs } = harness;

/** The listing's moderation state as stored, or null. */
async function stateOf(listingId: string): Promise<string | null> {
  const result = await harness.server.db.execute<{ moderation_state: string | null }>(
    sql`SELECT moderation_state FROM listings WHERE id = ${listingId}`,
  );
  return result.rows[0]?.moderation_state ?? null;
}

describe("a seller's delete of a reported listing", () => {
  it('keeps the case, the reports, a snapshot and the photos for admins; gone for everyone else', async () => {
    const seller = await nextSeller();
    const photo = await upload(seller, await makePhoto(1801, 640, 480));
    const listing = await create(seller, {
      title: 'iPhone 14 Pro Max sealed',
      description: 'Brand new iPhone 14 Pro Max, sealed in box, pay a deposit and I deliver.',
      price: { type: 'fixed', amount: 250, isNegotiable: false },
      images: [photo],
    });
    await reportBy(listing._id, 5, 1);
    expect((await photoAs(photo)).status).toBe(200);

    expect((await remove(seller, listing._id)).status).toBe(200);

    // Gone for the seller and for buyers, as any delete.
    expect(
      (await harness.server.request(`/api/listings/${listing._id}`, { token: seller.token }))
        .status,
    ).toBe(404);
    expect((await harness.server.request(`/l/${listing._id}`)).status).toBe(404);
    const mine = await harness.server.request('/api/listings', { token: seller.token });
    expect(((await mine.json()) as ListingJson[]).map((l) => l._id)).not.toContain(listing._id);

    // For admins: the open case with its five reports and what the listing showed.
    const kept = await openCaseOf(listing._id);
    expect(kept).toBeDefined();
    expect(kept!.reportCount).toBe(5);
    expect(kept!.reports).toHaveLength(5);
    expect(kept!.listingTitle).toBe('iPhone 14 Pro Max sealed');
    expect(kept!.photos).toEqual([photo]);
    expect(kept!.deletedListing).toMatchObject({
      title: 'iPhone 14 Pro Max sealed',
      description: 'Brand new iPhone 14 Pro Max, sealed in box, pay a deposit and I deliver.',
      price: { type: 'fixed', amount: 250, isNegotiable: false },
      photos: [{ id: photo, hash: expect.stringMatching(/^-?\d+$/) }],
    });

    // Its photo answers admins only: not buyers, not the seller who deleted it.
    const forAdmin = await photoAs(photo, harness.admin.token);
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.headers.get('cache-control')).toBe('private, no-cache');
    expect((await photoAs(photo)).status).toBe(404);
    expect((await photoAs(photo, seller.token)).status).toBe(404);
    // Nor can the seller take it back or delete it.
    expect(
      (
        await harness.server.request(`/api/files/${photo}`, {
          method: 'DELETE',
          token: seller.token,
        })
      ).status,
    ).toBe(404);
    const reused = await harness.server.request('/api/listings', {
      method: 'POST',
      token: seller.token,
      body: sampleListing({ title: 'Samsung TV', images: [photo] }),
    });
    expect(reused.status).toBe(422);

    // The admin hides it: the case closes (204) and is written to the audit log.
    const hidden = await moderate(listing._id, 'hide', 'Deposit scam');
    expect(hidden.status).toBe(204);
    expect(await openCaseOf(listing._id)).toBeUndefined();
    const audit = await harness.server.request(`/api/admin/audit?listingId=${listing._id}`, {
      token: harness.admin.token,
    });
    expect(((await audit.json()) as { action: string }[]).map((entry) => entry.action)).toEqual([
      'hide',
    ]);
    // Nothing left to decide.
    expect((await moderate(listing._id, 'hide', 'Again')).status).toBe(404);
  });

  it('takes a listing with nothing against it away whole, its dismissed case with it', async () => {
    const seller = await nextSeller();
    const photo = await upload(seller, await makePhoto(811, 640, 480));
    const listing = await create(seller, { title: 'Honda Fit 2012', images: [photo] });
    await reportBy(listing._id, 1, 100);
    expect((await moderate(listing._id, 'dismiss', 'Looks genuine')).status).toBe(200);
    expect((await remove(seller, listing._id)).status).toBe(200);
    const left = await harness.server.db.execute<{ n: number }>(
      sql`SELECT (SELECT count(*)::int FROM moderation_cases WHERE listing_id = ${listing._id})
               + (SELECT count(*)::int FROM listing_reports WHERE listing_id = ${listing._id})
               + (SELECT count(*)::int FROM deleted_listings WHERE listing_id = ${listing._id})
               + (SELECT count(*)::int FROM files WHERE id = ${photo}) AS n`,
    );
    expect(Number(left.rows[0]?.n)).toBe(0);
    expect((await photoAs(photo, harness.admin.token)).status).toBe(404);
    // Posted again word for word, it publishes: nothing moderation took down.
    const again = await create(seller, { title: 'Honda Fit 2012' });
    expect(again.moderation).toBeUndefined();
  });
});

describe('a listing that comes back after moderation', () => {
  const scam = {
    title: 'Toyota Hilux 2019 cheap',
    description:
      'Toyota Hilux 2019 double cab, imported, pay the clearing fee first and it is delivered to you.',
  };

  it('an admin hid: the same words under another id, disguised, go to review', async () => {
    const seller = await nextSeller();
    const first = await create(seller, scam);
    expect((await moderate(first._id, 'hide', 'Advance-fee scam')).status).toBe(200);
    // The seller deletes it and posts it again, with lookalike letters and other spacing.
    expect((await remove(seller, first._id)).status).toBe(200);
    const again = await create(seller, {
      title: 'TОYOTA  Hilux 2019 - cheap!',
      description:
        'Toyota Hi-lux 2019 double cab,\u00ADimported; pay the clearing fee first, and it is delivered to you',
    });
    expect(again.moderation).toMatchObject({ state: 'in_review', code: 'reposted' });
    expect(await stateOf(again._id)).toBe('in_review');
    const held = await openCaseOf(again._id);
    expect(held?.reasons).toContainEqual(
      expect.objectContaining({ code: 'reposted', otherListingId: first._id }),
    );
    // Not offered: its page answers 404.
    expect((await harness.server.request(`/l/${again._id}`)).status).toBe(404);

    // Another seller with the description under a new title: to review as well.
    const other = await nextSeller();
    const copied = await create(other, { title: 'Hilux for sale', description: scam.description });
    expect(copied.moderation?.state).toBe('in_review');
    // Different words publish.
    const honest = await create(other, {
      title: 'Toyota Hilux 2016',
      description: 'Single cab, 180,000 km, viewing in Avondale.',
    });
    expect(honest.moderation).toBeUndefined();
  });

  it('an admin hid: an edit to the same words goes to review too', async () => {
    const seller = await nextSeller();
    const first = await create(seller, {
      title: 'Genuine Rolex Submariner',
      description: 'Original Rolex Submariner with papers, box and receipt.',
    });
    expect((await moderate(first._id, 'hide', 'Counterfeit')).status).toBe(200);
    const other = await create(seller, { title: 'Wall clock', description: 'Wooden wall clock.' });
    const edited = await harness.server.request(`/api/listings/${other._id}`, {
      method: 'PATCH',
      token: seller.token,
      body: sampleListing({
        title: 'Genuine Rolex Submariner',
        description: 'Original Rolex Submariner with papers, box and receipt.',
      }),
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as ListingJson).moderation?.state).toBe('in_review');
    // Approved, the first listing's words may be posted again.
    expect((await moderate(first._id, 'approve', 'Papers checked')).status).toBe(200);
    const third = await create(seller, {
      title: 'Genuine Rolex Submariner',
      description: 'Original Rolex Submariner with papers, box and receipt.',
    });
    expect(third.moderation).toBeUndefined();
  });

  it('its seller deleted with a case open: its photo, re-encoded, under new words goes to review', async () => {
    const seller = await nextSeller();
    const bytes = await makePhoto(821, 800, 600);
    const first = await create(seller, {
      title: 'Land Cruiser V8',
      images: [await upload(seller, bytes)],
    });
    await reportBy(first._id, 2, 200);
    expect((await remove(seller, first._id)).status).toBe(200);

    const copy = await sharp(bytes).resize(640).jpeg({ quality: 60 }).toBuffer();
    const other = await nextSeller();
    const again = await create(other, {
      title: 'Mercedes Sprinter',
      description: 'Fourteen seats, recently serviced.',
      images: [await upload(other, copy)],
    });
    expect(again.moderation?.state).toBe('in_review');
    expect((await openCaseOf(again._id))?.reasons).toContainEqual(
      expect.objectContaining({
        code: 'reposted',
        photoId: again.images[0],
        otherListingId: first._id,
      }),
    );
    // Dismissed, the deleted listing's case no longer holds its photo back.
    expect((await moderate(first._id, 'dismiss', 'Reports were wrong')).status).toBe(204);
    const third = await nextSeller();
    const fine = await create(third, {
      title: 'Nissan Caravan',
      images: [await upload(third, await sharp(bytes).jpeg({ quality: 80 }).toBuffer())],
    });
    expect(fine.moderation).toBeUndefined();
  });
});

describe('a reported listing deleted by a server of the version before', () => {
  it('leaves its case in the queue, and the admin can close it', async () => {
    const seller = await nextSeller();
    const listing = await create(seller, { title: 'Deleted the old way' });
    await reportBy(listing._id, 1, 400);
    // What the version before's delete does on this schema: the row only.
    await harness.server.db.execute(sql`DELETE FROM listings WHERE id = ${listing._id}`);
    const orphan = await openCaseOf(listing._id);
    expect(orphan?.reportCount).toBe(1);
    expect(orphan?.deletedListing).toBeUndefined();
    expect((await moderate(listing._id, 'dismiss', 'Gone already')).status).toBe(204);
    expect(await openCaseOf(listing._id)).toBeUndefined();
  });
});

describe('listings hidden before fingerprints were recorded', () => {
  it('are fingerprinted by the periodic job, and their words then go to review', async () => {
    const seller = await nextSeller();
    const words = {
      title: 'Solar panels 400W wholesale',
      description: 'Solar panels 400W, wholesale price, send the full amount and collect in Msasa.',
    };
    const old = await create(seller, words);
    // Hidden the way a server of the version before did: no fingerprint recorded.
    await harness.server.db.execute(
      sql`UPDATE listings SET moderation_state = 'hidden', moderation_reason = 'Scam'
           WHERE id = ${old._id}`,
    );
    expect(await fingerprintOlderHidden(harness.server.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await fingerprintOlderHidden(harness.server.db, new Date())).toBe(0);
    const again = await create(await nextSeller(), words);
    expect(again.moderation?.state).toBe('in_review');
  });
});

describe('the retention of evidence', () => {
  it('keeps everything while the case is open, and sweeps it once closed for the retention', async () => {
    const seller = await nextSeller();
    const photo = await upload(seller, await makePhoto(841, 640, 480));
    const listing = await create(seller, { title: 'Generator 5 kVA', images: [photo] });
    await reportBy(listing._id, 1, 300);
    expect((await remove(seller, listing._id)).status).toBe(200);
    const later = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);
    const counts = async () => {
      const result = await harness.server.db.execute<{ n: number }>(
        sql`SELECT (SELECT count(*)::int FROM moderation_cases WHERE listing_id = ${listing._id})
                 + (SELECT count(*)::int FROM listing_reports WHERE listing_id = ${listing._id})
                 + (SELECT count(*)::int FROM deleted_listings WHERE listing_id = ${listing._id})
                 + (SELECT count(*)::int FROM files WHERE id = ${photo}) AS n`,
      );
      return Number(result.rows[0]?.n);
    };
    expect(await counts()).toBe(4);
    // An open case keeps it however old.
    await sweepEvidence(harness.server.db, undefined, later(EVIDENCE_KEEP_DAYS * 3));
    expect(await counts()).toBe(4);

    expect((await moderate(listing._id, 'hide', 'Scam')).status).toBe(204);
    await sweepEvidence(harness.server.db, undefined, later(EVIDENCE_KEEP_DAYS - 1));
    expect(await counts()).toBe(4);
    const swept = await sweepEvidence(harness.server.db, undefined, later(EVIDENCE_KEEP_DAYS + 1));
    expect(swept.listings).toBeGreaterThanOrEqual(1);
    expect(await counts()).toBe(0);
    expect((await photoAs(photo, harness.admin.token)).status).toBe(404);
  });
});
