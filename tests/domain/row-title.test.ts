import { describe, expect, it } from 'vitest';
import { ROW_TITLE_MAX, rowTitle } from '@/domain/row-title';

describe('rowTitle', () => {
  it('keeps a short title as it is', () => {
    expect(rowTitle('Goats for sale')).toBe('Goats for sale');
  });

  it('rebuilds a long title to be read within 24 units, distinctive words kept', () => {
    expect(rowTitle('4 Bedroom House in Borrowdale', ['Harare', 'Borrowdale'])).toBe(
      '4 bed House Borrowdale',
    );
    expect(rowTitle('Executive 4 bed house for rent, Borrowdale', ['Harare'])).toBe(
      '4 bed house, Borrowdale',
    );
    for (const title of [
      'Family home for sale in Bulawayo suburbs',
      'Fridge and washing machine repairs',
      'Supercalifragilisticexpialidocious words',
    ]) {
      expect(rowTitle(title, ['Bulawayo']).length).toBeLessThanOrEqual(ROW_TITLE_MAX);
    }
  });

  it('cuts between graphemes, never inside an emoji', () => {
    const title = rowTitle('🇿🇼'.repeat(20));
    expect(title.length).toBeLessThanOrEqual(ROW_TITLE_MAX);
    expect(title.endsWith('…')).toBe(true);
    expect(title.slice(0, -1).length % 4).toBe(0);
  });
});
