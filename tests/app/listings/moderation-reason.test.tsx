/**
 * Why the marketplace holds or hid a listing, in the app's language: from the reason's code the
 * server sends beside its English words (with the words or the count it names); an admin's own
 * words as typed, after words saying an admin hid it; a reason without a code this version knows
 * as the server wrote it. On the listing's page, from the device's store.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { dbFor } from '@/app/local/db';
import { activateLanguage } from '@/app/ui/i18n/language';
import { layOutWindow, SELLER, signedInOffline, storedListing } from '../app-harness';
import { renderApp } from '../render-app';

const db = dbFor(SELLER._id);
const HIDDEN_REASON = 'The photos show a different phone than the title';

layOutWindow();

signedInOffline(SELLER, { withUser: true });

describe("the reason in the seller's language", () => {
  /** The English the server keeps beside the code (for the admin and the app before codes). */
  const SCAM_ENGLISH =
    'Waiting for review by the marketplace. The words "pay before viewing": they read like ' +
    'asking buyers to pay before they have seen it. If a deposit is paid after viewing, say so: ' +
    '"Deposit payable after viewing". It is not shown to buyers until an admin has looked at it.';
  const HELD_FOR_SCAM = storedListing('scam-1', {
    title: 'House to rent in Avondale',
    moderation: {
      state: 'in_review',
      reason: SCAM_ENGLISH,
      code: 'scam_pattern',
      params: { kind: 'pay_before_viewing', words: ['pay before viewing'] },
    },
  });
  const HELD_COPIES = storedListing('copies-1', {
    title: 'Honda Fit 2010',
    moderation: {
      state: 'in_review',
      reason: 'Waiting for review: this is the 6th copy of the same ad you posted today.',
      code: 'repeated_ad_copies',
      params: { count: 6 },
    },
  });

  async function inLanguage(language: 'sn' | 'nd', run: () => Promise<void>) {
    await activateLanguage(language, { remember: false });
    try {
      await run();
    } finally {
      await activateLanguage('en', { remember: false });
    }
  }

  it('says why in Shona from the code, with the words it names, not the English', async () => {
    await db.listings.bulkPut([HELD_FOR_SCAM]);
    await inLanguage('sn', async () => {
      await renderApp('/listing/scam-1');
      const notice = await screen.findByRole('alert', { name: 'Chiri kuongororwa' });
      expect(notice).toHaveTextContent(
        'Chikonzero: Mazwi “pay before viewing” anoita kunge vatengi vari kukumbirwa ' +
          'kubhadhara vasati vachiona. Kana deposit ichibhadharwa mushure mekuona, nyora ' +
          'kudaro: “Deposit inobhadharwa mushure mekuona”.',
      );
      expect(notice).not.toHaveTextContent('Waiting for review');
    });
  });

  it('says why in Ndebele from the code, with how many copies', async () => {
    await db.listings.bulkPut([HELD_COPIES]);
    await inLanguage('nd', async () => {
      await renderApp('/listing/copies-1');
      const notice = await screen.findByRole('alert', { name: 'Siyahlolwa' });
      expect(notice).toHaveTextContent(
        'Isizathu: Lamuhla ufake isikhangiso esifanayo izikhathi ezingu-6, njalo i-account ' +
          'yakho isanda kuvulwa.',
      );
      expect(notice).not.toHaveTextContent('6th copy');
    });
  });

  it("keeps an admin's own words as typed, after Ndebele saying an admin hid it", async () => {
    await db.listings.put(
      storedListing('hidden-1', {
        title: 'iPhone 14 Pro',
        moderation: { state: 'hidden', reason: HIDDEN_REASON, at: '2025-01-07T10:00:00.000Z' },
      }),
    );
    await inLanguage('nd', async () => {
      await renderApp('/listing/hidden-1');
      const notice = await screen.findByRole('alert', { name: 'Sifihlwe yimakethe' });
      expect(notice).toHaveTextContent(
        `Isizathu: Umphathi usifihlile, wabhala ukuthi: “${HIDDEN_REASON}”`,
      );
    });
  });

  it('shows the text of a reason written before codes, and of a code it does not know', async () => {
    await db.listings.bulkPut([
      storedListing('held-1', {
        title: 'Massage therapist',
        moderation: { state: 'in_review', reason: 'Prohibited content' },
      }),
      storedListing('later-1', {
        title: 'Generator 5kVA',
        moderation: {
          state: 'in_review',
          reason: 'Held for a reason a newer server names',
          code: 'some_later_rule',
        },
      }),
    ]);
    await inLanguage('sn', async () => {
      await renderApp('/listing/held-1');
      const old = await screen.findByRole('alert', { name: 'Chiri kuongororwa' });
      expect(old).toHaveTextContent('Chikonzero: Prohibited content');
      cleanup();
      await renderApp('/listing/later-1');
      const later = await screen.findByRole('alert', { name: 'Chiri kuongororwa' });
      expect(later).toHaveTextContent('Chikonzero: Held for a reason a newer server names');
    });
  });
});
