// @vitest-environment node
// Node's fetch, as the real server in process expects it.
/**
 * What the server says of a save reaches the seller however the send went: the answer's
 * warnings are kept with the listing on the device (an offline create sent later included), a
 * pull and a later save that says nothing new keep them, and a dismissed one stays dismissed. The consent words the editor showed
 * travel in the create's outbox item, an edit of the waiting create included, and the server
 * records them.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingSchema, type Listing } from '@/domain';
import { CURRENT_CHECKIN_CONSENT_WORDS } from '@/domain/checkin-consent';
import { dismissListingWarning } from '@/app/local/listing-warnings';
import { createListing, updateListing } from '@/app/sync/listing-writes';
import { mutate } from '@/app/sync/mutate';
import { listingStatus } from '@/app/sync/mutators/listing-status';
import { applyPull } from '@/app/sync/pull/pull';
import type { DashboardAnswer } from '@/app/sync/pull/pull-answers';
import { rows } from '@/server/db/rows';
import { APP_CHECKIN_CONSENT_WORDS } from '@/server/consents/consents';
import { tvListing, syncFixture } from './sync-fixture';
import { settled } from './sync-harness';

const fx = syncFixture('263771000091', { freshEachTest: false });

/** The seller's listings and profile as a pull reads them from the server. */
async function pullFromServer(): Promise<void> {
  const { server } = fx.faulty;
  const token = fx.seller.token;
  const listed = (await (await server.request('/api/listings', { token })).json()) as unknown[];
  const dashboard = (await (
    await server.request('/api/users/dashboard', { token })
  ).json()) as DashboardAnswer;
  const listings: Listing[] = listed.map((listing) => listingSchema.parse(listing));
  await applyPull(fx.seller.user._id, dashboard, listings);
}

describe("the server's word on a save", () => {
  it('sends the consent words shown with a first listing in its outbox item; the server records them', async () => {
    const sellerId = fx.seller.user._id;
    const shown = { words: CURRENT_CHECKIN_CONSENT_WORDS, language: 'nd' as const };
    const { listingId } = await createListing(sellerId, {
      listing: tvListing('Hisense TV 32 inch'),
      images: [],
      checkinConsent: shown,
    });
    const [item] = await fx.db.outbox.toArray();
    expect(item?.kind === 'listing.create' && item.payload.checkinConsent).toEqual(shown);
    // Edited before it went: still one create, with the words the seller was shown.
    await updateListing(sellerId, listingId, {
      listing: tvListing('Hisense smart TV 32 inch'),
      images: [],
    });
    const [edited] = await fx.db.outbox.toArray();
    expect(edited?.kind).toBe('listing.create');
    expect(edited?.kind === 'listing.create' && edited.payload.checkinConsent).toEqual(shown);
    await fx.engine().start();
    await settled(fx.db);
    const [grant] = await rows<{ words: string }>(
      fx.faulty.server.db,
      sql`SELECT words FROM whatsapp_consent_grants
          WHERE contact = ${fx.seller.user.phone} AND topic = 'checkins'`,
    );
    const name = fx.faulty.server.env.MARKETPLACE_NAME;
    expect(grant?.words).toBe(
      APP_CHECKIN_CONSENT_WORDS[CURRENT_CHECKIN_CONSENT_WORDS].nd.replaceAll('{marketplace}', name),
    );
  });

  it('keeps a repeated ad’s warning with the listing, through a pull, until dismissed', async () => {
    const sellerId = fx.seller.user._id;
    // The same ad again, written while offline: sent once the link is back.
    fx.faulty.fault = (call) =>
      call.path === '/api/listings' && call.method === 'POST' && offline.now
        ? { before: 'fail' }
        : { before: 'pass' };
    const offline = { now: true };
    const engine = fx.engine();
    await createListing(sellerId, { listing: tvListing('Hisense smart TV 32 inch'), images: [] });
    await engine.start();
    await expect.poll(() => fx.faulty.calls.length).toBeGreaterThan(0);
    expect((await fx.db.listings.toArray()).some((listing) => listing.warnings)).toBe(false);
    offline.now = false;
    await engine.syncNow();
    await settled(fx.db);

    const withWarning = (await fx.db.listings.toArray()).filter((listing) => listing.warnings);
    expect(withWarning).toHaveLength(1);
    const [repeat] = withWarning;
    expect(repeat!.title).toBe('Hisense smart TV 32 inch');
    expect(repeat!.localOnly).toBeFalsy();
    expect(repeat!.warnings?.map((warning) => warning.code)).toEqual(['repeated_ad']);

    // A pull brings the server's copy (no warnings on a read): the warning stays.
    await pullFromServer();
    expect((await fx.db.listings.get(repeat!._id))?.warnings?.map((w) => w.code)).toEqual([
      'repeated_ad',
    ]);

    // Paused and sent: the answer says nothing new, and the warning stays.
    await mutate(listingStatus, sellerId, { listingId: repeat!._id, status: 'paused' });
    await settled(fx.db);
    const paused = await fx.db.listings.get(repeat!._id);
    expect(paused?.status).toBe('paused');
    expect(paused?.warnings?.map((w) => w.code)).toEqual(['repeated_ad']);

    // Dismissed: gone, and no pull brings it back.
    await dismissListingWarning(sellerId, repeat!._id, 'repeated_ad');
    expect((await fx.db.listings.get(repeat!._id))?.warnings).toBeUndefined();
    await pullFromServer();
    const after = await fx.db.listings.get(repeat!._id);
    expect(after?.warnings).toBeUndefined();
    expect(after?.title).toBe('Hisense smart TV 32 inch');
  });
});
