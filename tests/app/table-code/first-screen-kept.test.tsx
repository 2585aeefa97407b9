/**
 * My Listings keeps the picture of its first screen (first-screen.ts) only once it shows its own
 * rows: while the table's code is still on its way the page shows loading rows, and a picture of
 * those would greet the seller at the next start instead of their listings.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { layOutWindow, signedInOffline } from '../app-harness';
import { renderApp } from '../render-app';
import { SELLER, db, listing } from './seller';

const code = vi.hoisted(() => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
});
vi.mock('@/app/features/listings/listings-table', async (importOriginal) => {
  await code.held;
  return importOriginal();
});

layOutWindow();
signedInOffline(SELLER);
const kept = () => localStorage.getItem('firstScreen');
const quietSecond = () => new Promise((resolve) => setTimeout(resolve, 1_300));

it('keeps no picture of loading rows, and keeps the page once its rows are drawn', async () => {
  localStorage.removeItem('firstScreen');
  await db.users.put(SELLER);
  await db.listings.bulkPut([listing('a', 'Toyota Hilux'), listing('b', 'Honda Fit')]);
  const root = document.body.appendChild(document.createElement('div'));
  root.id = 'root';
  try {
    await renderApp('/', { container: root });
    await screen.findByRole('status', { name: 'Loading listings' });
    await quietSecond();
    expect(kept()).toBeNull();

    code.release();
    await screen.findByRole('row', { name: 'Toyota Hilux' });
    await waitFor(() => expect(kept()).not.toBeNull(), { timeout: 5_000 });
    const picture = JSON.parse(kept()!) as { user: string; html: string };
    expect(picture.user).toBe(SELLER._id);
    expect(picture.html).toContain('Toyota Hilux');
    expect(picture.html).not.toContain('Loading listings');
  } finally {
    root.remove();
  }
});
