import { describe, expect, it } from 'vitest';
import { detectLanguage, replyLanguage } from '@/domain/language';
import { copyFor } from '@/domain/bot-copy';

describe('detectLanguage', () => {
  it.each([
    ['Mhoro', 'sn'],
    ['ndoda mbudzi', 'sn'],
    ['imba yekurenda kuChitungwiza', 'sn'],
    ['pasi pe $200', 'sn'],
    ['zvakachipa', 'sn'],
    ['zvimwe', 'sn'],
    ['kuBulawayo', 'sn'],
    ['Sawubona', 'nd'],
    ['Ngidinga umuntu olungisa ifriji eBulawayo', 'nd'],
    ['ngaphansi kwe $200', 'nd'],
    ['okushibhile', 'nd'],
    ['okunye', 'nd'],
    ['eBulawayo', 'nd'],
    ['ma t-shirt evakomana', 'sn'],
    ['izikhiphu zabafana', 'nd'],
    ['Looking for a house in Harare', 'en'],
    ['cheaper', 'en'],
    ['more', 'en'],
    ['in Bulawayo', 'en'],
  ] as const)('reads “%s” as %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('leaves a message with no telling word undecided, and the chat keeps its language', () => {
    expect(detectLanguage('$200')).toBeNull();
    // 'yes' to the bot's question is typed in every language's chat: no evidence of English.
    expect(replyLanguage('yes', 'sn')).toBe('sn');
    expect(replyLanguage('$200', 'sn')).toBe('sn');
    expect(replyLanguage('$200')).toBe('en');
  });
});

describe('a place prefix and a local name of a thing', () => {
  it('reads a place prefix on a suburb beside a local name of the thing', () => {
    expect(detectLanguage('rumu kuKuwadzana')).toBe('sn');
    expect(detectLanguage('foni muMabvuku')).toBe('sn');
    expect(detectLanguage('indlu eNkulumane')).toBe('nd');
    // Alone, or with English words, a suburb's prefix does not tell the language.
    expect(detectLanguage('kuKuwadzana')).toBeNull();
    expect(detectLanguage('I need a cleaner kuBorrowdale')).toBe('en');
    expect(detectLanguage('room in Kuwadzana')).toBe('en');
  });

  it('reads a prefix on a name no list holds only beside another word of the language', () => {
    expect(detectLanguage('rumu kuNkayi')).toBe('sn');
    expect(detectLanguage('mota kuNkayi')).toBe('sn');
    expect(detectLanguage('irumu eNkayi')).toBe('nd');
    // Alone, or with an English noun, a name, a brand or a typo is no evidence.
    for (const text of ['kuNkayi', 'fridge kuNkayi', 'eNkayi', 'iPhone 12', 'samsang fone']) {
      expect(detectLanguage(text)).toBeNull();
    }
    expect(detectLanguage('eBay phone')).toBe('en');
  });

  it('reads asking for someone in Ndebele ("I need for my daughter")', () => {
    expect(detectLanguage('ngidingela indodakazi yami ilaptop')).toBe('nd');
  });
});

describe('copy tables', () => {
  it('answers in each language, English the fallback', () => {
    expect(copyFor('sn').greeting).toMatch(/^Mhoro/);
    expect(copyFor('nd').greeting).toMatch(/^Salibonani/);
    expect(copyFor(null).greeting).toMatch(/^Hi/);
    expect(
      copyFor('en').understood({ thing: 'houses', deal: 'rent', place: 'Harare', maxPrice: 500 }),
    ).toBe('Houses to rent in Harare under $500');
    expect(copyFor('en').relaxedThing('goats', 'livestock')).toBe('No goats yet. Other livestock:');
    expect(copyFor('en').relaxedPlace('Chitungwiza', ['Harare'])).toBe(
      'Nothing in Chitungwiza yet. Nearby in Harare:',
    );
    expect(copyFor('en').understood({ thing: 'houses', maxPrice: 285000 })).toBe(
      'Houses under $285,000',
    );
  });
});
