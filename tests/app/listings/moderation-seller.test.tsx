/**
 * What the seller is told about the marketplace's decisions: held and hidden listings on My
 * Listings (table and phone cards) and on the listing's page, from the device's store (so offline
 * too), and a suspended account's screen instead of the sign-in screens.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dbFor } from '@/app/local/db';
import { pull } from '@/app/sync/pull/pull';
import { getCurrentUserId } from '@/app/local/session';
import { chatLink } from '@/app/ui/chat-links';
import { APPEAL_TEXT } from '@/app/features/account';
import { clearSession, layOutWindow, SELLER, signedInOffline, storedListing } from '../app-harness';
import { renderApp } from '../render-app';

const db = dbFor(SELLER._id);

const HIDDEN_REASON = 'The photos show a different phone than the title';
const REVIEW_REASON = 'Prohibited content';

const LISTINGS = [
  storedListing('hidden-1', {
    title: 'iPhone 14 Pro',
    moderation: { state: 'hidden', reason: HIDDEN_REASON, at: '2025-01-07T10:00:00.000Z' },
  }),
  storedListing('held-1', {
    title: 'Massage therapist',
    createdAt: '2025-01-04T10:00:00.000Z',
    moderation: { state: 'in_review', reason: REVIEW_REASON },
  }),
  storedListing('plain-1', { title: 'Samsung TV', createdAt: '2025-01-03T10:00:00.000Z' }),
];

layOutWindow();

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

signedInOffline(SELLER, { withUser: true });

/** A phone-sized window: every max-width query of 599 px or more matches. */
function phoneWidth() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches:
      /max-width:\s*(\d+)/.test(query) && Number(/max-width:\s*(\d+)/.exec(query)![1]) >= 412,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

describe('held and hidden listings on My Listings', () => {
  it('mark each row of the table, and only those', async () => {
    await db.listings.bulkPut(LISTINGS);
    await renderApp('/');
    const hidden = await screen.findByRole('row', { name: 'iPhone 14 Pro' });
    expect(within(hidden).getByText('Hidden by the marketplace')).toBeInTheDocument();
    const held = screen.getByRole('row', { name: 'Massage therapist' });
    expect(within(held).getByText('In review')).toBeInTheDocument();
    const plain = screen.getByRole('row', { name: 'Samsung TV' });
    expect(within(plain).queryByText(/In review|Hidden by the marketplace/)).toBeNull();
  });

  it('mark each card on a phone', async () => {
    phoneWidth();
    await db.listings.bulkPut(LISTINGS);
    await renderApp('/');
    const list = await screen.findByRole('list', { name: 'Listings' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    const [hidden, held, plain] = within(list).getAllByRole('article');
    expect(hidden).toHaveTextContent('iPhone 14 Pro');
    expect(within(hidden!).getByText('Hidden by the marketplace')).toBeInTheDocument();
    // "Active" beside "Hidden by the marketplace" would contradict it: the active mark is left out.
    expect(within(hidden!).queryByText('Active')).toBeNull();
    expect(within(held!).getByText('In review')).toBeInTheDocument();
    expect(within(plain!).getByText('Active')).toBeInTheDocument();
    expect(within(plain!).queryByText(/In review|Hidden by the marketplace/)).toBeNull();
  });
});

describe('the listing page of a held or hidden listing', () => {
  it('says it is hidden, why, and that editing sends it back for review', async () => {
    await db.listings.bulkPut(LISTINGS);
    await renderApp('/listing/hidden-1');
    const notice = await screen.findByRole('alert', { name: 'Hidden by the marketplace' });
    // The admin's own words, as typed, after words saying an admin hid it.
    expect(notice).toHaveTextContent(`Reason: An admin hid it and wrote: “${HIDDEN_REASON}”`);
    expect(notice).toHaveTextContent('Edit the listing to send it back for review.');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/editor?id=hidden-1',
    );
  });

  it('says it waits for an admin and is not shown to buyers until then', async () => {
    await db.listings.bulkPut(LISTINGS);
    await renderApp('/listing/held-1');
    const notice = await screen.findByRole('alert', { name: 'In review' });
    expect(notice).toHaveTextContent(`Reason: ${REVIEW_REASON}`);
    expect(notice).toHaveTextContent(
      'An admin will review it shortly; it is not shown to buyers until then.',
    );
  });

  it('shows nothing of the kind for a listing the marketplace has not touched', async () => {
    await db.listings.bulkPut(LISTINGS);
    await renderApp('/listing/plain-1');
    expect(await screen.findByRole('heading', { name: 'Samsung TV' })).toBeInTheDocument();
    expect(screen.queryByText(/In review|Hidden by the marketplace/)).toBeNull();
  });

  it('keeps what the pull brought: the notice is there offline, from the device', async () => {
    const answers: Record<string, unknown> = {
      '/api/users/dashboard': { user: SELLER, stats: { totalListings: 1, totalViews: 0 } },
      '/api/listings': [
        {
          _id: 'srv-1',
          seller: SELLER._id,
          title: 'Cheap laptop',
          type: 'electronics',
          createdAt: '2025-01-06T10:00:00.000Z',
          moderation: { state: 'hidden', reason: 'Reported as a scam', at: '2025-01-07T00:00:00Z' },
        },
      ],
    };
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      return new Response(JSON.stringify(answers[path] ?? {}), {
        status: answers[path] ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    await pull();
    expect((await db.listings.get('srv-1'))?.moderation).toEqual({
      state: 'hidden',
      reason: 'Reported as a scam',
      at: '2025-01-07T00:00:00Z',
    });

    vi.stubGlobal('fetch', offline);
    await renderApp('/listing/srv-1');
    const notice = await screen.findByRole('alert', { name: 'Hidden by the marketplace' });
    expect(notice).toHaveTextContent('Reason: An admin hid it and wrote: “Reported as a scam”');
  });
});

describe('a suspended account', () => {
  const SUSPENDED = {
    message: 'Your account is suspended.',
    code: 'account_suspended',
    reason: 'Fake phone adverts reported by several buyers',
  };

  it('shows the suspension and how to appeal, keeps the drafts, and does not loop to sign-in', async () => {
    await db.drafts.put({
      id: 'draft-1',
      sellerId: SELLER._id,
      values: { title: 'Half-written listing' },
      step: 1,
      photoIds: [],
      createdAt: '2025-01-07T00:00:00.000Z',
      updatedAt: '2025-01-07T00:00:00.000Z',
    });
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify(SUSPENDED), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const { router } = await renderApp('/');
    const heading = await screen.findByRole('heading', { name: 'Your account is suspended' });
    expect(heading).toBeInTheDocument();
    expect(screen.getByText(SUSPENDED.reason)).toBeInTheDocument();
    expect(screen.getByText(/Account \+263 77 123 4567/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Appeal on WhatsApp' })).toHaveAttribute(
      'href',
      chatLink(APPEAL_TEXT),
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(getCurrentUserId()).toBeNull();
    expect(await db.drafts.get('draft-1')).toBeDefined();

    // Opening the app again (offline now) shows the same screen, not the sign-in screens.
    cleanup();
    vi.stubGlobal('fetch', offline);
    await renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Your account is suspended' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();

    // Once restored, the seller chooses to sign in again.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Your account is suspended' })).toBeNull(),
    );
    expect(screen.getAllByRole('button', { name: 'Sign in' }).length).toBeGreaterThan(0);
  });

  it('a code sent before the suspension signs nobody in: the screen says why', async () => {
    clearSession();
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify(SUSPENDED), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await renderApp('/login?step=code');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Last 3 digits of your number'), '567');
    await user.type(screen.getByLabelText('4-digit code'), '1234');
    expect(
      await screen.findByRole('heading', { name: 'Your account is suspended' }),
    ).toBeInTheDocument();
    expect(screen.getByText(SUSPENDED.reason)).toBeInTheDocument();
    expect(getCurrentUserId()).toBeNull();
  });

  it('an ordinary 401 signs out to the landing page, with no suspension', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ message: 'Session expired' }), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('heading', { name: 'Your account is suspended' })).toBeNull();
    expect(getCurrentUserId()).toBeNull();
  });
});
