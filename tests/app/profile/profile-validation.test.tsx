/**
 * The profile forms check their fields with the schema the server validates the profile with:
 * what the server would refuse for its shape shows on the field and is never recorded.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dbFor } from '@/app/local/db';
import { signIn } from '@/app/local/session';
import { offlineOnEmptyStore } from '../app-harness';
import { renderApp } from '../render-app';

const SELLER = {
  _id: 'seller-1',
  phone: '263771234567',
  displayName: 'Tendai',
  contactNumber: '0771234567',
  city: 'harare',
};

const db = dbFor(SELLER._id);

offlineOnEmptyStore(SELLER._id);

describe('the Profile page', () => {
  beforeEach(async () => {
    signIn({ _id: SELLER._id, phone: SELLER.phone, displayName: SELLER.displayName }, 'token');
    await db.users.put(SELLER);
  });

  async function openProfile() {
    await renderApp('/profile');
    const name = await screen.findByLabelText(/Display Name/);
    await waitFor(() => expect(name).toHaveValue('Tendai'));
  }

  it('refuses contact number 99 on the field, once it is left, and records nothing', async () => {
    const user = userEvent.setup();
    await openProfile();
    const contact = screen.getByLabelText(/Contact Number/);
    await user.clear(contact);
    await user.type(contact, '99');
    expect(screen.queryByText('Enter a valid phone number')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await db.outbox.count()).toBe(0);
    expect((await db.users.get(SELLER._id))?.contactNumber).toBe('0771234567');
  });

  it('refuses a display name over 80 characters and a website that is not one', async () => {
    const user = userEvent.setup();
    await openProfile();
    fireEvent.change(screen.getByLabelText(/Display Name/), { target: { value: 'x'.repeat(81) } });
    await user.type(screen.getByLabelText(/Website/), 'ftp://tendai.co.zw');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Must be at most 80 characters')).toBeInTheDocument();
    expect(
      screen.getByText('Enter a valid web address, like https://example.co.zw'),
    ).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('the Complete Your Profile modal', () => {
  beforeEach(async () => {
    signIn({ _id: SELLER._id, phone: SELLER.phone }, 'token');
    await db.users.put({ _id: SELLER._id, phone: SELLER.phone });
  });

  it('keeps the modal open with the error on the contact number', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Marketplace Display Name/), 'Tendai Motors');
    const contact = within(dialog).getByLabelText(/Contact Number/);
    await user.clear(contact);
    await user.type(contact, '99');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Profile' }));
    expect(await within(dialog).findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
  });
});
