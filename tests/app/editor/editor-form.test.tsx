import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_START } from '@/app/features/editor/editor-source';
import { syncEngine } from '@/app/sync/engine-instance';
import { CURRENT_CHECKIN_CONSENT_WORDS } from '@/domain/checkin-consent';
import {
  FILLED,
  SELLER,
  db,
  fakeGallery,
  nextUntil,
  pick,
  renderEditor,
  resetSeller,
  type User,
} from './editor-harness';

const CONSENT_WORDS =
  'Musika will message you on WhatsApp about your listings: a check-in now and then (still ' +
  'available, sold or pause) and messages from buyers who cannot call you. Send STOP to Musika ' +
  'on WhatsApp any time to turn these off, START to turn them back on.';

const chooseType = (user: User, label: string) =>
  pick(user, 'Listing Type', 'Choose Listing Type', label);

async function fillBasics(user: User) {
  await chooseType(user, 'Electronics');
  await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Samsung 43 inch TV');
  await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Barely used smart TV');
}

beforeEach(resetSeller);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('listing editor', () => {
  it('marks the empty required fields of the step when Next is pressed, and stays', async () => {
    const user = userEvent.setup();
    renderEditor();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
  });

  it('moves to the next step once the shown required fields hold values', async () => {
    const user = userEvent.setup();
    renderEditor();
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 5')).toBeInTheDocument();
    expect(screen.getByText('Listing Details')).toBeInTheDocument();
  });

  it('searches listing types over label and description and numbers the cards', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole('button', { name: /^Listing Type / }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Listing Type' });
    expect(within(dialog).getByText('1 of 24')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Search listing types' }),
      'kombis',
    );
    // 'kombis' is only in the description of Vehicles.
    expect(within(dialog).getByText('1 of 1')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Vehicles' })).toBeInTheDocument();
  });

  it('keeps the sub-category picker disabled until a type is chosen', async () => {
    renderEditor({ ...EMPTY_START, step: 1 });
    const picker = screen.getByRole('button', { name: /^Sub-category / });
    expect(picker).toBeDisabled();
    expect(picker).toHaveTextContent('Select listing type first');
  });

  it('clears the sub-category and brand when the type changes', async () => {
    const user = userEvent.setup();
    renderEditor({
      ...EMPTY_START,
      listingId: undefined,
      values: {
        type: 'vehicle',
        subType: 'car',
        vehicleBrand: 'toyota',
        title: 'Car',
        description: 'Nice car',
      },
    });
    await chooseType(user, 'Electronics');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Step 2 of 5');
    expect(screen.getByRole('button', { name: /^Sub-category / })).toHaveTextContent(
      'Choose a sub-category',
    );
    expect(screen.queryByRole('textbox', { name: 'Brand' })).not.toBeInTheDocument();
  });

  it('formats amounts with a dollar sign and thousands separators', async () => {
    const user = userEvent.setup();
    renderEditor({
      ...EMPTY_START,
      step: 2,
      values: { type: 'electronics', price: { type: 'fixed' } },
    });
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await user.type(amount, '2500000.5');
    expect(amount).toHaveValue('$2,500,000.5');
  });

  it('saves the form as a draft while the seller types', async () => {
    const user = userEvent.setup();
    const { handlers } = renderEditor();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Solar panels');
    await waitFor(async () => expect(await db.drafts.count()).toBe(1), { timeout: 3000 });
    await waitFor(async () =>
      expect((await db.drafts.toArray())[0]?.values.title).toBe('Solar panels'),
    );
    expect(handlers.onDraftCreated).toHaveBeenCalledWith((await db.drafts.toArray())[0]!.id);
  });

  it('needs an uploaded photo to leave the pictures step', async () => {
    const user = userEvent.setup();
    renderEditor({ ...EMPTY_START, step: 3, values: { type: 'electronics' } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Add at least one photo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add fake photo' }));
    await nextUntil(user, 'Step 5 of 5');
  });

  it('keeps Next disabled while a photo uploads, and lets the seller on once it has', async () => {
    const user = userEvent.setup();
    renderEditor(
      { ...EMPTY_START, step: 3, values: { type: 'electronics' } },
      { gallery: fakeGallery('queued') },
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Add fake photo' }));
    // Online, the photo is on its way to the server: "The button is disabled while uploading".
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled());
    await db.photos.update('photo-1', { status: 'done', serverId: 'file-photo-1' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await nextUntil(user, 'Step 5 of 5');
  });

  it('lets an offline seller go on with a photo waiting in the outbox', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    renderEditor(
      { ...EMPTY_START, step: 3, values: { type: 'electronics' } },
      { gallery: fakeGallery('queued') },
    );
    await user.click(screen.getByRole('button', { name: 'Add fake photo' }));
    await nextUntil(user, 'Step 5 of 5');
  });

  it('records the listing and says it is saved on this phone, not created, when offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    const { handlers } = renderEditor(
      { ...EMPTY_START, step: 3, values: FILLED },
      { gallery: fakeGallery('queued') },
    );
    await user.click(screen.getByRole('button', { name: 'Add fake photo' }));
    await nextUntil(user, 'Step 5 of 5');
    // The seller's first listing: what publishing it agrees to, above Submit, which it describes.
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toHaveAccessibleDescription(CONSENT_WORDS);
    await user.click(submit);
    expect(await screen.findByText('Listing saved on this phone')).toBeInTheDocument();
    expect(
      screen.getByText('It is saved on this phone and will be sent when the connection returns.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Listing created!')).not.toBeInTheDocument();
    const [listing] = await db.listings.toArray();
    expect(listing).toMatchObject({
      title: 'Samsung TV',
      syncState: 'pending',
      images: ['photo-1'],
    });
    expect(listing?.price?.amount).toBe(1250);
    const [item] = await db.outbox.toArray();
    expect(item?.kind).toBe('listing.create');
    // The words shown travel with it, by id and language, for the server to record.
    expect(item?.kind === 'listing.create' && item.payload.checkinConsent).toEqual({
      words: CURRENT_CHECKIN_CONSENT_WORDS,
      language: 'en',
    });
    expect(await db.drafts.count()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Add Another Listing' }));
    expect(handlers.onReset).toHaveBeenCalled();
  });

  it('shows no consent words to a seller who has listings, and sends none', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await db.listings.put({
      _id: 'listing-1',
      sellerId: SELLER,
      title: 'Fridge',
      type: 'electronics',
      features: [],
      images: [],
      views: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      syncState: 'synced',
    });
    const user = userEvent.setup();
    renderEditor({ ...EMPTY_START, step: 3, values: FILLED }, { gallery: fakeGallery('queued') });
    await user.click(screen.getByRole('button', { name: 'Add fake photo' }));
    await nextUntil(user, 'Step 5 of 5');
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(screen.queryByText(CONSENT_WORDS)).not.toBeInTheDocument();
    expect(submit).not.toHaveAttribute('aria-describedby');
    await user.click(submit);
    await screen.findByText('Listing saved on this phone');
    const [item] = await db.outbox.toArray();
    expect(item?.kind === 'listing.create' && 'checkinConsent' in item.payload).toBe(false);
  });

  it("shows the server's refusal as 'Error creating listing'", async () => {
    vi.spyOn(syncEngine, 'waitFor').mockResolvedValue({
      state: 'failed',
      failure: { code: 'invalid', status: 422, reason: 'The title is too long' },
    });
    const user = userEvent.setup();
    renderEditor({ ...EMPTY_START, step: 3, values: FILLED }, { gallery: fakeGallery('done') });
    await user.click(screen.getByRole('button', { name: 'Add fake photo' }));
    await nextUntil(user, 'Step 5 of 5');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error creating listing - The title is too long',
    );
    expect(screen.queryByText('Listing created!')).not.toBeInTheDocument();
  });

  it('edits with free step tabs and Save Changes', async () => {
    const user = userEvent.setup();
    await db.listings.put({
      _id: 'server-1',
      sellerId: SELLER,
      ...FILLED,
      price: { type: 'fixed', amount: 1250 },
      features: [],
      images: ['file-1'],
      views: 3,
      createdAt: new Date().toISOString(),
      syncState: 'synced',
    });
    vi.spyOn(syncEngine, 'waitFor').mockResolvedValue({
      state: 'done',
      result: { _id: 'server-1' },
    });
    renderEditor({ values: FILLED, step: 0, photoIds: ['file-1'], listingId: 'server-1' });
    expect(screen.getByRole('heading', { name: 'Update Listing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Listing Type / })).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'Location' }));
    expect(screen.getByRole('button', { name: /^City / })).toHaveTextContent('Bulawayo');
    await user.click(screen.getByRole('tab', { name: 'Basic Information' }));
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'Samsung Smart TV');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Listing updated!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The changes are saved: buyers see them on WhatsApp while the listing is active.',
      ),
    ).toBeInTheDocument();
    expect((await db.listings.get('server-1'))?.title).toBe('Samsung Smart TV');
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ kind: 'listing.update', payload: { listingId: 'server-1' } });
  });
});
