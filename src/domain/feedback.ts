/**
 * Buyers' feedback on a seller: a while after the bot handed a buyer a seller's link, the buyer
 * is asked once how it went (good, or not good and why). One per buyer per seller; buyers read
 * the counts among the seller's facts.
 */
export const FEEDBACK_VERDICTS = ['good', 'not_good'] as const;
export type FeedbackVerdict = (typeof FEEDBACK_VERDICTS)[number];

/** Why it was not good, in the order the bot's list offers them. */
export const FEEDBACK_REASONS = ['no_reply', 'not_as_described', 'pay_first', 'other'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

/** A seller's feedback as buyers read it: how many said good, how many not good. */
export interface FeedbackCounts {
  good: number;
  bad: number;
}
