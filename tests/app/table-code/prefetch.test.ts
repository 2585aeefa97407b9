/**
 * The table's code is fetched early only on a device that drew the table before and on a screen
 * wide enough for it: a phone, or a device that never showed the table, does not download it.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  loadedTable,
  prefetchTableCode,
  rememberTableDrawn,
} from '@/app/features/listings/table-code';

const wide = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

it('does not fetch it on a phone, nor where no table was drawn', () => {
  wide(true);
  expect(prefetchTableCode()).toBe(false);
  rememberTableDrawn();
  wide(false);
  expect(prefetchTableCode()).toBe(false);
  expect(loadedTable()).toBeNull();
});

it('fetches it where the table was drawn and the screen is wide', async () => {
  wide(true);
  rememberTableDrawn();
  expect(prefetchTableCode()).toBe(true);
  await vi.waitFor(() => expect(loadedTable()).toEqual(expect.any(Object)));
});
