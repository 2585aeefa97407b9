import { cleanup, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dbFor, type SellerDb } from '@/app/local/db';
import { pull } from '@/app/sync/pull/pull';
import { getCurrentUser, signIn } from '@/app/local/session';
import { syncEngine } from '@/app/sync/engine-instance';
import { clearSession, connectRealServer, type LiveServer } from '../app-harness';
import { renderApp } from '../render-app';

let live: LiveServer;
let seller: { token: string; user: { _id: string; phone: string } };
let db: SellerDb;

async function serverUser() {
  const response = await live.request('/api/users/dashboard', { token: seller.token });
  return ((await response.json()) as { user: Record<string, unknown> }).user;
}

async function setServerProfile(user: Record<string, string>) {
  await live.request(`/api/users/${seller.user._id}`, {
    method: 'PATCH',
    token: seller.token,
    body: { _id: seller.user._id, user },
  });
}

beforeAll(async () => {
  live = await connectRealServer();
  seller = await live.signInAs('263771234321');
  db = dbFor(seller.user._id);
});

afterAll(async () => {
  await live.close();
});

beforeEach(async () => {
  clearSession();
  await Promise.all(db.tables.map((table) => table.clear()));
  live.offline = false;
  live.refuse = () => undefined;
  signIn({ _id: seller.user._id, phone: seller.user.phone }, seller.token);
  // A request that gets through tells the engine the link works (earlier tests may have cut it).
  await syncEngine.syncNow();
});

afterEach(() => {
  cleanup();
});

async function openProfile() {
  // What the app pulled after sign-in: the form opens on the server's profile.
  await pull();
  await renderApp('/profile');
  expect(
    await screen.findByRole('heading', { name: 'Profile Settings' }, { timeout: 8000 }),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText(/Display Name/)).toHaveValue('Tendai'), {
    timeout: 8000,
  });
}

describe('profile settings', () => {
  beforeEach(async () => {
    await setServerProfile({ displayName: 'Tendai', contactNumber: '0771234567', city: 'harare' });
  });

  it('shows the login phone read-only and says updated only once the server has the change', async () => {
    const user = userEvent.setup();
    await openProfile();
    const phone = screen.getByLabelText('Login phone');
    expect(phone).toHaveValue('+263 77 123 4321'); // seller.user.phone, as a person reads a phone
    expect(phone).toHaveAttribute('readonly');

    const name = screen.getByLabelText(/Display Name/);
    await user.clear(name);
    await user.type(name, 'Tendai Motors');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const banner = await screen.findByText('Profile updated successfully', undefined, {
      timeout: 8000,
    });
    expect((await serverUser()).displayName).toBe('Tendai Motors');
    expect(await db.outbox.count()).toBe(0);
    expect(getCurrentUser()?.displayName).toBe('Tendai Motors');
    await waitForElementToBeRemoved(banner, { timeout: 4500 });
  });

  it('asks a contact number other than the login phone to confirm itself on WhatsApp', async () => {
    const user = userEvent.setup();
    await openProfile();
    const check = (await serverUser()).contactCheck as { number: string; code: string };
    expect(check.number).toBe('263771234567');
    const alert = await screen.findByRole('alert', { name: 'Confirm your contact number' });
    expect(alert).toHaveTextContent(
      'Buyers reach you on your login phone, +263 77 123 4321, until +263 77 123 4567 is confirmed.',
    );
    expect(alert).toHaveTextContent(`send CONFIRM ${check.code} to the marketplace on WhatsApp`);
    expect(screen.getByRole('link', { name: 'Send it on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/263771234567?text=CONFIRM%20${check.code}`,
    );

    // The login phone as the contact number needs no confirming: the request goes once saved.
    const contact = screen.getByLabelText(/Contact Number/);
    await user.clear(contact);
    await user.type(contact, '0771234321');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated successfully', undefined, { timeout: 8000 });
    await waitFor(() =>
      expect(screen.queryByRole('alert', { name: 'Confirm your contact number' })).toBeNull(),
    );
    expect((await serverUser()).contactCheck).toBeUndefined();
  });

  it('says it failed, keeps the values and the change for a retry when the server refuses', async () => {
    const user = userEvent.setup();
    live.refuse = (method, path) =>
      method === 'PATCH' && path.startsWith('/api/users/')
        ? { status: 422, message: 'contactNumber: Enter a valid phone number' }
        : undefined;
    await openProfile();
    const name = screen.getByLabelText(/Display Name/);
    await user.clear(name);
    await user.type(name, 'Tendai Motors');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(
      await screen.findByText('Failed to update profile. Please try again.', undefined, {
        timeout: 8000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('contactNumber: Enter a valid phone number')).toBeInTheDocument();
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Display Name/)).toHaveValue('Tendai Motors');
    expect((await serverUser()).displayName).toBe('Tendai');
    const [refused] = await db.outbox.toArray();
    expect(refused).toMatchObject({ kind: 'profile.update', status: 'failed' });

    // Pressed again once the server takes it: one corrected request replaces the refused one.
    live.refuse = () => undefined;
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Profile updated successfully', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    expect((await serverUser()).displayName).toBe('Tendai Motors');
  });

  it('offline, says the change is saved on this phone and will be sent, never that it updated', async () => {
    const user = userEvent.setup();
    await openProfile();
    live.offline = true;
    const name = screen.getByLabelText(/Display Name/);
    await user.clear(name);
    await user.type(name, 'Tendai Offline');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(
      await screen.findByText(
        'Saved on this phone. Your profile will be sent when the connection returns.',
        undefined,
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();
    expect(await db.outbox.count()).toBe(1);

    live.offline = false;
    await syncEngine.syncNow();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 8000 });
    expect((await serverUser()).displayName).toBe('Tendai Offline');
  }, 40_000);

  it('asks for the required fields before saving', async () => {
    const user = userEvent.setup();
    await openProfile();
    await user.clear(screen.getByLabelText(/Display Name/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a display name that poses as the marketplace before saving', async () => {
    const user = userEvent.setup();
    await openProfile();
    const name = screen.getByLabelText(/Display Name/);
    await user.clear(name);
    await user.type(name, 'Musika Suppоrt Team');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(/A display name cannot pose as Musika or its staff/),
    ).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    expect((await serverUser()).displayName).toBe('Tendai');
  });
});

describe('complete your profile', () => {
  let phones = 0;
  // Each test is a seller who has just signed in for the first time (no name yet).
  beforeEach(async () => {
    phones += 1;
    seller = await live.signInAs(`26377123450${phones}`);
    db = dbFor(seller.user._id);
    clearSession();
    signIn({ _id: seller.user._id, phone: seller.user.phone }, seller.token);
  });

  async function fillModal(user: ReturnType<typeof userEvent.setup>, displayName: string) {
    await renderApp('/');
    expect(
      await screen.findByText('Complete Your Profile', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Marketplace Display Name/), displayName);
    await user.click(screen.getByRole('textbox', { name: /City/ }));
    await user.click(await screen.findByRole('option', { name: 'Harare' }));
  }

  it('stays open with the values and the spec message when the server refuses', async () => {
    const user = userEvent.setup();
    live.refuse = (method, path) =>
      method === 'PATCH' && path.startsWith('/api/users/')
        ? { status: 422, message: 'contactNumber: Enter a valid phone number' }
        : undefined;
    await fillModal(user, 'Tendai Plumbing');
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }));
    expect(
      await screen.findByText('Failed to update profile. Please try again.', undefined, {
        timeout: 8000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Complete Your Profile')).toBeInTheDocument();
    expect(screen.getByLabelText(/Marketplace Display Name/)).toHaveValue('Tendai Plumbing');
    expect((await serverUser()).displayName).toBeUndefined();
  });

  it('closes only after the server accepted the profile', async () => {
    const user = userEvent.setup();
    await fillModal(user, 'Tendai Plumbing');
    // The login phone offered as the contact number, written as every screen writes phones.
    const shown = seller.user.phone.replace(/^263(\d{2})(\d{3})(\d{4})$/, '+263 $1 $2 $3');
    expect(shown).not.toBe(seller.user.phone);
    expect(screen.getByLabelText(/Contact Number/)).toHaveValue(shown);
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }));
    await waitFor(
      () => expect(screen.queryByText('Complete Your Profile')).not.toBeInTheDocument(),
      {
        timeout: 8000,
      },
    );
    expect(await serverUser()).toMatchObject({
      displayName: 'Tendai Plumbing',
      contactNumber: shown,
    });
  });

  it('offline, says the profile is saved on this phone and closes when the seller has read it', async () => {
    const user = userEvent.setup();
    await fillModal(user, 'Tendai Offline');
    live.offline = true;
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }));
    expect(
      await screen.findByText(
        'Saved on this phone. Your profile will be sent when the connection returns.',
        undefined,
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByText('Complete Your Profile')).not.toBeInTheDocument(),
    );
    expect(await db.outbox.count()).toBe(1);
  }, 40_000);
});
