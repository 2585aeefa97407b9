/** Offers versus searches: a buyer is never taken for a seller. */
import { describe, expect, it } from 'vitest';
import { readsAsOffer } from '@/server/discovery/offer';

describe('readsAsOffer', () => {
  it.each([
    'Selling my Honda Fit RS 2011, $5,200 negotiable, Harare',
    'For sale: Toyota Vitz 2008 silver, US$3800, Gweru',
    'Ndiri kutengesa mota yangu Toyota Wish 2006 $4000 kuHarare',
    'Ndinotengesa Honda Fit 2013 $5800 neg Glen View',
    'Ngiyathengisa imoto Honda Fit 2012 $5000 eBulawayo',
    'Iyathengiswa imoto Toyota Corolla 2009 $5000 Gweru',
    'Mota iri kutengeswa Honda Fit 2009 $4300 Budiriro',
    'Toyota Corolla 2012 $6500 Bulawayo',
    'Honda Fit 2010 $4500 Avondale neg',
    'House to rent in Avondale $800 per month',
    'Plumber available 24/7 Harare, call for quote',
    'iphone 11 pro max 256gb $390 Kwekwe',
    'Sell',
    'List',
  ])('takes "%s" as an offer', (text) => {
    expect(readsAsOffer(text)).toBe(true);
  });

  it.each([
    'I want a Honda Fit under $4000',
    'Looking for Honda Fit 2010 $4500 Avondale',
    'Any Toyota Corolla in Bulawayo?',
    'house to rent in Borrowdale under $1000',
    'iPhone 11 under $300',
    'Toyota Vitz below 3500',
    'phones between $100 and $200',
    'Anyone selling a PS4?',
    'who has a fridge for sale?',
    'any houses for sale in Chitungwiza under 40k',
    'Buying a Honda Fit 2010, budget $4500',
    'ndiri kutsvaga imba yekurenda kuAvondale',
    'Ndinoda kamuri kuMbare pasi pe $60',
    'Pane ane mbudzi kuMasvingo here?',
    'Ngifuna imoto eBulawayo',
    'ngifuna ifoni ngaphansi kwe $100',
    'Ngidinga indlu yokuqasha eBulawayo',
    'ngifuna Toyota Corolla 2012',
    'can someone sell me a laptop for $300',
  ])('keeps "%s" a search', (text) => {
    expect(readsAsOffer(text)).toBe(false);
    // Photos do not turn a search into an offer.
    expect(readsAsOffer(text, { photos: 1 })).toBe(false);
  });

  it('takes a thing without a price as an offer only when photos come with it', () => {
    expect(readsAsOffer('Toyota Corolla 2012 Bulawayo')).toBe(false);
    expect(readsAsOffer('Toyota Corolla 2012 Bulawayo', { photos: 3 })).toBe(true);
  });

  it('does not take a greeting or a bare number for an offer', () => {
    expect(readsAsOffer('Hi')).toBe(false);
    expect(readsAsOffer('3')).toBe(false);
  });
});
