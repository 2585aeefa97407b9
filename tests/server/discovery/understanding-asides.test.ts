/**
 * What a buyer says around the thing is not the thing: who it is for ('my daughter', 'for my
 * son', 'mwanasikana wangu', 'indodana yami'), a size ('size 8'), and the Shona and Ndebele noun
 * prefixes on English words ('maTV', 'ama-laptop'); local words name the thing ('mabhutsu
 * ebhora' are football boots, 'amabhuzu ebhola' too).
 */
import { describe, expect, it } from 'vitest';
import { RuleBasedUnderstanding } from '@/server/discovery/understanding/rules';

const rules = new RuleBasedUnderstanding();
const understand = (text: string) => rules.understandSync(text);
const types = (text: string) =>
  understand(text).categories.map((c) => (c.subType ? `${c.type}/${c.subType}` : c.type));

describe('who the thing is for', () => {
  it('is not the thing, in English, Shona and Ndebele', () => {
    const laptop = understand(
      'hey so my daughter is starting uni in september and she needs a laptop nothing fancy just for assignments and zoom',
    );
    expect(laptop.categories.map((c) => c.type)).toEqual(['electronics']);
    expect(laptop.terms).not.toContain('daughter');
    expect(laptop.thing?.label).toBe('laptop');
    expect(understand('a car for my wife').terms).toEqual(['car']);
    expect(understand('ndoda laptop yemwanasikana wangu').terms).toEqual(['laptop']);
    expect(understand('ngifuna izicathulo zendodana yami').terms).toEqual(['shoes']);
  });

  it('reads "my budget is $300" as a price only, in Ndebele and Shona', () => {
    for (const said of ['budget yami ngu $300', 'imali yami ngu $300', 'mari yangu $300']) {
      expect(understand(said)).toMatchObject({ terms: [], categories: [], maxPrice: 300 });
    }
  });

  it('keeps children as the kind of clothes', () => {
    expect(types('ndoda shangu dzemwana wangu')).toContain('fashion/kids');
    expect(types('clothes for my kids')).toContain('fashion/kids');
  });
});

describe('boots and sizes', () => {
  it('reads Shona and Ndebele boots of the ball as football boots, the size as no word', () => {
    for (const said of ['mabhutsu ebhora size 8 for my son', 'ngifuna amabhuzu ebhola']) {
      const request = understand(said);
      expect(types(said).slice(0, 2)).toEqual(['sports/gear', 'fashion/shoes']);
      expect(request.terms).toEqual(['boots', 'football']);
      expect(request.maxPrice).toBeUndefined();
    }
    expect(understand('mabhutsu ebhora size 8 for my son').thing?.label).toBe('mabhutsu ebhora');
    expect(types('bhutsu')).toEqual(['fashion/shoes']);
  });
});

describe('noun prefixes on English words', () => {
  it('name the word’s thing, with or without a hyphen', () => {
    expect(types('maTV ari kuMutare')).toEqual(['electronics/tv']);
    expect(understand('ama-laptop eBulawayo')).toMatchObject({
      terms: ['laptop'],
      city: 'bulawayo',
    });
    expect(types('i-office yokuqasha eBulawayo')).toContain('real_estate/office');
    // A make behind the prefix is the make.
    for (const said of ['i-Samsung A14', 'iSamsung A14', 'amaSamsung']) {
      expect(understand(said).brands).toEqual(['samsung']);
    }
  });
});
