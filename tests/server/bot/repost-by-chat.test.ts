/**
 * Listing by chat after moderation took a listing down: the same words, or the same photo, posted
 * again in the chat under a new listing go to review as they do from the app; other words and
 * photos publish. A listing held for review is told why in the seller's language.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '@/server/db/rows';
import { ADMIN_PHONE } from '../helpers';
import { PUBLIC_URL, say, sendPhoto, server, tap, textOf, useChatServer } from './chat-seller';

useChatServer();

const phone = '263771560001';

/** Sends a photo and a line, publishes, and answers the new listing's id and state. */
async function publishByChat(seed: number, line: string, from = phone) {
  await sendPhoto(from, seed);
  const summary = textOf((await say(from, line))[0]!);
  expect(summary).toMatch(/^(Here is your listing|Ichi ndicho chinhu chako)/);
  const replies = await tap(from, 'sell:publish');
  expect(replies.length).toBeGreaterThan(0);
  const [newest] = await rows<{ id: string; moderation_state: string | null }>(
    server.db,
    sql`SELECT l.id, l.moderation_state FROM listings l JOIN users u ON u.id = l.seller_id
         WHERE u.phone = ${from} ORDER BY l.created_at DESC, l.id LIMIT 1`,
  );
  return { ...newest!, replies };
}

const reasonsOf = async (listingId: string) =>
  (
    await rows<{ reasons: { code: string; otherListingId?: string }[] }>(
      server.db,
      sql`SELECT reasons FROM moderation_cases WHERE listing_id = ${listingId} AND state = 'open'`,
    )
  )[0]?.reasons ?? [];

describe('listing by chat after moderation', () => {
  it('sends the words or the photo of a hidden listing to review', async () => {
    await server.signInAs(phone);
    const first = await publishByChat(41, 'Toyota Corolla 2012 $6500 Bulawayo');
    expect(first.moderation_state).toBeNull();
    expect(textOf(first.replies[0]!)).toContain(`${PUBLIC_URL}/l/${first.id}`);

    const admin = await server.signInAs(ADMIN_PHONE);
    const hidden = await server.request(`/api/admin/listings/${first.id}/moderation`, {
      method: 'POST',
      token: admin.token,
      body: { action: 'hide', reason: 'Stolen car' },
    });
    expect(hidden.status).toBe(200);

    // The same words with another photo.
    const words = await publishByChat(42, 'Toyota Corolla 2012 $6500 Bulawayo');
    expect(words.id).not.toBe(first.id);
    expect(words.moderation_state).toBe('in_review');
    expect(await reasonsOf(words.id)).toContainEqual(
      expect.objectContaining({ code: 'reposted', otherListingId: first.id }),
    );

    // The same photo with other words.
    const photo = await publishByChat(41, 'Honda Fit 2010 $4500 Harare');
    expect(photo.moderation_state).toBe('in_review');
    expect(await reasonsOf(photo.id)).toContainEqual(
      expect.objectContaining({ code: 'reposted', otherListingId: first.id }),
    );

    // Neither: published.
    const other = await publishByChat(43, 'Toyota Vitz 2011 $5000 Harare');
    expect(other.moderation_state).toBeNull();
  });

  it("says why a listing is held in the seller's language, Shona here", async () => {
    const shona = '263771560002';
    await server.signInAs(shona);
    const held = await publishByChat(
      44,
      'Ndiri kutengesa Samsung TV 43 inch $200 kuHarare, ndinotengesawo mbanje',
      shona,
    );
    expect(held.moderation_state).toBe('in_review');
    // Then the words of the check-ins it agrees to with a first listing, in Shona too.
    expect(textOf(held.replies[0]!).split('\n\n')[0]).toBe(
      '✅ Chachengetwa, asi chichaongororwa vatengi vasati vachiona: chingave nechimwe chinhu ' +
        `chisingabvumirwi pamusika.\nKana chabvumirwa chinoonekwa pano: ${PUBLIC_URL}/l/${held.id}` +
        '\nKana chatengwa, pindura *SOLD* pano.',
    );
  });
});
