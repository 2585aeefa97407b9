import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { AdminPage } from '@/app/features/admin';
import { adminRoutes, stats } from './fixtures';
import { jsonResponse, renderWithProviders, stubApi } from './harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function tile(label: string) {
  return screen.getByRole('group', { name: label });
}

describe('admin dashboard', () => {
  it('shows the four stat tiles from the stats answer, today being the seventh day', async () => {
    stubApi(adminRoutes);
    renderWithProviders(<AdminPage isAdmin />);
    await waitFor(() => expect(tile('Total Contacts')).toHaveTextContent('12'));
    expect(tile('Total Listings')).toHaveTextContent('3');
    expect(tile('Total Views')).toHaveTextContent('1,234');
    expect(tile("Today's Views")).toHaveTextContent('7');
    expect(tile('Total Views')).toHaveTextContent('56 buyer chats');
    expect(tile("Today's Views")).toHaveTextContent('2 buyer chats');
    expect(
      screen.getByRole('img', { name: /Views per day over the last 7 days/ }),
    ).toHaveAccessibleName(/Today: 7/);
  });

  it('shows the check-ins sent, answered and auto-paused', async () => {
    stubApi({
      ...adminRoutes,
      '/admin/stats': { ...stats, checkIns: { sent: 1520, answered: 1201, autoPaused: 88 } },
    });
    renderWithProviders(<AdminPage isAdmin />);
    await waitFor(() => expect(tile('Check-ins Sent')).toHaveTextContent('1,520'));
    expect(tile('Check-ins Sent')).toHaveTextContent('1,201 answered · 88 auto-paused');
  });

  it("shows '-' for today's views when the daily list has no seventh entry", async () => {
    stubApi({
      ...adminRoutes,
      '/admin/stats': { ...stats, dailyViews: stats.dailyViews.slice(0, 3) },
    });
    renderWithProviders(<AdminPage isAdmin />);
    await waitFor(() => expect(tile('Total Contacts')).toHaveTextContent('12'));
    expect(tile("Today's Views")).toHaveTextContent('-');
  });

  it('shows the buyers’ alerts: saved searches, alerts sent with the chats they started, and failed', async () => {
    stubApi({
      ...adminRoutes,
      '/admin/stats': {
        ...stats,
        savedSearches: 14,
        alertsSent: 1203,
        alertsFailed: 3,
        alertChats: 41,
      },
    });
    renderWithProviders(<AdminPage isAdmin />);
    await waitFor(() => expect(tile('Saved Searches')).toHaveTextContent('14'));
    expect(tile('Alerts Sent')).toHaveTextContent('1,203');
    expect(tile('Alerts Sent')).toHaveTextContent('41 buyer chats');
    expect(tile('Alerts Failed')).toHaveTextContent('3');
  });

  it('shows skeletons while the numbers load', async () => {
    stubApi({ ...adminRoutes, '/admin/stats': () => new Promise<Response>(() => {}) });
    renderWithProviders(<AdminPage isAdmin />);
    expect(await screen.findAllByTestId('stat-skeleton')).toHaveLength(10);
    expect(tile('Total Contacts')).not.toHaveTextContent(/\d/);
  });

  it("shows '-' in every tile and says why when the numbers cannot be loaded", async () => {
    stubApi({ ...adminRoutes, '/admin/stats': () => jsonResponse(404, { message: 'Gone' }) });
    renderWithProviders(<AdminPage isAdmin />);
    expect(await screen.findByText(/Could not load the statistics/)).toBeInTheDocument();
    for (const label of ['Total Contacts', 'Total Listings', 'Total Views', "Today's Views"]) {
      expect(tile(label)).toHaveTextContent('-');
    }
  });

  it('tells a known non-admin they are not allowed, without asking the server', async () => {
    const { calls } = stubApi(adminRoutes);
    renderWithProviders(<AdminPage isAdmin={false} phone="263771000001" />);
    expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText(/\+263 77 100 0001 is not an admin/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the same not allowed screen when the server answers 403', async () => {
    stubApi({
      ...adminRoutes,
      '/admin/stats': () => jsonResponse(403, { message: 'Admins only' }),
      '/admin/listings/top-viewed': () => jsonResponse(403, { message: 'Admins only' }),
      '/admin/listings': () => jsonResponse(403, { message: 'Admins only' }),
    });
    renderWithProviders(<AdminPage isAdmin={undefined} />);
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Sellers' })).not.toBeInTheDocument();
  });
});
