import { cleanup, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/app/local/db';
import { signIn } from '@/app/local/session';
import { clearSession } from './app-harness';
import { renderApp } from './render-app';

const SELLER = {
  _id: 'seller-1',
  phone: '263771234567',
  displayName: 'Tendai',
  contactNumber: '0771234567',
  city: 'harare',
};

beforeEach(async () => {
  clearSession();
  await Promise.all(db.tables.map((table) => table.clear()));
  // The outbox keeps the change while the network is down; these tests look at the screen.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  signIn({ _id: SELLER._id, phone: SELLER.phone, displayName: SELLER.displayName }, 'token');
  await db.users.put(SELLER);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('profile settings', () => {
  it('shows the login phone read-only and saves changes with a banner that clears', async () => {
    const user = userEvent.setup();
    await renderApp('/profile');
    expect(
      await screen.findByRole('heading', { name: 'Profile Settings' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const phone = screen.getByLabelText('Login phone');
    expect(phone).toHaveValue('263771234567');
    expect(phone).toHaveAttribute('readonly');
    await waitFor(() => expect(screen.getByLabelText(/Display Name/)).toHaveValue('Tendai'));

    const name = screen.getByLabelText(/Display Name/);
    await user.clear(name);
    await user.type(name, 'Tendai Motors');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const banner = await screen.findByText('Profile updated successfully');
    expect((await db.users.get(SELLER._id))?.displayName).toBe('Tendai Motors');
    const items = await db.outbox.toArray();
    expect(items.map((item) => item.kind)).toEqual(['profile.update']);
    await waitForElementToBeRemoved(banner, { timeout: 4500 });
  });

  it('asks for the required fields before saving', async () => {
    const user = userEvent.setup();
    await renderApp('/profile');
    const name = await screen.findByLabelText(/Display Name/);
    await waitFor(() => expect(name).toHaveValue('Tendai'));
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
  });
});
