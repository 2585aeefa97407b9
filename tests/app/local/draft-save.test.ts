/**
 * A draft keeps the seller's last keystrokes even when the editor closes because the session
 * ended (sign-out, or a 401 that clears the current user): the closing save still lands in that
 * seller's database, where their next sign-in finds it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { dbFor } from '@/app/local/db';
import { createDraft, saveDraft } from '@/app/local/drafts-repo';
import { signIn, signOut } from '@/app/local/session';

afterEach(() => localStorage.clear());

describe('saving a draft', () => {
  it('keeps what was typed after the seller was signed out', async () => {
    signIn({ _id: 'seller-draft', phone: '263771000009' }, 'token-draft');
    const id = await createDraft('seller-draft', {
      listingId: undefined,
      values: { title: 'Toyo' },
      step: 0,
      photoIds: [],
    });

    signOut();
    await saveDraft('seller-draft', id, { values: { title: 'Toyota Corolla' }, step: 1 });

    const draft = await dbFor('seller-draft').drafts.get(id);
    expect(draft?.values).toEqual({ title: 'Toyota Corolla' });
    expect(draft?.step).toBe(1);
  });
});
