/**
 * Check-in answers given by naming the listing (named-checkins.ts), read from the words alone: a
 * clause names a listing by a word of its title, never by words any title may hold ('for sale').
 */
import { describe, expect, it } from 'vitest';
import { namedAnswers } from '@/server/bot/conversation/named-checkins';

const listing = (checkinId: string, title: string) => ({
  checkinId,
  title: title.toLowerCase().split(' '),
});
const GOATS = listing('goats', 'Boer goats for sale');
const BED = listing('bed', 'Queen size bed');

describe('answers by name', () => {
  it('answers each listing a clause names, with that clause answer', () => {
    expect(namedAnswers('the goats are sold, bed still available', [GOATS, BED])).toEqual([
      { checkinId: 'goats', action: 'sold' },
      { checkinId: 'bed', action: 'available' },
    ]);
  });

  it('never names a listing by "for sale" or "available"', () => {
    expect(namedAnswers('yes still for sale', [GOATS, BED])).toBeNull();
  });

  it('takes nothing from a search or an answer naming no listing', () => {
    expect(namedAnswers('i want a bed that is still available', [GOATS, BED])).toBeNull();
    expect(namedAnswers('sold', [GOATS, BED])).toBeNull();
  });
});
