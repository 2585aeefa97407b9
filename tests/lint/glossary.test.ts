/**
 * The app's catalogues and the listing page use the glossary's words (src/domain/glossary.ts):
 * each message named here contains the term in its language, so a reviewer who corrects a word in
 * the glossary finds every place that must follow.
 */
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../src/domain/glossary';
import { PAGE_COPY } from '../../src/server/public-page/page-copy';
// @ts-expect-error: a plain ES module of scripts/, without types
import { readCatalogue } from '../../scripts/i18n/catalogues.mjs';

type Catalogue = Record<string, { translation?: string }>;
const LANGUAGES = ['en', 'sn', 'nd'] as const;
const catalogues = Object.fromEntries(
  LANGUAGES.map((language) => [language, readCatalogue(language) as Catalogue]),
) as Record<(typeof LANGUAGES)[number], Catalogue>;

/** Terms and the app's messages that carry them. */
const USES: [keyof typeof GLOSSARY, string[]][] = [
  ['listing', ['listings.title', 'listings.new', 'listings.empty.create', 'help.edit.title']],
  ['active', ['status.active']],
  ['sold', ['status.sold']],
  ['paused', ['status.paused']],
  ['seller', ['shell.seller']],
  ['city', ['profile.city', 'profile.city.placeholder']],
];

const has = (text: string | undefined, word: string) =>
  (text ?? '').toLowerCase().includes(word.toLowerCase());

describe('the glossary', () => {
  for (const [term, ids] of USES) {
    it(`"${term}" is the word of the app's messages that name it`, () => {
      for (const language of LANGUAGES) {
        const word = GLOSSARY[term][language];
        // Shona and Ndebele nouns change their prefix with number ('chiziviso', 'zviziviso'):
        // the stem is what must match.
        const stem = language === 'en' ? word : word.slice(Math.min(3, word.length - 4));
        for (const id of ids)
          expect(catalogues[language][id]?.translation, `${language} ${id}`).toSatisfy(
            (text: string) => has(text, stem),
          );
      }
    });
  }

  it('gives the listing page its words for negotiable, seller and sold', () => {
    for (const language of LANGUAGES) {
      expect(has(PAGE_COPY[language].negotiable, GLOSSARY.negotiable[language])).toBe(true);
      expect(has(PAGE_COPY[language].seller, GLOSSARY.seller[language])).toBe(true);
    }
    expect(has(PAGE_COPY.sn.soldNote, GLOSSARY.sold.sn)).toBe(true);
  });
});
