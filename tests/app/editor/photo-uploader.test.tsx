import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import '../admin/harness';
import { dbFor } from '@/app/local/db';
import { signIn } from '@/app/local/session';
import { PhotoUploader } from '@/app/features/photos/photo-uploader';

/** The signed-in seller's own database (one per seller). */
const db = dbFor('seller-1');

const SELLER = 'seller-1';

function Harness({ initial = [] as string[] }) {
  const [ids, setIds] = useState(initial);
  return (
    <MantineProvider>
      <PhotoUploader
        sellerId={SELLER}
        photoIds={ids}
        onChange={setIds}
        ensureDraftId={async () => 'draft-1'}
        offline={false}
      />
      <output aria-label="order">{ids.join(',')}</output>
    </MantineProvider>
  );
}

const jpeg = (name: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  // The editor works in the signed-in seller's database.
  signIn({ _id: SELLER, phone: '263771234567' }, 'session-token');
});
afterEach(cleanup);

describe('photo uploader', () => {
  it("refuses a fifth photo with 'Maximum 4 files allowed'", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText('Add photos'), [
      jpeg('1.jpg'),
      jpeg('2.jpg'),
      jpeg('3.jpg'),
      jpeg('4.jpg'),
      jpeg('5.jpg'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Maximum 4 files allowed');
    await waitFor(async () => expect(await db.photos.count()).toBe(4));
  });

  it('refuses files that are not JPG, PNG or WebP', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    await user.upload(
      screen.getByLabelText('Add photos'),
      new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Only JPG, PNG and WebP');
    expect(await db.photos.count()).toBe(0);
  });

  it('reorders photos, the first one being the thumbnail, and removes them', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['file-a', 'file-b']} />);
    expect(screen.getByLabelText('order')).toHaveTextContent('file-a,file-b');
    await user.click(screen.getByRole('button', { name: 'Move Photo 2 earlier' }));
    expect(screen.getByLabelText('order')).toHaveTextContent('file-b,file-a');
    await user.click(screen.getByRole('button', { name: 'Remove Photo 1' }));
    expect(screen.getByLabelText('order')).toHaveTextContent('file-a');
  });
});
