/**
 * Drafts kept on the server (begun in the WhatsApp chat) on the device: the pull brings them into
 * the store (and the last pulled ones stay offline), a draft published or cancelled elsewhere goes
 * on the next pull, one deleted or published here stays gone, and the editor opens one with its
 * fields and photos filled in and publishes it with the draft's id.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listingDraftSchema, type ListingDraft } from '@/domain/schemas/listing-draft';
import { loadEditorStart } from '@/app/features/editor/editor-source';
import { i18n } from '@/app/ui/i18n';
import { getPullState, pull } from '@/app/sync/pull/pull';
import { mutators } from '@/app/sync/mutators';
import type { SendContext } from '@/app/sync/mutators/context';
import { chatDraftsOf } from '@/app/sync/pull/pull-answers';
import { db, nextUntil, renderEditor, resetSeller, SELLER } from '../editor/editor-harness';
import { mutate } from '@/app/sync/mutate';
import { draftDelete } from '@/app/sync/mutators/draft-delete';

const DRAFT: ListingDraft = {
  id: 'chat-draft-1',
  source: 'whatsapp',
  fields: {
    type: 'electronics',
    subType: 'tv',
    title: 'Samsung TV',
    description: 'Smart TV, 43 inch',
    price: { type: 'fixed', amount: 280 },
    city: 'bulawayo',
  },
  images: ['file-a', 'file-b'],
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:05:00.000Z',
};

/** What the server answers; null: the network is down. */
let server: { drafts: unknown } | null;

beforeEach(async () => {
  await resetSeller();
  server = { drafts: [DRAFT] };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    if (!server) throw new TypeError('Failed to fetch');
    const path = String(input).replace(/^https?:\/\/[^/]+/, '');
    const body =
      path === '/api/users/dashboard'
        ? { user: { _id: SELLER, phone: '263771234567' }, stats: { totalListings: 0 } }
        : path === '/api/listings'
          ? []
          : path === '/api/drafts'
            ? server.drafts
            : undefined;
    if (body === undefined) return new Response('{"message":"Not found."}', { status: 404 });
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the pull of drafts kept on the server', () => {
  it('stores them for the seller, and keeps the last pulled ones when offline', async () => {
    await pull();
    expect(await db.serverDrafts.toArray()).toEqual([{ ...DRAFT, sellerId: SELLER }]);
    server = null;
    await pull();
    expect(getPullState().lastError).toBeDefined();
    expect((await db.serverDrafts.toArray()).map((d) => d.id)).toEqual([DRAFT.id]);
  });

  it('removes a draft published or cancelled elsewhere on the next pull', async () => {
    await pull();
    server = { drafts: [] };
    await pull();
    expect(await db.serverDrafts.count()).toBe(0);
  });

  it('leaves a draft deleted on this device gone, with its delete waiting in the outbox', async () => {
    await pull();
    await mutate(draftDelete, SELLER, { draftId: DRAFT.id });
    expect(await db.serverDrafts.count()).toBe(0);
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ kind: 'draft.delete', payload: { draftId: DRAFT.id } });
    // The server still has it until the delete is sent: the pull does not bring it back.
    server = { drafts: [DRAFT] };
    await pull();
    expect(await db.serverDrafts.count()).toBe(0);
  });

  it('sends the delete to the server, then forgets the item and the draft', async () => {
    await pull();
    await mutate(draftDelete, SELLER, { draftId: DRAFT.id });
    const [item] = await db.outbox.toArray();
    // The draft came back meanwhile (a pull read before the delete was recorded).
    await db.serverDrafts.put({ ...DRAFT, sellerId: SELLER });
    const removed: string[] = [];
    const ctx = {
      db,
      removeItem: async () => void (await db.outbox.delete(item!.seq!)),
      remove: async (path: string) => void removed.push(path),
    } as unknown as SendContext;
    expect(await mutators['draft.delete'].send({ draftId: DRAFT.id }, ctx)).toEqual({
      kind: 'done',
    });
    expect(removed).toEqual([`/drafts/${DRAFT.id}`]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.serverDrafts.count()).toBe(0);
  });

  it('refuses an answer that is not a list of drafts, as the domain schema does', () => {
    const cases: unknown[] = [
      [DRAFT],
      [],
      [{ ...DRAFT, source: 'sms' }],
      [{ ...DRAFT, images: [1] }],
      [{ ...DRAFT, fields: null }],
      [{ ...DRAFT, createdAt: '' }],
      { drafts: [DRAFT] },
    ];
    for (const answer of cases) {
      const zod = listingDraftSchema.array().safeParse(answer);
      expect(chatDraftsOf(answer) !== null, JSON.stringify(answer)).toBe(zod.success);
    }
  });
});

describe('a draft kept on the server in the editor', () => {
  it('opens with its fields and photos filled in', async () => {
    await pull();
    const load = await loadEditorStart(SELLER, { draft: DRAFT.id });
    expect(load).toEqual({
      state: 'ready',
      start: {
        values: {
          type: 'electronics',
          subType: 'tv',
          title: 'Samsung TV',
          description: 'Smart TV, 43 inch',
          price: { type: 'fixed', amount: 280 },
          city: 'bulawayo',
        },
        step: 0,
        photoIds: ['file-a', 'file-b'],
        chatDraftId: DRAFT.id,
      },
    });
  });

  it('pulls first when the draft is not on the device yet (just signed in from the chat)', async () => {
    expect(await db.serverDrafts.count()).toBe(0);
    const load = await loadEditorStart(SELLER, { draft: DRAFT.id });
    expect(load.state === 'ready' && load.start.chatDraftId).toBe(DRAFT.id);
  });

  it("resumes the seller's own changes to it, kept on this device", async () => {
    await pull();
    const now = new Date().toISOString();
    await db.drafts.add({
      id: 'draft-local-1',
      sellerId: SELLER,
      values: { ...DRAFT.fields, title: 'Samsung TV 43 inch' },
      step: 2,
      photoIds: ['file-a'],
      chatDraftId: DRAFT.id,
      createdAt: now,
      updatedAt: now,
    });
    const load = await loadEditorStart(SELLER, { draft: DRAFT.id });
    expect(load.state === 'ready' && load.start).toMatchObject({
      draftId: 'draft-local-1',
      chatDraftId: DRAFT.id,
      step: 2,
      photoIds: ['file-a'],
      values: { title: 'Samsung TV 43 inch' },
    });
  });

  it('says so when the draft is gone', async () => {
    server = { drafts: [] };
    const load = await loadEditorStart(SELLER, { draft: DRAFT.id });
    if (load.state !== 'missing') throw new Error(load.state);
    expect(i18n._(load.message)).toBe(
      'This draft is no longer here: it may have been published or deleted.',
    );
  });

  it("publishes it as a new listing through the outbox, carrying the draft's id", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await pull();
    const load = await loadEditorStart(SELLER, { draft: DRAFT.id });
    if (load.state !== 'ready') throw new Error(load.state);
    const user = userEvent.setup();
    renderEditor(load.start);
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Samsung TV');
    // Every step holds already; one step at a time, as the seller goes.
    for (const step of [2, 3, 4, 5]) await nextUntil(user, `Step ${step} of 5`);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Listing saved on this phone')).toBeInTheDocument();
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({
      kind: 'listing.create',
      payload: {
        draftId: DRAFT.id,
        listing: { title: 'Samsung TV', images: ['file-a', 'file-b'] },
      },
    });
    // Off My Listings at once, and the next pull does not bring it back while it is on its way.
    expect(await db.serverDrafts.count()).toBe(0);
    await pull();
    expect(await db.serverDrafts.count()).toBe(0);
  });
});
