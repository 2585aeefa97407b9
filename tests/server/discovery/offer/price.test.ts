/** The asking price in a seller's message, and when it is left for the bot to ask. */
import { describe, expect, it } from 'vitest';
import { readPrice } from '@/server/discovery/offer';

describe('readPrice', () => {
  it.each([
    ['Honda Fit 2010 $4,500 Harare', 4500],
    ['Honda Fit 4.5k Harare', 4500],
    ['Toyota Hilux 22k Bulawayo', 22000],
    ['Samsung A12 US$450', 450],
    ['Samsung A12 450 usd', 450],
    ['Samsung A12 450usd', 450],
    ['Corolla $6500 Bulawayo', 6500],
    ['Coffee table 6500 dollars', 6500],
    ['Cement $10.50 each', 10.5],
    ['Stand $12k Bulawayo', 12000],
    ['Laptop usd 350', 350],
  ])('reads %s as a fixed %d', (text, amount) => {
    expect(readPrice(text).price).toEqual({ type: 'fixed', amount });
  });

  it('reads negotiable in its short and long forms', () => {
    expect(readPrice('Honda Fit $4500 Avondale neg').price).toEqual({
      type: 'fixed',
      amount: 4500,
      isNegotiable: true,
    });
    expect(readPrice('Fridge $350 negotiable').price?.isNegotiable).toBe(true);
    expect(readPrice('Aqua $7000 or best offer').price?.isNegotiable).toBe(true);
    expect(readPrice('Fridge $350').price?.isNegotiable).toBeUndefined();
  });

  it.each([
    ['House $800 per month', 'monthly'],
    ['Flat $450 pm', 'monthly'],
    ['Room $70 p/m', 'monthly'],
    ['Room $60 pamwedzi', 'monthly'],
    ['Indlu $250 ngenyanga', 'monthly'],
    ['Lodge $60 per night', 'per_night'],
    ['Guest house $35/night', 'per_night'],
  ])('reads the price type of %s as %s', (text, type) => {
    expect(readPrice(text).price?.type).toBe(type);
  });

  it('keeps other periods as a fixed price with a frequency, as the domain stores them', () => {
    expect(readPrice('Car hire $40 per day').price).toEqual({
      type: 'fixed',
      amount: 40,
      frequency: 'day',
    });
    expect(readPrice('Maths tutor $10 per hour').price?.frequency).toBe('hour');
    expect(readPrice('Kombi $100 pazuva').price?.frequency).toBe('day');
    expect(readPrice('Painter $3 per square metre').price?.frequency).toBe('square metre');
  });

  it('does not take sizes, capacities and model numbers for a price', () => {
    expect(readPrice('HP laptop i5 8gb ram 256 ssd $350').price?.amount).toBe(350);
    expect(readPrice('5kva inverter $1500').price?.amount).toBe(1500);
    expect(readPrice('Gold chain 18k $300').price?.amount).toBe(300);
  });

  it('reads a number after a size word as the size, never as a price', () => {
    expect(readPrice('Soccer boots size 8').doubt).toBe('none');
    expect(readPrice('Mabhutsu ebhora saizi 7').doubt).toBe('none');
    expect(readPrice('Sneakers size 42 $30').price?.amount).toBe(30);
    expect(readPrice('Sneakers size 42 30 neg').price).toEqual({
      type: 'fixed',
      amount: 30,
      isNegotiable: true,
    });
  });

  it('leaves the price unset and says why when it could be wrong', () => {
    expect(readPrice('Honda fit 2010 6.5 Harare')).toMatchObject({ doubt: 'no_unit' });
    expect(readPrice('Selling laptop 450').doubt).toBe('no_unit');
    expect(readPrice('iPhone 13 $520 or $480 without box').doubt).toBe('two_amounts');
    expect(readPrice('iPhone 12 $350/$380').doubt).toBe('two_amounts');
    expect(readPrice('Honda Fit 2010 4500 or 4200 cash').doubt).toBe('two_amounts');
    expect(readPrice('Corolla 2012 2012 Bulawayo').doubt).toBe('year_like');
    expect(readPrice('Website design from $150').doubt).toBe('from_price');
    expect(readPrice('Toyota Corolla 2012 Bulawayo').doubt).toBe('none');
    for (const text of ['Honda fit 2010 6.5', 'iPhone 13 $520 or $480', 'Corolla 2012 2012']) {
      expect(readPrice(text).price).toBeUndefined();
    }
  });

  it('reads the amount after a currency word, not the year before it', () => {
    expect(readPrice('Nissan Tiida 2010 usd 4300 Kuwadzana').price).toEqual({
      type: 'fixed',
      amount: 4300,
    });
    expect(readPrice('Nissan Tiida 4300 usd').price?.amount).toBe(4300);
  });

  it('takes a plain number only with a price word after it', () => {
    expect(readPrice('Honda Fit 2010 4500 neg').price).toEqual({
      type: 'fixed',
      amount: 4500,
      isNegotiable: true,
    });
  });

  it('blanks the price and its words from the text left for the title', () => {
    const rest = readPrice('Honda Fit 2010 $4500 Avondale neg').rest;
    expect(rest).not.toMatch(/\$|4500|neg/);
    expect(rest).toMatch(/Honda Fit 2010 +Avondale/);
    expect(readPrice('Uniforms from $8 Harare').rest).not.toMatch(/from|\$8/);
  });
});
