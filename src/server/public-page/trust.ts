/**
 * What the public listing page adds where a buyer meets the seller's link: the seller's facts
 * under their name, and the safety advice for the listing's kind with the line every buyer reads
 * (the bot's words, src/domain/bot-copy, in the page's language).
 */
import { copyFor } from '@/domain/bot-copy';
import { feedbackLine } from '@/domain/bot-copy/trust-lines';
import type { Language } from '@/domain/language';
import { safetyKindOf, type SellerSignals } from '@/domain/safety';

/**
 * The seller's facts: since when, listings sold here (when any), the number confirmed, buyers'
 * feedback (when any).
 */
export function sellerFacts(signals: SellerSignals, language: Language = 'en'): string[] {
  const copy = copyFor(language);
  return [
    copy.signals.since(signals.since.getUTCMonth(), signals.since.getUTCFullYear()),
    ...(signals.sold > 0 ? [copy.signals.sold(signals.sold)] : []),
    ...(signals.contactConfirmed ? [copy.signals.confirmed] : []),
    ...feedbackLine(copy, signals.feedback),
  ];
}

/** The advice for the listing's kind, and the line every buyer reads. */
export function safetyAdvice(
  listing: { type: string },
  language: Language = 'en',
): { advice: string; always: string } {
  const copy = copyFor(language);
  return { advice: copy.safety[safetyKindOf(listing)], always: copy.safetyAlways };
}
