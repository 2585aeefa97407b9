/**
 * What the admin reads and does about people and flags: a reused photo told by the other
 * listing's title (linked when buyers can open it), a seller opened from the Sellers tab (by click
 * or Enter) and restored there, and a seller's own messages labelled as a seller's.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminPage } from '@/app/features/admin';
import { adminRoutes, conversation, listings } from './fixtures';
import { cases } from './moderation-fixtures';
import { jsonResponse, pageOf, renderWithProviders, stubApi } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OTHER_ID = '8ababd71-2f1c-4d8e-9a51-7c1d2e3f4a5b';
const PHOTO_ID = 'fa7b08f1-3c2d-4e5f-8a9b-0c1d2e3f4a5b';

const reusedCase = (otherListing: Record<string, unknown> | undefined) => ({
  ...cases[0]!,
  _id: 'c9',
  reasons: [
    {
      code: 'photo_reused',
      detail: 'The same photo',
      photoId: PHOTO_ID,
      otherListingId: OTHER_ID,
      otherPhotoId: 'f-other',
      ...(otherListing ? { otherListing } : {}),
    },
  ],
  photos: ['f71', PHOTO_ID],
});

async function firstCaseRow() {
  const table = await screen.findByRole('table', { name: 'Open cases' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row')[1]!;
}

describe('a reused photo on the Moderation tab', () => {
  it('names the other listing by its title, links to its page, and shows no id', async () => {
    stubApi({
      ...adminRoutes,
      '/admin/moderation': [
        reusedCase({
          title: 'Red Toyota Corolla 2012',
          status: 'active',
          sellerName: 'Harare Motors',
          sellerSuspended: false,
          publicPage: true,
        }),
      ],
    });
    renderWithProviders(<AdminPage isAdmin tab="moderation" />);
    const row = await firstCaseRow();
    const link = await within(row).findByRole('link', { name: /Red Toyota Corolla 2012/ });
    expect(link).toHaveAttribute('href', `/l/${OTHER_ID}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(row).toHaveTextContent(
      "Photo used in another seller's listing: Photo 2 is the same photo as one in Red Toyota Corolla 2012",
    );
    expect(row).toHaveTextContent(', by Harare Motors.');
    expect(row.textContent).not.toContain(OTHER_ID);
    expect(row.textContent).not.toContain(PHOTO_ID);
    // The two photos side by side.
    const pair = within(row).getByRole('group', { name: 'The two photos' });
    expect(
      within(pair)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual([`/api/files/${PHOTO_ID}?thumbnail=1`, '/api/files/f-other?thumbnail=1']);
  });

  it('says why there is no page to open, and when the other listing is gone', async () => {
    stubApi({
      ...adminRoutes,
      '/admin/moderation': [
        reusedCase({
          title: 'Red Toyota Corolla 2012',
          status: 'paused',
          sellerSuspended: false,
          publicPage: false,
        }),
      ],
    });
    renderWithProviders(<AdminPage isAdmin tab="moderation" />);
    const row = await firstCaseRow();
    await waitFor(() =>
      expect(row).toHaveTextContent('Red Toyota Corolla 2012 (paused: no public page).'),
    );
    expect(within(row).queryByRole('link')).toBeNull();
    cleanup();

    stubApi({ ...adminRoutes, '/admin/moderation': [reusedCase(undefined)] });
    renderWithProviders(<AdminPage isAdmin tab="moderation" />);
    const gone = await firstCaseRow();
    await waitFor(() =>
      expect(gone).toHaveTextContent(
        'Photo 2 is the same photo as one in a listing since deleted.',
      ),
    );
    expect(gone.textContent).not.toContain(OTHER_ID);
  });
});

const suspended = {
  _id: 'u8',
  displayName: 'Chipo Fashions',
  phone: '263771000008',
  city: 'harare',
  createdAt: '2025-01-02T08:00:00.000Z',
  listingCount: 1,
  suspendedAt: '2025-01-07T09:00:00.000Z',
  suspensionReason: 'Repeated prohibited content',
};
const active = {
  _id: 'u9',
  displayName: 'Rudo Homes',
  phone: '263771000009',
  createdAt: '2025-01-03T08:00:00.000Z',
  listingCount: 0,
};

describe('a seller on the Sellers tab', () => {
  it('opens by click and by Enter, with details, the suspension and the listings', async () => {
    const { urls } = stubApi({
      ...adminRoutes,
      '/admin/sellers': [suspended, active],
      '/admin/listings': (url: string) =>
        pageOf(
          new URL(url, 'http://localhost').searchParams.get('q') === suspended.phone
            ? [{ ...listings[0]!, sellerPhone: suspended.phone, status: 'paused', leads: 1 }]
            : [],
          url,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminPage isAdmin tab="sellers" />);
    await user.click(await screen.findByRole('row', { name: 'Open seller Chipo Fashions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chipo Fashions' });
    expect(dialog).toHaveTextContent('Suspended');
    expect(dialog).toHaveTextContent('Repeated prohibited content');
    expect(dialog).toHaveTextContent('+263 77 100 0008');
    expect(dialog).toHaveTextContent('Harare');
    const list = await within(dialog).findByRole('list', { name: 'Listings' });
    expect(list).toHaveTextContent('Toyota Corolla 2012 · paused');
    expect(list).toHaveTextContent('1 buyer chat');
    const asked = urls.find((url) => url.pathname.endsWith('/admin/listings'));
    expect(asked?.searchParams.get('q')).toBe(suspended.phone);
    expect(within(dialog).getByRole('button', { name: 'Restore seller' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The keyboard: a row takes the focus and Enter opens it.
    const rudo = screen.getByRole('row', { name: 'Open seller Rudo Homes' });
    rudo.focus();
    await user.keyboard('{Enter}');
    const other = await screen.findByRole('dialog', { name: 'Rudo Homes' });
    expect(other).toHaveTextContent('Active');
    expect(await within(other).findByText('No listings.')).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Suspend seller' })).toBeInTheDocument();
  });

  it('restores a suspended seller with a reason, and shows them restored', async () => {
    const sent: { method?: string | undefined; body: unknown }[] = [];
    const { fetchStub } = stubApi({
      ...adminRoutes,
      '/admin/sellers': [suspended],
      '/admin/listings': [],
      // As the server answers: the seller's row, without the listing count.
      '/admin/sellers/u8/suspension': () =>
        jsonResponse(200, {
          _id: suspended._id,
          phone: suspended.phone,
          displayName: suspended.displayName,
          city: suspended.city,
          createdAt: suspended.createdAt,
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminPage isAdmin tab="sellers" />);
    await user.click(await screen.findByRole('row', { name: 'Open seller Chipo Fashions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chipo Fashions' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore seller' }));
    await user.click(within(dialog).getByRole('button', { name: 'Restore seller' }));
    expect(
      await within(dialog).findByText('Give a reason (at least 3 characters)'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Appeal heard');
    await user.click(within(dialog).getByRole('button', { name: 'Restore seller' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Seller restored.');
    expect(dialog).toHaveTextContent('Active');
    expect(dialog).not.toHaveTextContent('Repeated prohibited content');
    // The server's answer is the seller's row: the listing count stays as the list had it.
    expect(dialog).toHaveTextContent('Listings1');
    expect(within(dialog).getByRole('button', { name: 'Suspend seller' })).toBeInTheDocument();
    const calls = fetchStub.mock.calls as unknown as [RequestInfo | URL, RequestInit?][];
    for (const [input, init] of calls) {
      if (String(input).includes('/suspension'))
        sent.push({ method: init?.method, body: JSON.parse(String(init?.body)) });
    }
    expect(sent).toEqual([{ method: 'DELETE', body: { reason: 'Appeal heard' } }]);
  });

  it("keeps the form open with the server's words when it refuses", async () => {
    stubApi({
      ...adminRoutes,
      '/admin/sellers': [active],
      '/admin/listings': [],
      '/admin/sellers/u9/suspension': () =>
        jsonResponse(409, { message: 'An administrator cannot be suspended.' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminPage isAdmin tab="sellers" />);
    await user.click(await screen.findByRole('row', { name: 'Open seller Rudo Homes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rudo Homes' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend seller' }));
    await user.type(within(dialog).getByLabelText(/Reason/), 'Fake adverts');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend seller' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An administrator cannot be suspended.',
    );
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue('Fake adverts');
    expect(dialog).toHaveTextContent('Active');
  });
});

describe('a seller among the contacts', () => {
  it('is labelled as a seller, by name, in the list and in the conversation', async () => {
    stubApi({
      ...adminRoutes,
      '/admin/contacts': [
        {
          phoneNumber: '263775550001',
          messageCount: 3,
          lastMessage: '2025-01-07T10:00:00.000Z',
          role: 'seller',
          name: 'Tendai Moyo Properties',
        },
      ],
      '/admin/contacts/263775550001/conversation': conversation,
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminPage isAdmin tab="contacts" />);
    const row = await screen.findByRole('row', { name: 'Show conversation with +263 77 555 0001' });
    expect(row).toHaveTextContent('Seller');
    expect(row).toHaveTextContent('Tendai Moyo Properties');
    await user.click(row);
    const dialog = await screen.findByRole('dialog', {
      name: 'Conversation with +263 77 555 0001',
    });
    const bubbles = await within(dialog).findAllByRole('article');
    expect(bubbles[0]).toHaveAccessibleName('Seller message');
    expect(bubbles[1]).toHaveAccessibleName('Bot message');
    expect(within(dialog).queryByText('Buyer')).toBeNull();
    expect(dialog).toHaveTextContent('Seller: Tendai Moyo Properties');
  });
});
