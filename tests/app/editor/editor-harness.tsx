/** Rendering the listing editor on its own, with a stand-in gallery, for component tests. */
import { expect, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import '../admin/harness';
import { dbFor } from '@/app/local/db';
import { signIn } from '@/app/local/session';
import { EditorForm, type GallerySlotProps } from '@/app/features/editor/editor-form';
import { EMPTY_START, type EditorStart } from '@/app/features/editor/editor-source';

export const SELLER = 'seller-1';
/** The seller's own database (one per seller). */
export const db = dbFor(SELLER);

/** The editor works in the signed-in seller's database. */
export async function resetSeller() {
  await Promise.all(db.tables.map((table) => table.clear()));
  signIn({ _id: SELLER, phone: '263771234567' }, 'session-token');
}
export type User = ReturnType<typeof userEvent.setup>;

// jsdom has no scrolling.
window.scrollTo = () => undefined;

/** A stand-in gallery: adds a photo row in the state the test asks for. */
export function fakeGallery(status: 'queued' | 'done') {
  return function FakeGallery({ photoIds, onChange, ensureDraftId }: GallerySlotProps) {
    return (
      <button
        type="button"
        onClick={async () => {
          const draftId = await ensureDraftId();
          const id = `photo-${photoIds.length + 1}`;
          await db.photos.put({
            id,
            sellerId: SELLER,
            draftId,
            name: 'a.jpg',
            type: 'image/jpeg',
            originalSize: 10,
            status,
            ...(status === 'done' ? { serverId: `file-${id}` } : {}),
            createdAt: new Date().toISOString(),
          });
          onChange([...photoIds, id]);
        }}
      >
        Add fake photo
      </button>
    );
  };
}

export function renderEditor(
  start: EditorStart = EMPTY_START,
  options: {
    today?: Date;
    checkOpeningStep?: boolean;
    gallery?: ReturnType<typeof fakeGallery>;
  } = {},
) {
  const handlers = {
    onDraftCreated: vi.fn(),
    onView: vi.fn(),
    onBack: vi.fn(),
    onReset: vi.fn(),
  };
  const view = render(
    <MantineProvider>
      <EditorForm
        sellerId={SELLER}
        start={start}
        gallery={fakeGallery('done')}
        {...handlers}
        {...options}
      />
    </MantineProvider>,
  );
  return { handlers, view };
}

/** Presses Next until the step changes (the photo list reaches the form through a live query). */
export async function nextUntil(user: User, text: string) {
  await waitFor(
    async () => {
      if (!screen.queryByText(text)) await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText(text, {}, { timeout: 400 })).toBeInTheDocument();
    },
    { timeout: 4000 },
  );
}

export async function pick(user: User, field: string, dialogName: string, option: string) {
  // A picker is named by its label, then the choice or the prompt it shows.
  await user.click(screen.getByRole('button', { name: new RegExp(`^${field} `) }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await user.click(within(dialog).getByRole('button', { name: option }));
}

/** A complete electronics listing as the form holds it. */
export const FILLED = {
  type: 'electronics',
  subType: 'tv',
  title: 'Samsung TV',
  description: 'Smart TV',
  price: { type: 'fixed', amount: '1,250' },
  city: 'bulawayo',
};
