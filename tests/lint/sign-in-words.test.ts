/**
 * The app's own sign-in screens (a sign-in link, the offline copy) say what the server's landing
 * and sign-in steps say, in each language: the catalogues' sign-in messages hold the words of
 * src/domain/landing-languages.ts (English: the spec's copy, landing-copy.ts).
 */
import { describe, expect, it } from 'vitest';
import { LANDING_COPY, type LandingCopy } from '../../src/domain/landing-languages';
// @ts-expect-error: a plain ES module of scripts/, without types
import { readCatalogue } from '../../scripts/i18n/catalogues.mjs';

type Words = keyof LandingCopy;

/** Catalogue message → the landing's word of the same place. */
const SAME: Record<string, Words | ((copy: LandingCopy) => string)> = {
  'landing.badge': 'badge',
  'landing.headline': 'headline',
  'landing.intro': 'intro',
  'landing.startListing': 'startListing',
  'landing.signIn': 'signIn',
  'landing.searchItems': 'searchItems',
  'common.installApp': 'installApp',
  'landing.highlight.ai.title': (copy) => copy.highlights[0]!.title,
  'landing.highlight.ai.text': (copy) => copy.highlights[0]!.text,
  'landing.highlight.chats.title': (copy) => copy.highlights[1]!.title,
  'landing.highlight.chats.text': (copy) => copy.highlights[1]!.text,
  'landing.highlight.free.title': (copy) => copy.highlights[2]!.title,
  'landing.highlight.free.text': (copy) => copy.highlights[2]!.text,
  'landing.howItWorks': 'howItWorks',
  'landing.step.send.title': (copy) => copy.steps('{number}')[0]!.title,
  'landing.step.send.text': (copy) => copy.steps('{number}')[0]!.text,
  'landing.step.open.title': (copy) => copy.steps('')[1]!.title,
  'landing.step.open.text': (copy) => copy.steps('')[1]!.text,
  'landing.step.add.title': (copy) => copy.steps('')[2]!.title,
  'landing.step.add.text': (copy) => copy.steps('')[2]!.text,
  'landing.buyersJustAsk': 'buyersJustAsk',
  'landing.tryIt': 'tryIt',
  'landing.footerNote': 'footerNote',
  'signIn.homeLabel': 'brandHomeLabel',
  'signIn.title': 'signInTitle',
  'signIn.instructions': ({ signInInstructions: [send, login, to, tail] }) =>
    `${send}<0>${login}</0>${to}<1>{number}</1>${tail}`,
  'signIn.sendLogin': 'sendLogin',
  'signIn.enterCode': 'enterCodeLink',
  'signIn.code.title': 'codeTitle',
  'signIn.code.instructions': 'codeInstructions',
  'signIn.code.suffixLabel': 'suffixLabel',
  'signIn.code.codeLabel': 'codeLabel',
  'signIn.code.back': 'backToSignIn',
  'signIn.code.verifying': 'verifyingCode',
  'signIn.error.codeFailed': 'codeFailed',
  'signIn.error.codeUsed': 'codeUsed',
  'signIn.error.noConnection': 'noConnection',
  'signIn.error.unreachable': 'unreachable',
  'signIn.error.tooManyLater': 'tooManyLater',
  'signIn.error.tooMany': (copy) =>
    `{minutes, plural, one {${copy.tooManyOne.replace('1', '#')}} other {${copy.tooManyMany.replace('{minutes}', '#')}}}`,
};

describe('the sign-in screens’ words', () => {
  for (const language of ['en', 'sn', 'nd'] as const) {
    it(`are the landing’s in ${language}`, () => {
      const catalogue = readCatalogue(language) as Record<string, { translation: string }>;
      const differ = Object.entries(SAME).flatMap(([id, place]) => {
        const copy = LANDING_COPY[language];
        const expected = typeof place === 'function' ? place(copy) : copy[place];
        const actual = catalogue[id]?.translation;
        return actual === expected
          ? []
          : [`${id}: "${actual}" where the landing has "${expected}"`];
      });
      expect(differ).toEqual([]);
    });
  }
});
