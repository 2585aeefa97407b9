/**
 * What the two people of a conversation through the bot read, each in their own chat language:
 * the seller, a buyer's words and how to answer them (the buyer's chat link when WhatsApp shows
 * their number, else by replying to the message or typing its reference); the buyer, the seller's
 * answer and how to write back; and whoever wrote, what became of their words. A buyer's own
 * 'passed on now', 'kept for later' are in the bot's copy tables.
 */
import { singleLine } from '@/domain';
import type { Language } from '@/domain/language';

interface PassOnCopy {
  wrote(title: string): string;
  answerAt(link: string): string;
  /** How the seller answers a buyer WhatsApp shows no number for. */
  answerHere(reference: string): string;
  /** The seller's answer, as the buyer reads it. */
  sellerAnswered(title: string): string;
  /** How the buyer writes back to the seller. */
  writeBack(reference: string): string;
  /** What the seller is told of their answer: sent, kept for the buyer's next message, refused. */
  answerSent: string;
  answerKept: string;
  buyerStopped: string;
}

const COPY: Record<Language, PassOnCopy> = {
  en: {
    wrote: (title) => `💬 A buyer wrote about your listing “${title}”:`,
    answerAt: (link) => `Answer them on WhatsApp: ${link}`,
    answerHere: (ref) =>
      `WhatsApp does not show us this buyer’s number. To answer them, reply to this message (swipe it to the right), or start your message with *#${ref}*, like “#${ref} Yes, it is still available”. I pass it on; neither of you sees the other’s number.`,
    sellerAnswered: (title) => `💬 The seller of “${title}” answered you:`,
    writeBack: (ref) =>
      `To write back to the seller, reply to this message (swipe it to the right), or start your message with *#${ref}*.`,
    answerSent: 'I have passed your answer on to the buyer.',
    answerKept:
      'I cannot send your answer to the buyer just now (WhatsApp lets me write to them only within a day of their last message), so I have kept it: it reaches them as soon as they next write here.',
    buyerStopped:
      'This buyer has turned off messages from us (they sent STOP), so your answer cannot reach them. It was not passed on.',
  },
  sn: {
    wrote: (title) => `💬 Mutengi anyora nezve chiziviso chenyu “${title}”:`,
    answerAt: (link) => `Vapindurei paWhatsApp: ${link}`,
    answerHere: (ref) =>
      `WhatsApp haitiratidze nhamba yemutengi uyu. Kuti muvapindure, pindurai meseji iyi (ikwevei kurudyi), kana kuti tangai meseji yenyu ne *#${ref}*, semuenzaniso “#${ref} Hongu, zvichiripo”. Ndinoitumira kwavari; hapana anoona nhamba yemumwe.`,
    sellerAnswered: (title) => `💬 Mutengesi we “${title}” akupindurai:`,
    writeBack: (ref) =>
      `Kuti mupindure mutengesi, pindurai meseji iyi (ikwevei kurudyi), kana kuti tangai meseji yenyu ne *#${ref}*.`,
    answerSent: 'Ndatumira mhinduro yenyu kumutengi.',
    answerKept:
      'Handikwanise kutumira mhinduro yenyu kumutengi izvozvi (WhatsApp inonditendera kuvanyorera chete mukati mezuva kubva pavakapedzisira kunyora), saka ndaichengeta: ichasvika kwavari pavanozonyora pano zvakare.',
    buyerStopped:
      'Mutengi uyu akamisa mameseji kubva kwatiri (akatumira STOP), saka mhinduro yenyu haigone kusvika kwavari. Haina kutumirwa.',
  },
  nd: {
    wrote: (title) => `💬 Umthengi ubhalile ngesikhangiso senu “${title}”:`,
    answerAt: (link) => `Baphenduleni ku-WhatsApp: ${link}`,
    answerHere: (ref) =>
      `I-WhatsApp kayisitshengisi inombolo yalo mthengi. Ukuze limphendule, phendulani lo umlayezo (wudonseleni kwesokudla), kumbe liqale umlayezo wenu ngo *#${ref}*, njengokuthi “#${ref} Yebo, kusekhona”. Ngiyawudlulisela; kakho obona inombolo yomunye.`,
    sellerAnswered: (title) => `💬 Umthengisi we “${title}” uliphendulile:`,
    writeBack: (ref) =>
      `Ukuze libhalele umthengisi, phendulani lo umlayezo (wudonseleni kwesokudla), kumbe liqale umlayezo wenu ngo *#${ref}*.`,
    answerSent: 'Ngiyidlulisele impendulo yenu kumthengi.',
    answerKept:
      'Angikwazi ukuthumela impendulo yenu kumthengi khathesi (i-WhatsApp ingivumela ukumbhalela kuphela phakathi kwelanga selokhu ecina ukubhala), ngakho ngiyigcinile: izafika kuye nxa ebhala lapha futhi.',
    buyerStopped:
      'Lo mthengi wavala imilayezo evela kithi (wathumela u-STOP), ngakho impendulo yenu ingeke ifike kuye. Kayidluliselwanga.',
  },
};

/** What the seller reads: the buyer's words, and how to answer them, in `language`. */
export function passedOnText(
  title: string,
  words: string,
  answer: { buyerPhone: string | null; reference: string },
  language: Language = 'en',
): string {
  const copy = COPY[language];
  const how = answer.buyerPhone
    ? copy.answerAt(`https://wa.me/${answer.buyerPhone}`)
    : copy.answerHere(answer.reference);
  return [copy.wrote(singleLine(title)), '', words, '', how].join('\n');
}

/** What the buyer reads: the seller's answer about the listing, and how to write back. */
export function answeredText(
  title: string,
  words: string,
  reference: string,
  language: Language = 'en',
): string {
  const copy = COPY[language];
  return [copy.sellerAnswered(singleLine(title)), '', words, '', copy.writeBack(reference)].join(
    '\n',
  );
}

/** How a seller's answer went, or how to answer (a reference typed with no words), for them. */
export function sellerCopy(language: Language) {
  const copy = COPY[language];
  return {
    sent: copy.answerSent,
    kept: copy.answerKept,
    stopped: copy.buyerStopped,
    how: (reference: string) => copy.answerHere(reference),
  };
}

/** How a buyer writes back (a reference typed with no words), for them. */
export const writeBackText = (reference: string, language: Language): string =>
  COPY[language].writeBack(reference);
