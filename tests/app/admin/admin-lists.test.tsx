import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { AdminPage } from '@/app/features/admin';
import { adminRoutes, listings, sellers } from './fixtures';
import { jsonResponse, pageOf, renderWithProviders, stubApi } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function rowsOf(tableName: string) {
  const table = await screen.findByRole('table', { name: tableName });
  return within(table).getAllByRole('row').slice(1);
}

describe('admin dashboard', () => {
  it('loads each tab’s list only when the tab is selected', async () => {
    const { calls } = stubApi(adminRoutes);
    const user = userEvent.setup();
    renderWithProviders(<AdminPage isAdmin />);
    await waitFor(async () => expect(await rowsOf('Listings')).toHaveLength(3));
    expect(calls).toContain('/admin/listings');
    expect(calls).not.toContain('/admin/sellers');
    expect(calls).not.toContain('/admin/contacts');

    await user.click(screen.getByRole('tab', { name: 'Sellers' }));
    await waitFor(async () => expect(await rowsOf('Sellers')).toHaveLength(2));
    expect(calls).toContain('/admin/sellers');
    expect(calls).not.toContain('/admin/contacts');

    await user.click(screen.getByRole('tab', { name: 'Contacts' }));
    await waitFor(async () => expect(await rowsOf('Contacts')).toHaveLength(2));
    expect(calls).toContain('/admin/contacts');
  });

  it('searches on the server: the typed text goes out as q, from the first page', async () => {
    const { urls } = stubApi({
      ...adminRoutes,
      // The server's answer to a search, as a page.
      '/admin/listings': (url: string) => {
        const q = new URL(url, 'http://localhost').searchParams.get('q');
        return pageOf(q === 'HARARE' ? listings.filter((l) => l.city === 'Harare') : listings, url);
      },
      '/admin/sellers': (url: string) => {
        const q = new URL(url, 'http://localhost').searchParams.get('q');
        return pageOf(q ? [] : sellers, url);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminPage isAdmin />);
    await waitFor(async () => expect(await rowsOf('Listings')).toHaveLength(3));
    const first = urls.find((url) => url.pathname.endsWith('/admin/listings'));
    expect(first?.searchParams.get('limit')).toBe('20');
    expect(first?.searchParams.get('offset')).toBe('0');
    expect(first?.searchParams.get('sort')).toBe('createdAt');
    expect(first?.searchParams.get('order')).toBe('desc');

    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, ' HARARE ');
    await waitFor(async () => expect(await rowsOf('Listings')).toHaveLength(2));
    const searched = urls.filter((url) => url.searchParams.get('q') === 'HARARE');
    // Typing is debounced: one request for the whole word, not one per letter.
    expect(searched).toHaveLength(1);
    expect(urls.some((url) => url.searchParams.get('q') === 'HAR')).toBe(false);

    await user.click(screen.getByRole('tab', { name: 'Sellers' }));
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText('No sellers match "nobody".')).toBeInTheDocument();
  });

  it('sorts on the server when a header is pressed, most first for numbers', async () => {
    const { urls } = stubApi({
      ...adminRoutes,
      '/admin/listings': (url: string) => {
        const params = new URL(url, 'http://localhost').searchParams;
        const sorted = [...listings];
        if (params.get('sort') === 'views') {
          sorted.sort((a, b) => (params.get('order') === 'asc' ? 1 : -1) * (a.views - b.views));
        }
        return pageOf(sorted, url);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminPage isAdmin />);
    await waitFor(async () => expect(await rowsOf('Listings')).toHaveLength(3));
    const table = screen.getByRole('table', { name: 'Listings' });
    await user.click(within(table).getByRole('button', { name: /(Sort|Sorted) by Views/ }));
    await waitFor(async () => {
      const first = (await rowsOf('Listings'))[0];
      expect(first).toHaveTextContent('Two bedroom flat in Avondale');
    });
    expect(urls.at(-1)?.searchParams.get('order')).toBe('desc');
    await user.click(within(table).getByRole('button', { name: /(Sort|Sorted) by Views/ }));
    await waitFor(async () => {
      const first = (await rowsOf('Listings'))[0];
      expect(first).toHaveTextContent('Plumbing repairs');
    });
    expect(urls.at(-1)?.searchParams.get('sort')).toBe('views');
    expect(urls.at(-1)?.searchParams.get('order')).toBe('asc');
  });

  it('asks the server for the next page and shows the total pages', async () => {
    const many = Array.from({ length: 45 }, (_, i) => ({
      ...listings[0],
      _id: `m${i}`,
      title: `Listing number ${i}`,
    }));
    const { urls } = stubApi({ ...adminRoutes, '/admin/listings': many });
    const user = userEvent.setup();
    renderWithProviders(<AdminPage isAdmin />);
    await waitFor(async () => expect(await rowsOf('Listings')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(async () => expect(await rowsOf('Listings')).toHaveLength(5));
    expect((await rowsOf('Listings'))[0]).toHaveTextContent('Listing number 40');
    expect(urls.at(-1)?.searchParams.get('offset')).toBe('40');
  });

  it('opens the views of a clicked listing with viewer phones and times, newest first', async () => {
    const { calls } = stubApi(adminRoutes);
    const user = userEvent.setup();
    renderWithProviders(<AdminPage isAdmin />);
    await waitFor(async () => expect(await rowsOf('Listings')).toHaveLength(3));
    expect(calls).not.toContain('/admin/listings/l2/views');
    await user.click(
      within(screen.getByRole('table', { name: 'Listings' })).getByRole('row', {
        name: 'Show views of Two bedroom flat in Avondale',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Views of Two bedroom flat in Avondale',
    });
    const rows = within(await within(dialog).findByRole('table', { name: 'Listing views' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('+263 77 555 0002');
    expect(rows[0]).toHaveTextContent('Jan 7, 2025');
    expect(rows[1]).toHaveTextContent('+263 77 555 0001');
    expect(within(dialog).getByText('2 views')).toBeInTheDocument();
    // Buyer chats beside the views.
    expect(within(dialog).getByText('· 3 buyer chats')).toBeInTheDocument();
  });

  it('lists only the newest 200 views of a much viewed listing, and says so', async () => {
    const many = Array.from({ length: 250 }, (_, i) => ({
      _id: `v${i}`,
      viewerPhone: `26377${String(i).padStart(7, '0')}`,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
    }));
    // The server answers newest first, as asked.
    const { urls } = stubApi({ ...adminRoutes, '/admin/listings/l2/views': many.reverse() });
    const user = userEvent.setup();
    renderWithProviders(<AdminPage isAdmin />);
    await user.click(
      await screen.findByRole('row', { name: 'Show views of Two bedroom flat in Avondale' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Views of/ });
    expect(
      await within(dialog).findByText('Showing the newest 200 of 250 views'),
    ).toBeInTheDocument();
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(200);
    expect(rows[0]).toHaveTextContent('+263 77 000 0249');
    const asked = urls.find((url) => url.pathname.endsWith('/l2/views'));
    expect(asked?.searchParams.get('limit')).toBe('200');
    expect(asked?.searchParams.get('order')).toBe('desc');
  });

  it('opens a contact’s conversation in order, buyer and bot told apart, with images and times', async () => {
    stubApi(adminRoutes);
    const user = userEvent.setup();
    renderWithProviders(<AdminPage isAdmin />);
    await user.click(screen.getByRole('tab', { name: 'Contacts' }));
    await waitFor(async () => expect(await rowsOf('Contacts')).toHaveLength(2));
    await user.click(screen.getByRole('row', { name: 'Show conversation with +263 77 555 0001' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Conversation with +263 77 555 0001',
    });
    const bubbles = await within(dialog).findAllByRole('article');
    expect(bubbles.map((b) => b.getAttribute('data-direction'))).toEqual([
      'inbound',
      'outbound',
      'outbound',
    ]);
    expect(bubbles[0]).toHaveAccessibleName('Buyer message');
    expect(bubbles[0]).toHaveTextContent('Looking for a house in Harare');
    expect(bubbles[1]).toHaveAccessibleName('Bot message');
    expect(bubbles[0]).toHaveTextContent('Jan 7, 2025');
    expect(within(bubbles[2] as HTMLElement).getByRole('img')).toHaveAttribute(
      'src',
      '/api/files/f1?thumbnail=1',
    );
  });

  it('drops secondary columns on a phone and shows price and views under the title', async () => {
    const wide = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({ ...wide(query), matches: query.includes('max-width: 599px') }) as MediaQueryList;
    try {
      stubApi(adminRoutes);
      renderWithProviders(<AdminPage isAdmin />);
      const row = await screen.findByRole('row', { name: 'Show views of Toyota Corolla 2012' });
      expect(row).toHaveTextContent('$5,500.00 · 40 views');
      const table = screen.getByRole('table', { name: 'Listings' });
      expect(within(table).queryByRole('columnheader', { name: /City/ })).not.toBeInTheDocument();
      expect(within(table).queryByRole('columnheader', { name: /Seller/ })).not.toBeInTheDocument();
      expect(row).toHaveTextContent('Tendai Motors · Bulawayo');
    } finally {
      window.matchMedia = wide;
    }
  });

  it("names the town a seller typed under 'Other', in the table and among the most viewed", async () => {
    const inRuwa = { ...listings[0]!, city: 'other', town: 'Ruwa' };
    stubApi({
      ...adminRoutes,
      '/admin/listings': [inRuwa, ...listings.slice(1)],
      '/admin/listings/top-viewed': [inRuwa],
    });
    renderWithProviders(<AdminPage isAdmin />);
    const row = await screen.findByRole('row', { name: 'Show views of Toyota Corolla 2012' });
    expect(within(row).getByRole('cell', { name: 'Ruwa' })).toBeInTheDocument();
    expect(row).not.toHaveTextContent(/Other/);
    await waitFor(() => expect(screen.getAllByText('Ruwa')).toHaveLength(2));
  });

  it('shows an empty message when a list has no rows', async () => {
    stubApi({ ...adminRoutes, '/admin/listings': [] });
    renderWithProviders(<AdminPage isAdmin />);
    expect(await screen.findByText('No listings yet.')).toBeInTheDocument();
  });

  it('shows a failed list with its reason and fetches it again on Retry', async () => {
    let fail = true;
    const { calls } = stubApi({
      ...adminRoutes,
      '/admin/sellers': () =>
        fail ? jsonResponse(404, { message: 'Sellers are on holiday' }) : jsonResponse(200, []),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminPage isAdmin />);
    await user.click(screen.getByRole('tab', { name: 'Sellers' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load sellers');
    expect(alert).toHaveTextContent('Sellers are on holiday');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No sellers yet.')).toBeInTheDocument();
    expect(calls.filter((c) => c === '/admin/sellers')).toHaveLength(2);
  });
});
