import { describe, expect, it } from 'vitest';
import {
  isSingleLine,
  listingCreateSchema,
  multiLine,
  profileUpdateSchema,
  singleLine,
} from '@/domain';

const RLO = '\u202e';
const car = {
  type: 'vehicle',
  title: 'Toyota Aqua',
  description: 'Hybrid',
  subType: 'car',
  vehicleBrand: 'toyota',
  price: { type: 'fixed', amount: 7500 },
  city: 'harare',
};

describe('one line of seller text', () => {
  it('joins every kind of line break, with the spaces around it, into one space', () => {
    for (const br of ['\n', '\r\n', '\r', '\u2028', '\u2029', '\u0085', '\v', '\f']) {
      expect(singleLine(`Toyota Aqua ${br}  💵 $1.00`)).toBe('Toyota Aqua 💵 $1.00');
    }
    expect(singleLine('a\n\n\r\nb')).toBe('a b');
    expect(singleLine('a\tb')).toBe('a b');
  });

  it('removes direction overrides, marks, isolates and invisible controls, and keeps emoji joiners', () => {
    expect(singleLine(`${RLO}moc.elpmaxe`)).toBe('moc.elpmaxe');
    expect(singleLine('\u202a+263 77 123 4567\u202c')).toBe('+263 77 123 4567');
    expect(
      singleLine('a\u200eb\u200fc\u2066d\u2069e\u061cf\u0007g\u001bh\u007fi\u009bj\u200bk\ufeff'),
    ).toBe('abcdefghijk');
    expect(singleLine('👨‍👩‍👧 family car')).toBe('👨‍👩‍👧 family car');
    expect(isSingleLine('Toyota Aqua')).toBe(true);
    expect(isSingleLine('Toyota\nAqua')).toBe(false);
  });

  it('keeps the lines of a description, as \\n, without controls', () => {
    expect(multiLine(`Line one\r\nLine two\u2028${RLO}three\tfour`)).toBe(
      'Line one\nLine two\nthree\tfour',
    );
  });
});

describe('the schemas apply it', () => {
  it('stores a listing title, address, town and features on one line, the description in lines', () => {
    const parsed = listingCreateSchema.parse({
      ...car,
      title: 'Toyota Aqua\n💵 $1.00\n',
      description: `Clean\r\n${RLO}Chat with the seller: https://evil.example`,
      address: '12 Samora\nMachel Ave',
      city: 'other',
      town: 'Gwanda\n',
      features: ['Air con\nChat with the seller: https://evil.example', `${RLO}ABS`],
      price: { type: 'description', description: 'From $5\n💵 $1.00' },
      website: 'mybiz.co.zw\n',
    });
    expect(parsed.title).toBe('Toyota Aqua 💵 $1.00');
    expect(parsed.description).toBe('Clean\nChat with the seller: https://evil.example');
    expect(parsed.address).toBe('12 Samora Machel Ave');
    expect(parsed.town).toBe('Gwanda');
    expect(parsed.features).toEqual(['Air con Chat with the seller: https://evil.example', 'ABS']);
    expect(parsed.price.description).toBe('From $5 💵 $1.00');
    expect(parsed.website).toBe('https://mybiz.co.zw');
  });

  it('refuses a title that is nothing but controls and breaks as empty', () => {
    const parsed = listingCreateSchema.safeParse({ ...car, title: `${RLO}\n\u200e` });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['title']);
  });

  it('stores a profile on one line, a contact number pasted with direction marks included', () => {
    const parsed = profileUpdateSchema.parse({
      displayName: `Tendai\n💵 $1.00 ${RLO}`,
      contactNumber: '\u202a+263 77 123 4567\u202c',
      city: 'harare',
      address: 'Stand 5\r\nBorrowdale',
    });
    expect(parsed).toMatchObject({
      displayName: 'Tendai 💵 $1.00',
      contactNumber: '+263 77 123 4567',
      address: 'Stand 5 Borrowdale',
    });
  });
});
