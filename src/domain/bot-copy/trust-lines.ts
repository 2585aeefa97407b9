/**
 * The lines under a listing's details where the buyer meets the seller's link: facts about the
 * seller, then the advice for that kind of listing and the line for every buyer, each behind the
 * bot's own marker so a seller's words never pass for them.
 */
import type { FeedbackCounts } from '@/domain/feedback';
import { safetyKindOf, type SellerSignals } from '@/domain/safety';
import type { BotCopy } from './types';

export const SIGNAL_MARKERS = { since: '🗓️', sold: '🤝', confirmed: '✅' } as const;
export const SAFETY_MARKER = '⚠️';
export const ALWAYS_MARKER = '🔒';

/** '👍 12 · 👎 1 (buyers' feedback)', or nothing while no buyer has said. */
export function feedbackLine(copy: BotCopy, counts: FeedbackCounts | undefined): string[] {
  if (!counts || counts.good + counts.bad === 0) return [];
  return [`👍 ${counts.good} · 👎 ${counts.bad} ${copy.signals.feedback}`];
}

/**
 * The seller's facts: since when, listings sold (when any), the number confirmed (when it is),
 * buyers' feedback (when any).
 */
export function signalLines(copy: BotCopy, signals: SellerSignals): string[] {
  const since = signals.since;
  return [
    `${SIGNAL_MARKERS.since} ${copy.signals.since(since.getUTCMonth(), since.getUTCFullYear())}`,
    ...(signals.sold > 0 ? [`${SIGNAL_MARKERS.sold} ${copy.signals.sold(signals.sold)}`] : []),
    ...(signals.contactConfirmed ? [`${SIGNAL_MARKERS.confirmed} ${copy.signals.confirmed}`] : []),
    ...feedbackLine(copy, signals.feedback),
  ];
}

/** The advice for the listing's kind, then the line every buyer reads. */
export function safetyLines(copy: BotCopy, listing: { type: string }): string[] {
  return [
    `${SAFETY_MARKER} ${copy.safety[safetyKindOf(listing)]}`,
    `${ALWAYS_MARKER} ${copy.safetyAlways}`,
  ];
}
