/**
 * The editor checks each step with the server's own schema: caps and formats show on the field
 * after it is touched, and nothing the server would refuse passes a step or is recorded.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_START } from '@/app/features/editor/editor-source';
import { syncEngine } from '@/app/sync/engine-instance';
import { FILLED, pick, renderEditor, db, resetSeller } from './editor-harness';

beforeEach(resetSeller);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const long = (length: number) => 'x'.repeat(length);

/** Sets a text field at once (typing hundreds of characters one by one is slow). */
function setText(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}

describe('checking each step where the seller types', () => {
  it('keeps a 210-character title on step 1 and says why on the field', async () => {
    const user = userEvent.setup();
    renderEditor();
    await pick(user, 'Listing Type', 'Choose Listing Type', 'Electronics');
    setText(screen.getByRole('textbox', { name: /Title/ }), long(210));
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Barely used');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Must be at most 150 characters')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows an error only once the seller has left the field', async () => {
    const user = userEvent.setup();
    renderEditor();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /Title/ }));
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await user.tab();
    // Only the title was touched: the description's error waits.
    expect(await screen.findAllByText('This field is required')).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Solar panels');
    await waitFor(() =>
      expect(screen.queryByText('This field is required')).not.toBeInTheDocument(),
    );
  });

  it('refuses a description over 5000 characters', async () => {
    const user = userEvent.setup();
    renderEditor({ ...EMPTY_START, values: { type: 'electronics', title: 'TV' } });
    const description = screen.getByRole('textbox', { name: /Description/ });
    setText(description, long(5001));
    fireEvent.blur(description);
    expect(await screen.findByText('Must be at most 5000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
  });

  it('refuses a website that is not one on the details step', async () => {
    const user = userEvent.setup();
    renderEditor({
      ...EMPTY_START,
      step: 1,
      values: { type: 'electronics', subType: 'tv', title: 'TV', description: 'Smart' },
    });
    await user.type(screen.getByRole('textbox', { name: /Website/ }), 'abc');
    await user.tab();
    expect(
      await screen.findByText('Enter a valid web address, like https://example.co.zw'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
  });

  it('refuses an address over 300 characters on the location step', async () => {
    const user = userEvent.setup();
    renderEditor({ ...EMPTY_START, step: 4, values: FILLED, photoIds: ['file-1'] });
    setText(screen.getByRole('textbox', { name: /Address/ }), long(301));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Must be at most 300 characters')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.listings.count()).toBe(0);
  });

  it('refuses a range whose maximum is below its minimum', async () => {
    const user = userEvent.setup();
    renderEditor({
      ...EMPTY_START,
      step: 2,
      values: { ...FILLED, price: { type: 'range', minAmount: '500', maxAmount: '100' } },
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Maximum must not be less than the minimum'),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
  });

  it('opens a step sent to be fixed with its errors shown', async () => {
    renderEditor(
      { ...EMPTY_START, step: 0, values: { ...FILLED, title: long(151) } },
      { checkOpeningStep: true },
    );
    expect(await screen.findByText('Must be at most 150 characters')).toBeInTheDocument();
  });
});

describe('the edit form', () => {
  it('shows a too long title on the field and records nothing', async () => {
    const waitFor = vi.spyOn(syncEngine, 'waitFor');
    const user = userEvent.setup();
    renderEditor({ values: FILLED, step: 0, photoIds: ['file-1'], listingId: 'server-1' });
    setText(screen.getByRole('textbox', { name: /Title/ }), long(151));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Must be at most 150 characters')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    expect(waitFor).not.toHaveBeenCalled();
  });

  it('takes the seller to the step that holds the problem', async () => {
    const user = userEvent.setup();
    renderEditor({
      values: { ...FILLED, address: long(301) },
      step: 0,
      photoIds: ['file-1'],
      listingId: 'server-1',
    });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Must be at most 300 characters')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Location' })).toHaveAttribute('aria-selected', 'true');
    expect(await db.outbox.count()).toBe(0);
  });
});
