/**
 * The moderation values the seller's app needs at start, without zod: the schemas of
 * ./moderation build on them, and the app's first load (which never parses with zod) takes them
 * from here.
 *
 * A listing's moderation state:
 * - `in_review`: held by the screening (prohibited content) or sent back to review by an edit
 *   of a hidden listing; never offered to buyers until an admin approves it.
 * - `hidden`: hidden by an admin; the seller may edit it, which sends it back to review.
 * A listing with no moderation state is published as usual.
 */
export const MODERATION_STATES = ['in_review', 'hidden'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/** The `code` of a 401/403 answer to a suspended seller (with `message` and `reason`). */
export const ACCOUNT_SUSPENDED_CODE = 'account_suspended';
