/**
 * What a seller reached through the bot reads when a buyer's message is passed on to them, in
 * the seller's chat language: the buyer's words, and how to answer them (the buyer's chat link
 * when WhatsApp shows their number, else how to let buyers chat directly). The buyer's side
 * ('passed on now', 'kept for later') is in the bot's copy tables, in the buyer's language.
 */
import { singleLine } from '@/domain';
import type { Language } from '@/domain/language';

interface PassOnCopy {
  wrote(title: string): string;
  answerAt(link: string): string;
  noNumber: string;
}

const COPY: Record<Language, PassOnCopy> = {
  en: {
    wrote: (title) => `💬 A buyer wrote about your listing “${title}”:`,
    answerAt: (link) => `Answer them on WhatsApp: ${link}`,
    noNumber:
      'WhatsApp does not show us this buyer’s number. Add a contact number to your profile and confirm it, so buyers can chat with you directly.',
  },
  sn: {
    wrote: (title) => `💬 Mutengi anyora nezve chiziviso chenyu “${title}”:`,
    answerAt: (link) => `Vapindurei paWhatsApp: ${link}`,
    noNumber:
      'WhatsApp haitiratidze nhamba yemutengi uyu. Isai nhamba yekutaurirana nayo paprofile yenyu moisimbisa, kuti vatengi vakwanise kutaura nemi zvakananga.',
  },
  nd: {
    wrote: (title) => `💬 Umthengi ubhalile ngesikhangiso senu “${title}”:`,
    answerAt: (link) => `Baphenduleni ku-WhatsApp: ${link}`,
    noNumber:
      'I-WhatsApp kayisitshengisi inombolo yalo mthengi. Fakani inombolo yokuxhumana kuphrofayili yenu liyiqinisekise, ukuze abathengi bakhulume lani ngqo.',
  },
};

/** What the seller reads: the buyer's words, and how to answer them, in `language`. */
export function passedOnText(
  title: string,
  words: string,
  buyerPhone: string | null,
  language: Language = 'en',
): string {
  const copy = COPY[language];
  const answer = buyerPhone ? copy.answerAt(`https://wa.me/${buyerPhone}`) : copy.noNumber;
  return [copy.wrote(singleLine(title)), '', words, '', answer].join('\n');
}
