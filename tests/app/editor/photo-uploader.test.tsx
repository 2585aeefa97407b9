import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import '../admin/harness';
import { dbFor } from '@/app/local/db';
import { signIn } from '@/app/local/session';
import { PhotoUploader } from '@/app/features/photos/photo-uploader';
import type * as Compress from '@/app/features/photos/compress';

/**
 * The compression as the browser's: a photo comes back compressed; a file whose image cannot be
 * decoded (here, named 'corrupt…') fails with the bare load Event the library rejects with.
 */
vi.mock('@/app/features/photos/compress', async (importOriginal) => {
  const actual = await importOriginal<typeof Compress>();
  return {
    ...actual,
    compressPhoto: async (file: File): Promise<File> => {
      if (file.name.startsWith('corrupt')) throw new Event('error');
      return file;
    },
  };
});

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

/** A file that starts as a JPEG does (FF D8 FF). */
const jpeg = (name: string, bytes = 10) => {
  const content = new Uint8Array(Math.max(bytes, 4));
  content.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([content], name, { type: 'image/jpeg' });
};

/** A file named like a photo that is something else (the browser types it by its name). */
const notAPhoto = (name: string) =>
  new File(['Shopping list: bread, milk'], name, { type: 'image/jpeg' });

const tiles = () => screen.queryAllByRole('group', { name: /^Photo \d+ of \d+$/ });

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

  it("refuses a file named x.jpg that is not an image with the spec's message: it takes no place", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText('Add photos'), [
      notAPhoto('x.jpg'),
      jpeg('1.jpg'),
      jpeg('2.jpg'),
      jpeg('3.jpg'),
      jpeg('4.jpg'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file given is not an image (x.jpg)',
    );
    // The four photos all have their place: the file that is not one took none.
    await waitFor(() => expect(tiles()).toHaveLength(4));
    expect(screen.getByRole('alert')).not.toHaveTextContent('Maximum 4 files allowed');
    const names = (await db.photos.toArray()).map((photo) => photo.name).sort();
    expect(names).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg']);
    expect(screen.queryByText('Processing failed')).not.toBeInTheDocument();
  });

  it('takes out a photo whose image cannot be decoded, saying so, and keeps the others', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText('Add photos'), [
      jpeg('corrupt.jpg'),
      jpeg('front.jpg'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file given is not an image (corrupt.jpg)',
    );
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(screen.getByRole('group', { name: 'Photo 1 of 1' })).toBeInTheDocument();
    expect(screen.queryByText('Processing failed')).not.toBeInTheDocument();
    await waitFor(async () =>
      expect((await db.photos.toArray()).map((photo) => photo.name)).toEqual(['front.jpg']),
    );
    // Its place is free again: three more fit.
    await user.upload(screen.getByLabelText('Add photos'), [
      jpeg('2.jpg'),
      jpeg('3.jpg'),
      jpeg('4.jpg'),
    ]);
    await waitFor(() => expect(tiles()).toHaveLength(4));
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
