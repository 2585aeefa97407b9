/**
 * What the public listing page adds where a buyer meets the seller's link: the seller's facts
 * under their name, and the safety advice for the listing's kind with the line every buyer reads
 * (the bot's words, src/domain/bot-copy, in the page's language).
 */
import { en } from '@/domain/bot-copy';
import { safetyKindOf, type SellerSignals } from '@/domain/safety';

/** The seller's facts: since when, listings sold here (when any), the number confirmed. */
export function sellerFacts(signals: SellerSignals): string[] {
  return [
    en.signals.since(signals.since.getUTCMonth(), signals.since.getUTCFullYear()),
    ...(signals.sold > 0 ? [en.signals.sold(signals.sold)] : []),
    ...(signals.contactConfirmed ? [en.signals.confirmed] : []),
  ];
}

/** The advice for the listing's kind, and the line every buyer reads. */
export function safetyAdvice(listing: { type: string }): { advice: string; always: string } {
  return { advice: en.safety[safetyKindOf(listing)], always: en.safetyAlways };
}
