import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminPage } from '@/app/features/admin';
import { MODERATION_REFRESH_MS } from '@/app/features/admin/api/admin-moderation';
import { adminRoutes, stats } from './fixtures';
import { auditEntries, cases } from './moderation-fixtures';
import { jsonResponse, renderWithProviders, stubApi, type Routes } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes: Routes = {
  ...adminRoutes,
  '/admin/stats': { ...stats, openCases: 5, suspendedSellers: 1 },
  '/admin/moderation': cases,
  '/admin/audit': auditEntries,
};

async function caseRows() {
  const table = await screen.findByRole('table', { name: 'Open cases' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

/** The requests sent with a method other than GET: method, path and JSON body. */
function writes(fetchStub: ReturnType<typeof stubApi>['fetchStub']) {
  // The stub is typed with the address only; fetch is called with its init too.
  const calls = fetchStub.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][];
  return calls
    .map(([input, init]) => ({ url: String(input), init: init as RequestInit | undefined }))
    .filter(({ init }) => init?.method && init.method !== 'GET')
    .map(({ url, init }) => ({
      method: init!.method,
      path: url.replace(/^.*?\/api/, ''),
      body: JSON.parse(String(init!.body)) as unknown,
    }));
}

const countOf = (calls: string[], path: string) => calls.filter((call) => call === path).length;

describe('the Moderation tab', () => {
  it('shows the open cases with reasons, reports, photos and seller, paged on the server', async () => {
    const { urls } = stubApi(routes);
    renderWithProviders(<AdminPage isAdmin tab="moderation" />);
    const [first, second] = await caseRows();
    expect(first).toHaveTextContent('iPhone 14 Pro Max, 50 dollars');
    expect(first).toHaveTextContent('Reported by buyers');
    expect(first).toHaveTextContent(
      'Price far below similar listings: Typical price in Harare: $900',
    );
    expect(first).toHaveTextContent('2 reports');
    expect(first).toHaveTextContent('Scam or fraud “Asked me to pay before seeing the phone”');
    expect(first).toHaveTextContent('+263 77 555 0009');
    expect(first).toHaveTextContent('Wrong price or category');
    expect(first).toHaveTextContent('Quick Deals');
    const photos = within(first!).getAllByRole('img');
    expect(photos).toHaveLength(2);
    expect(photos[0]).toHaveAttribute('src', '/api/files/f71?thumbnail=1');
    expect(second).toHaveTextContent('Prohibited content: matched "parlour special"');
    expect(second).toHaveTextContent('In review');
    expect(second).toHaveTextContent('Suspended');
    const asked = urls.find((url) => url.pathname.endsWith('/admin/moderation'))!;
    expect(asked.searchParams.get('limit')).toBe('20');
    expect(asked.searchParams.get('offset')).toBe('0');
    expect(asked.searchParams.get('q')).toBeNull();

    // The search box asks the server for the cases matching a title, seller name or phone.
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAttribute(
      'placeholder',
      'Search cases by listing title, seller name or phone',
    );
    await userEvent.setup().type(search, 'iPhone');
    await waitFor(() =>
      expect(
        urls.some(
          (url) =>
            url.pathname.endsWith('/admin/moderation') && url.searchParams.get('q') === 'iPhone',
        ),
      ).toBe(true),
    );
  });

  it('shows a new report within seconds without a reload, and holds still while a decision is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const live: Routes = { ...routes, '/admin/moderation': [cases[1]] };
      const { calls } = stubApi(live);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithProviders(<AdminPage isAdmin tab="moderation" />);
      expect(await caseRows()).toHaveLength(1);

      // A buyer reports another listing: the open tab shows it at the next refresh.
      live['/admin/moderation'] = cases;
      await vi.advanceTimersByTimeAsync(MODERATION_REFRESH_MS);
      await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));

      // While the admin decides a case, the rows do not move under the decision.
      const [first] = await caseRows();
      await user.click(within(first!).getByRole('button', { name: /^Dismiss:/ }));
      const dialog = await screen.findByRole('dialog', { name: /Dismiss/ });
      const asked = countOf(calls, '/admin/moderation');
      live['/admin/moderation'] = [cases[0]];
      await vi.advanceTimersByTimeAsync(3 * MODERATION_REFRESH_MS);
      expect(countOf(calls, '/admin/moderation')).toBe(asked);

      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await vi.advanceTimersByTimeAsync(MODERATION_REFRESH_MS);
      await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers approve only for a held listing, and restore instead of suspend for a suspended seller', async () => {
    stubApi(routes);
    renderWithProviders(<AdminPage isAdmin tab="moderation" />);
    const [first, second] = await caseRows();
    const names = (row: HTMLElement) =>
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(names(first!)).toEqual(['Dismiss', 'Hide', 'Suspend seller']);
    expect(names(second!)).toEqual(['Dismiss', 'Hide', 'Approve', 'Restore seller']);
  });

  it('asks a reason, refuses a blank one without asking the server, then hides and refreshes', async () => {
    const { calls, fetchStub } = stubApi({
      ...routes,
      '/admin/listings/l7/moderation': { ok: true },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminPage isAdmin tab="moderation" />);
    const [first] = await caseRows();
    await user.click(within(first!).getByRole('button', { name: /^Hide:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide the listing' });
    await user.type(within(dialog).getByLabelText(/Reason/), '  a ');
    await user.click(within(dialog).getByRole('button', { name: 'Hide listing' }));
    expect(within(dialog).getByText('Give a reason (at least 3 characters)')).toBeInTheDocument();
    expect(writes(fetchStub)).toEqual([]);

    const before = countOf(calls, '/admin/moderation');
    const statsBefore = countOf(calls, '/admin/stats');
    await user.clear(within(dialog).getByLabelText(/Reason/));
    await user.type(within(dialog).getByLabelText(/Reason/), ' Scam: asks for payment first ');
    await user.click(within(dialog).getByRole('button', { name: 'Hide listing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(fetchStub)).toEqual([
      {
        method: 'POST',
        path: '/admin/listings/l7/moderation',
        body: { action: 'hide', reason: 'Scam: asks for payment first' },
      },
    ]);
    await waitFor(() => expect(countOf(calls, '/admin/moderation')).toBe(before + 1));
    await waitFor(() => expect(countOf(calls, '/admin/stats')).toBe(statsBefore + 1));
  });

  it('keeps the modal open with the server’s words when it refuses, and the queue unchanged', async () => {
    const { calls } = stubApi({
      ...routes,
      '/admin/listings/l8/moderation': () =>
        jsonResponse(409, { message: 'This listing is no longer in review' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminPage isAdmin tab="moderation" />);
    const [, second] = await caseRows();
    const before = countOf(calls, '/admin/moderation');
    await user.click(within(second!).getByRole('button', { name: /^Approve:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the listing' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'A massage service, allowed');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('This listing is no longer in review');
    expect(screen.getByRole('dialog', { name: 'Approve the listing' })).toBeInTheDocument();
    expect(countOf(calls, '/admin/moderation')).toBe(before);
    expect(await caseRows()).toHaveLength(2);
  });

  it('suspends a seller with POST and restores one with DELETE on the suspension path', async () => {
    const { fetchStub } = stubApi({
      ...routes,
      '/admin/sellers/u7/suspension': { ok: true },
      '/admin/sellers/u8/suspension': { ok: true },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminPage isAdmin tab="moderation" />);
    const [first, second] = await caseRows();
    await user.click(within(first!).getByRole('button', { name: /^Suspend seller:/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Suspend the seller' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Fake phone adverts');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend seller' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(second!).getByRole('button', { name: /^Restore seller:/ }));
    dialog = await screen.findByRole('dialog', { name: 'Restore the seller' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Appeal accepted');
    await user.click(within(dialog).getByRole('button', { name: 'Restore seller' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(fetchStub)).toEqual([
      {
        method: 'POST',
        path: '/admin/sellers/u7/suspension',
        body: { reason: 'Fake phone adverts' },
      },
      {
        method: 'DELETE',
        path: '/admin/sellers/u8/suspension',
        body: { reason: 'Appeal accepted' },
      },
    ]);
  });

  it('says so when there are no open cases', async () => {
    stubApi({ ...routes, '/admin/moderation': [] });
    renderWithProviders(<AdminPage isAdmin tab="moderation" />);
    expect(await screen.findByText(/No open cases/)).toBeInTheDocument();
  });
});

describe('the Audit tab', () => {
  it('lists who did what to which listing or seller, why, when, and the state before and after', async () => {
    const { urls } = stubApi(routes);
    renderWithProviders(<AdminPage isAdmin tab="audit" />);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, hide, suspend] = within(table).getAllByRole('row');
    expect(hide).toHaveTextContent('+263 77 000 0001');
    expect(hide).toHaveTextContent('Hid listing');
    expect(hide).toHaveTextContent('Listing l7');
    expect(hide).toHaveTextContent('Scam: price far below market, buyer asked to pay first');
    expect(hide).toHaveTextContent('Moderation: none → hidden');
    expect(hide).toHaveTextContent('Case closed (2 reports)');
    // Only what changed: the status and the seller's suspension stayed as they were.
    expect(hide).not.toHaveTextContent('Status:');
    expect(hide).not.toHaveTextContent('Seller suspended:');
    expect(hide).not.toHaveTextContent('c1');
    expect(suspend).toHaveTextContent('Suspended seller');
    expect(suspend).toHaveTextContent('Seller u8');
    expect(suspend).toHaveTextContent('Suspended: no → yes');
    const asked = urls.find((url) => url.pathname.endsWith('/admin/audit'))!;
    expect(asked.searchParams.get('offset')).toBe('0');
  });
});

describe('the Sellers tab', () => {
  it('marks a suspended seller', async () => {
    stubApi({
      ...routes,
      '/admin/sellers': [
        {
          _id: 'u8',
          displayName: 'Chipo',
          phone: '263771000008',
          createdAt: '2025-01-02T08:00:00.000Z',
          suspendedAt: '2025-01-07T09:00:00.000Z',
          suspensionReason: 'Repeated prohibited content',
        },
        {
          _id: 'u9',
          displayName: 'Rudo',
          phone: '263771000009',
          createdAt: '2025-01-02T08:00:00.000Z',
        },
      ],
    });
    renderWithProviders(<AdminPage isAdmin tab="sellers" />);
    const table = await screen.findByRole('table', { name: 'Sellers' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, chipo, rudo] = within(table).getAllByRole('row');
    expect(within(chipo!).getByText('Suspended')).toBeInTheDocument();
    expect(within(rudo!).queryByText('Suspended')).toBeNull();
  });
});

describe('the stat tiles', () => {
  it('count open cases and suspended sellers', async () => {
    stubApi(routes);
    renderWithProviders(<AdminPage isAdmin />);
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Open Cases' })).toHaveTextContent('5'),
    );
    expect(screen.getByRole('group', { name: 'Suspended Sellers' })).toHaveTextContent('1');
  });
});
