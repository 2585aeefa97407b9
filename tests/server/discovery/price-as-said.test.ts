/**
 * 'About' a price: the search looks a little over it, while the answer names the figure the
 * buyer said ('Cars around $4,500', 'Nothing around $4,500 yet'), in each language, for as long
 * as it is the ceiling.
 */
import { describe, expect, it } from 'vitest';
import { copyFor } from '@/domain/bot-copy';
import { ABOUT_MARGIN, priceAsSaid, withAboutMargin } from '@/server/discovery/understanding/price';
import { RuleBasedUnderstanding } from '@/server/discovery/understanding/rules';

const rules = new RuleBasedUnderstanding();

describe('a price said about', () => {
  it('keeps the figure said as the ceiling, and the search looks a little over it', () => {
    const request = rules.understandSync('need a car around $4.5k');
    expect(request).toMatchObject({ maxPrice: 4500, aboutPrice: 4500 });
    expect(priceAsSaid(request)).toBe(4500);
    expect(withAboutMargin(request).maxPrice).toBe(Math.round(4500 * ABOUT_MARGIN));
    expect(priceAsSaid(rules.understandSync('imba inenge 300 usd'))).toBe(300);
    expect(priceAsSaid(rules.understandSync('indlu engaba ngu $300'))).toBe(300);
    // A limit said after it replaces the ceiling: the figure no longer holds, nor the margin.
    const cheaper = { ...request, maxPrice: 2000 };
    expect(priceAsSaid(cheaper)).toBeUndefined();
    expect(withAboutMargin(cheaper).maxPrice).toBe(2000);
    expect(rules.understandSync('car under $4,500').aboutPrice).toBeUndefined();
  });

  it('is named in the answer instead of the ceiling, in the three languages', () => {
    const u = { thing: 'cars', maxPrice: 4500, aboutPrice: 4500 };
    expect(copyFor('en').understood(u)).toBe('Cars around $4,500');
    expect(copyFor('en').relaxedPrice(u)).toBe('Nothing around $4,500 yet. A little over:');
    expect(copyFor('en').nothingFound(u)).toContain('cars around $4,500');
    expect(copyFor('sn').understood({ ...u, thing: 'mota' })).toBe('Mota pamutengo unenge $4,500');
    expect(copyFor('nd').relaxedPrice(u)).toContain('ngentengo engaba ngu $4,500');
    expect(copyFor('en').understood({ thing: 'cars', maxPrice: 4500 })).toBe('Cars under $4,500');
  });
});
