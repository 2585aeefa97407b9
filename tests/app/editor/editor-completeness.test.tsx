/** The editor's Features list, model years from the clock, and the town of city 'Other'. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_START } from '@/app/features/editor/editor-source';
import { FILLED, pick, renderEditor, db, resetSeller } from './editor-harness';

beforeEach(resetSeller);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const DETAILS = { ...EMPTY_START, step: 1, values: { ...FILLED } };
const featureBoxes = () => screen.queryAllByRole('textbox', { name: /^Feature \d+$/ });
const featureValues = () => featureBoxes().map((box) => (box as HTMLInputElement).value);

describe('the Features editor', () => {
  it('adds, reorders and removes features, and the draft keeps them in order', async () => {
    const user = userEvent.setup();
    renderEditor(DETAILS);
    expect(featureBoxes()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Add feature' }));
    await user.type(screen.getByRole('textbox', { name: 'Feature 1' }), 'Borehole');
    await user.click(screen.getByRole('button', { name: 'Add feature' }));
    await user.type(screen.getByRole('textbox', { name: 'Feature 2' }), 'Solar backup');
    await user.click(screen.getByRole('button', { name: 'Add feature' }));
    await user.type(screen.getByRole('textbox', { name: 'Feature 3' }), 'Wall TV mount');
    expect(featureValues()).toEqual(['Borehole', 'Solar backup', 'Wall TV mount']);

    await user.click(screen.getByRole('button', { name: 'Move feature 3 up' }));
    expect(featureValues()).toEqual(['Borehole', 'Wall TV mount', 'Solar backup']);
    await user.click(screen.getByRole('button', { name: 'Move feature 1 down' }));
    expect(featureValues()).toEqual(['Wall TV mount', 'Borehole', 'Solar backup']);
    await user.click(screen.getByRole('button', { name: 'Remove feature 2' }));
    expect(featureValues()).toEqual(['Wall TV mount', 'Solar backup']);

    await waitFor(
      async () =>
        expect((await db.drafts.toArray())[0]?.values.features).toEqual([
          'Wall TV mount',
          'Solar backup',
        ]),
      { timeout: 3000 },
    );
  });

  it('refuses a feature over 200 characters on its row, and lets a blank row go', async () => {
    const user = userEvent.setup();
    renderEditor({ ...DETAILS, values: { ...FILLED, features: ['Borehole', '', 'x'] } });
    const third = screen.getByRole('textbox', { name: 'Feature 3' });
    fireEvent.change(third, { target: { value: 'x'.repeat(201) } });
    fireEvent.blur(third);
    expect(await screen.findByText('Must be at most 200 characters')).toBeInTheDocument();
    expect(third).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();

    fireEvent.change(third, { target: { value: 'Remote control' } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 3 of 5')).toBeInTheDocument();
  });

  it('stops at 30 features', async () => {
    const features = Array.from({ length: 30 }, (_, i) => `Feature ${i + 1}`);
    renderEditor({ ...DETAILS, values: { ...FILLED, features } });
    expect(featureBoxes()).toHaveLength(30);
    expect(screen.getByRole('button', { name: 'Add feature' })).toBeDisabled();
    expect(screen.getByText('30 features is the most a listing can have.')).toBeInTheDocument();
  });

  it('shows the features of a listing being edited', () => {
    renderEditor({
      values: { ...FILLED, features: ['Borehole', 'Solar backup'] },
      step: 1,
      photoIds: ['file-1'],
      listingId: 'server-1',
    });
    expect(featureValues()).toEqual(['Borehole', 'Solar backup']);
  });
});

describe('model years', () => {
  it('runs from the current year plus one down to 2005, then 2004 or older', async () => {
    const user = userEvent.setup();
    renderEditor(
      { ...EMPTY_START, step: 1, values: { type: 'vehicle', subType: 'car' } },
      { today: new Date('2030-06-01T10:00:00Z') },
    );
    await user.click(screen.getByRole('textbox', { name: /Model Year/ }));
    const listbox = await screen.findByRole('listbox');
    const years = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(years[0]).toBe('2031');
    expect(years).toHaveLength(2031 - 2005 + 2);
    expect(years.at(-2)).toBe('2005');
    expect(years.at(-1)).toBe('2004 or older');
  });
});

describe("city 'Other'", () => {
  const LOCATION = { ...EMPTY_START, step: 4, photoIds: ['file-1'] };

  it('asks for the town, and records it with the listing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    const { city: _city, ...withoutCity } = FILLED;
    renderEditor({ ...LOCATION, values: withoutCity });
    expect(screen.queryByRole('textbox', { name: /Town/ })).not.toBeInTheDocument();
    await pick(user, 'City', 'Select City', 'Other');
    const town = await screen.findByRole('textbox', { name: /Town/ });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(await db.listings.count()).toBe(0);

    await user.type(town, 'Gwanda');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // Offline: recorded on this phone, to be sent when the connection returns.
    expect(await screen.findByText('Listing saved on this phone')).toBeInTheDocument();
    const [listing] = await db.listings.toArray();
    expect(listing).toMatchObject({ city: 'other', town: 'Gwanda' });
    const [item] = await db.outbox.toArray();
    expect(item?.payload).toMatchObject({ listing: { city: 'other', town: 'Gwanda' } });
  });

  it('drops the town when another city is chosen', async () => {
    const user = userEvent.setup();
    renderEditor({ ...LOCATION, values: { ...FILLED, city: 'other', town: 'Chiredzi' } });
    expect(screen.getByRole('textbox', { name: /Town/ })).toHaveValue('Chiredzi');
    await pick(user, 'City', 'Select City', 'Mutare');
    expect(screen.queryByRole('textbox', { name: /Town/ })).not.toBeInTheDocument();
    await pick(user, 'City', 'Select City', 'Other');
    expect(screen.getByRole('textbox', { name: /Town/ })).toHaveValue('');
  });
});
