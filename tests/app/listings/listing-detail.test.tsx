import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dbFor, type LocalListing } from '@/app/local/db';
import { safeWebsiteUrl } from '@/app/features/listings/website-link';
import { LISTING_ID_KEY } from '@/app/local/outbox-repo';
import { createListing } from '@/app/sync/listing-writes';
import { syncNow } from '@/app/sync/engine-instance';
import { SELLER, signedInOffline } from '../app-harness';
import { renderApp } from '../render-app';
import { activateLanguage } from '@/app/ui/i18n/language';

/** The signed-in seller's own database (one per seller). */
const db = dbFor(SELLER._id);

const CAR: LocalListing = {
  _id: 'car-1',
  sellerId: SELLER._id,
  title: 'Honda Fit 2012',
  description: 'Fuel saver.',
  type: 'vehicle',
  subType: 'car',
  vehicleBrand: 'honda',
  modelYear: '2012',
  city: 'victoria_falls',
  address: 'Chinotimba',
  website: 'https://cars.example.co.zw',
  features: ['Air conditioning', 'Radio'],
  images: [],
  views: 7,
  createdAt: '2025-01-05T10:00:00.000Z',
  price: { type: 'fixed', amount: 4200, isNegotiable: true },
  syncState: 'synced',
};

signedInOffline(SELLER, { withUser: true });

describe('listing detail', () => {
  it('shows the listing from the device with its price, rows and website link', async () => {
    await db.listings.put(CAR);
    await renderApp('/listing/car-1');
    expect(await screen.findByRole('heading', { name: 'Honda Fit 2012' })).toBeInTheDocument();
    expect(screen.getByText('7 views')).toBeInTheDocument();
    expect(screen.getByText('$4,200.00')).toBeInTheDocument();
    expect(screen.getByText('Negotiable')).toBeInTheDocument();
    // The type as the type picker names it.
    expect(screen.getByText('Category').nextSibling).toHaveTextContent(/^Vehicles$/);
    expect(screen.getByText('Sub Category').nextSibling).toHaveTextContent(/^Car$/);
    expect(screen.getByText('Brand').nextSibling).toHaveTextContent('Honda');
    expect(screen.getByText('Year').nextSibling).toHaveTextContent('2012');
    expect(screen.getByText('Radio')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /cars\.example\.co\.zw/ })).toHaveAttribute(
      'href',
      'https://cars.example.co.zw/',
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/editor?id=car-1');
  });

  it('shows what the server said of the last save in English, until dismissed', async () => {
    const warnings = [
      { code: 'repeated_ad' as const, message: 'You already have this ad on offer.' },
    ];
    await db.listings.put({ ...CAR, warnings });
    const user = userEvent.setup();
    await renderApp('/listing/car-1');
    const alert = await screen.findByRole('alert', { name: 'Already on offer' });
    expect(alert).toHaveTextContent(
      'You already have this ad on offer. Buyers are shown the same ad once, the newest copy: ' +
        'post each item once, and edit a listing to change it.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect((await db.listings.get('car-1'))?.warnings).toBeUndefined();
    expect(screen.getByRole('heading', { name: 'Honda Fit 2012' })).toBeInTheDocument();
  });

  it('says it in the app’s language, Shona here, with the words an admin will look at', async () => {
    await activateLanguage('sn', { remember: false });
    try {
      const scam = {
        code: 'scam_pattern' as const,
        kind: 'reservation_fee' as const,
        words: ['reservation fee'],
        message: 'An admin will look at the words "reservation fee".',
      };
      await db.listings.put({
        ...CAR,
        warnings: [{ code: 'repeated_ad', message: 'You already have this ad on offer.' }, scam],
      });
      await renderApp('/listing/car-1');
      const repeated = await screen.findByRole('alert', { name: 'Iri pamusika kare' });
      expect(repeated).toHaveTextContent(/^Iri pamusika kareMune shambadziro iyi kare\./);
      const admin = screen.getByRole('alert', { name: 'Admin achatarisa' });
      expect(admin).toHaveTextContent('Admin achatarisa mazwi “reservation fee”.');
      expect(within(admin).getByRole('button', { name: 'Bvisa' })).toBeInTheDocument();
    } finally {
      await activateLanguage('en', { remember: false });
    }
  });

  it('shows a services listing its Service Category (sub-type) and Service Type, once each', async () => {
    await db.listings.put({
      ...CAR,
      _id: 'service-1',
      title: 'Bookkeeping for small shops',
      type: 'services',
      subType: 'financial',
      serviceType: 'Bookkeeping',
    });
    await renderApp('/listing/service-1');
    await screen.findByRole('heading', { name: 'Bookkeeping for small shops' });
    expect(screen.getByText('Category').nextSibling).toHaveTextContent(/^Professional Services$/);
    expect(screen.getByText('Service Category').nextSibling).toHaveTextContent(/^Financial$/);
    expect(screen.getByText('Service Type').nextSibling).toHaveTextContent(/^Bookkeeping$/);
    expect(screen.queryByText('Sub Category')).not.toBeInTheDocument();
    cleanup();

    // Without a service type the row says so rather than disappearing.
    await db.listings.update('service-1', { serviceType: undefined });
    await renderApp('/listing/service-1');
    await screen.findByRole('heading', { name: 'Bookkeeping for small shops' });
    expect(screen.getByText('Service Type').nextSibling).toHaveTextContent(/^Not given$/);
  });

  it('asks before deleting, then removes the listing and returns home', async () => {
    await db.listings.put(CAR);
    const user = userEvent.setup();
    const { router } = await renderApp('/listing/car-1');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'This action cannot be undone. This will permanently delete the listing and remove all associated data.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Listing' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await db.listings.get('car-1')).toBeUndefined();
    const waiting = await db.outbox.toArray();
    expect(waiting.map((item) => item.kind)).toEqual(['listing.delete']);
  });

  it('says it cannot load a listing the device does not have and the server cannot send', async () => {
    await renderApp('/listing/missing-1');
    expect(await screen.findByText('Unable to load listing')).toBeInTheDocument();
    expect(
      screen.getByText('The server could not be reached. Please try again in a moment.'),
    ).toBeInTheDocument();
  });
});

/** The network from here on: the server confirms every new listing under `serverId`. */
function serverConfirmsCreates(serverId: string) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method !== 'POST' || !String(input).endsWith('/api/listings')) {
      throw new TypeError('Failed to fetch');
    }
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    const answer = {
      ...body,
      _id: serverId,
      seller: SELLER._id,
      views: 0,
      createdAt: '2025-02-01T08:00:00.000Z',
    };
    return new Response(JSON.stringify(answer), {
      status: 201,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

describe('listing made on this device', () => {
  const write = {
    listing: {
      type: 'vehicle',
      subType: 'car',
      vehicleBrand: 'honda',
      modelYear: '2012',
      title: 'Honda Fit made offline',
      description: 'Fuel saver.',
      city: 'harare',
      price: { type: 'fixed', amount: 4200 },
    },
    images: [],
  };

  it('follows the listing to its server id once the server confirms it', async () => {
    const { listingId } = await createListing(SELLER._id, write);
    const { router } = await renderApp(`/listing/${listingId}`);
    expect(
      await screen.findByRole('heading', { name: 'Honda Fit made offline' }),
    ).toBeInTheDocument();

    // The connection comes back: the app's sync engine sends the create.
    serverConfirmsCreates('server-9');
    await syncNow();

    expect(await db.listings.get(listingId)).toBeUndefined();
    await waitFor(() => expect(router.state.location.pathname).toBe('/listing/server-9'));
    expect(
      await screen.findByRole('heading', { name: 'Honda Fit made offline' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Unable to load listing')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/editor?id=server-9',
    );
    // The old address was replaced, not stacked: Back does not lead to it.
    expect(router.history.length).toBe(1);
  });

  it('opens a confirmed listing from its old local address', async () => {
    await db.listings.put({ ...CAR, _id: 'server-5' });
    await db.meta.put({ key: `${LISTING_ID_KEY}local-5`, value: 'server-5' });
    const { router } = await renderApp('/listing/local-5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/listing/server-5'));
    expect(await screen.findByRole('heading', { name: 'Honda Fit 2012' })).toBeInTheDocument();
  });

  it('says a local listing that is gone from the device is not here, without asking the server', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      calls.push(String(input));
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    await renderApp('/listing/local-gone');
    expect(await screen.findByText('Unable to load listing')).toBeInTheDocument();
    expect(screen.getByText('This listing is no longer on this device.')).toBeInTheDocument();
    expect(calls.filter((url) => url.includes('/listings/local-gone'))).toEqual([]);
  });
});

describe('error fallback', () => {
  it('shows the error screen with a way home when a screen fails', async () => {
    // A record damaged on the device: its images are not a list, so the gallery throws.
    await db.listings.put({ ...CAR, images: null as unknown as string[] });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/listing/car-1');
    expect(await screen.findByText('Sorry, something went wrong.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back home' })).toHaveAttribute('href', '/');
    quiet.mockRestore();
  });
});

describe('website links', () => {
  it('links only http and https addresses', () => {
    expect(safeWebsiteUrl('https://shop.co.zw')).toBe('https://shop.co.zw/');
    expect(safeWebsiteUrl('http://shop.co.zw/a')).toBe('http://shop.co.zw/a');
    expect(safeWebsiteUrl('shop.co.zw')).toBe('https://shop.co.zw/');
    expect(safeWebsiteUrl('javascript:alert(1)')).toBeNull();
    expect(safeWebsiteUrl('data:text/html,hi')).toBeNull();
    expect(safeWebsiteUrl('')).toBeNull();
  });
});
