/**
 * A listing shared from the app in Shona or Ndebele opens its public page in that language (the
 * page reads `?lang=`); shared in English, the address is the plain one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/app/ui/i18n';
import { messages as english } from '@/app/ui/i18n/locales/en.po';
import { messages as shona } from '@/app/ui/i18n/locales/sn.po';
import { publicListingUrl, whatsappShareUrl } from '@/app/ui/share-links';

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

describe('a shared listing’s language', () => {
  it('is the app’s, in the link', () => {
    i18n.loadAndActivate({ locale: 'sn', messages: shona });
    const url = publicListingUrl('abc 1');
    expect(url).toBe(`${window.location.origin}/l/abc%201?lang=sn`);
    expect(whatsappShareUrl('Honda Fit', url)).toContain(encodeURIComponent('?lang=sn'));
  });

  it('is left to the buyer’s browser when the app is in English', () => {
    expect(publicListingUrl('abc')).toBe(`${window.location.origin}/l/abc`);
  });
});
