/**
 * Trust and safety: what buyers report, what the marketplace flags, what admins decide, and
 * what the seller is told. One shape each, shared by the server, the admin screens and the
 * seller's app.
 */
import { z } from 'zod';
import { isoDate, withoutNulls } from './common';
import { SCAM_KINDS } from '@/domain/moderation/scam-kinds';
import { ACCOUNT_SUSPENDED_CODE, MODERATION_STATES } from './moderation-values';

export { ACCOUNT_SUSPENDED_CODE };

// ---------------------------------------------------------------------------------------------
// Reports from buyers

/** Why a buyer reports a listing, in the order the bot and the public form offer them. */
/**
 * 'pay_first' came after the others: it is last, so the number a buyer types for a reason they
 * knew keeps its meaning.
 */
export const REPORT_REASONS = [
  'scam',
  'prohibited',
  'wrong_details',
  'sold',
  'other',
  'pay_first',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** Each at most 24 characters: they are WhatsApp list row titles too. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Scam or fraud',
  pay_first: 'Asked me to pay first',
  prohibited: 'Prohibited content',
  wrong_details: 'Wrong price or category',
  sold: 'Already sold',
  other: 'Other',
};
export const REPORT_NOTE_MAX = 500;

/** POST body of a report (the public page's form sends the same fields). */
export const reportInputSchema = z.object({
  reason: z.enum(REPORT_REASONS),
  note: z.string().trim().max(REPORT_NOTE_MAX).optional(),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

export const listingReportSchema = z.preprocess(
  withoutNulls,
  z.object({
    reason: z.enum(REPORT_REASONS),
    note: z.string().optional(),
    /** The buyer's WhatsApp number when the report came through the bot. */
    reporterPhone: z.string().optional(),
    createdAt: isoDate,
  }),
);
export type ListingReport = z.infer<typeof listingReportSchema>;

// ---------------------------------------------------------------------------------------------
// The listing's moderation state, as the seller and the bot see it

export { MODERATION_STATES, type ModerationState } from './moderation-values';

/** Carried by the seller's own listing answers when the listing is held or hidden. */
export const listingModerationSchema = z.preprocess(
  withoutNulls,
  z.object({
    state: z.enum(MODERATION_STATES),
    /** The server's words, in English (or an admin's own): shown when there is no code. */
    reason: z.string(),
    /**
     * The reason's code and parameters, when the marketplace wrote it (seller-reason.ts).
     * Kept loose: a code this version does not know shows `reason` instead of failing the listing.
     */
    code: z.string().optional(),
    params: z.record(z.string(), z.unknown()).optional(),
    at: isoDate.optional(),
  }),
);
export type ListingModeration = z.infer<typeof listingModerationSchema>;

/**
 * On the answer of the create or edit that published a listing with words that read like a scam
 * (a weak pattern: published, and a case opened): which words, why, and how to say it honestly.
 */
export const screeningWarningSchema = z.object({
  code: z.literal('scam_pattern'),
  /** The kind of scam the words read like (src/domain/moderation/scam-patterns.ts). */
  kind: z.enum(SCAM_KINDS),
  words: z.array(z.string()),
  /** Shown to the seller as it is. */
  message: z.string(),
});
export type ScreeningWarning = z.infer<typeof screeningWarningSchema>;

/**
 * On the answer of a create that repeats one of the seller's ads on offer (the same words or
 * photo): buyers are shown one of them, the newest.
 */
export const repeatedAdWarningSchema = z.object({
  code: z.literal('repeated_ad'),
  /** Shown to the seller as it is. */
  message: z.string(),
});
export type RepeatedAdWarning = z.infer<typeof repeatedAdWarningSchema>;

/** What the answer of a create or edit tells the seller beside the listing. */
export const listingWarningSchema = z.discriminatedUnion('code', [
  screeningWarningSchema,
  repeatedAdWarningSchema,
]);
export type ListingWarning = z.infer<typeof listingWarningSchema>;

// ---------------------------------------------------------------------------------------------
// Moderation cases (the admin's queue)

/** Why a case is open. */
export const CASE_REASON_CODES = [
  'reported',
  'prohibited_content',
  'price_far_below',
  'photo_reused',
  'appeal',
  'edited_after_hidden',
  'reposted',
  'scam_pattern',
  'buyers_pay_first',
  'repeated_ads',
] as const;
export type CaseReasonCode = (typeof CASE_REASON_CODES)[number];
export const CASE_REASON_LABELS: Record<CaseReasonCode, string> = {
  reported: 'Reported by buyers',
  prohibited_content: 'Prohibited content',
  price_far_below: 'Price far below similar listings',
  photo_reused: "Photo used in another seller's listing",
  appeal: 'Appeal against a suspension',
  edited_after_hidden: 'Edited by the seller after it was hidden',
  reposted: 'Posted again after moderation took it down',
  scam_pattern: 'Words that read like a scam',
  buyers_pay_first: 'Buyers said the seller asked for money first',
  repeated_ads: 'A new seller posting the same ad many times',
};

/**
 * The other seller's listing a reused photo is in, as it is when the queue is read (not stored:
 * its title and state may have changed since the case opened).
 */
export const otherListingSchema = z.preprocess(
  withoutNulls,
  z.object({
    title: z.string(),
    status: z.string(),
    /** Held or hidden by the marketplace. */
    moderationState: z.enum(MODERATION_STATES).optional(),
    sellerName: z.string().optional(),
    sellerSuspended: z.boolean().default(false),
    /** Whether `/l/{id}` shows it to buyers (not paused, held, hidden or a suspended seller's). */
    publicPage: z.boolean(),
  }),
);
export type OtherListing = z.infer<typeof otherListingSchema>;

export const caseReasonSchema = z.preprocess(
  withoutNulls,
  z.object({
    code: z.enum(CASE_REASON_CODES),
    /** Words for the admin: the matched term, the typical price, how alike two photos are. */
    detail: z.string().optional(),
    /** scam_pattern: the rule that matched (src/domain/moderation/scam-patterns.ts). */
    rule: z.string().optional(),
    /** scam_pattern: the listing's words that matched, for the admin to see highlighted. */
    words: z.array(z.string()).optional(),
    /** photo_reused, reposted: the listing's photo found in the other listing. */
    photoId: z.string().optional(),
    /**
     * photo_reused: the other seller's listing, and its photo that matched; reposted: the listing
     * moderation took down that this one repeats.
     */
    otherListingId: z.string().optional(),
    otherPhotoId: z.string().optional(),
    /** photo_reused, in the queue's answers: that listing now (absent once it is deleted). */
    otherListing: otherListingSchema.optional(),
  }),
);
export type CaseReason = z.infer<typeof caseReasonSchema>;

/**
 * A listing its seller deleted while it had a case open or was held or hidden: what it published
 * then, kept for admins.
 */
export const deletedListingSchema = z.preprocess(
  withoutNulls,
  z.object({
    deletedAt: isoDate,
    title: z.string(),
    description: z.string(),
    price: z.unknown().optional(),
    /** Its photos' ids (served to admins while kept) and perceptual hashes (decimal). */
    photos: z.array(z.object({ id: z.string(), hash: z.string().optional() })),
  }),
);
export type DeletedListing = z.infer<typeof deletedListingSchema>;

/** One open case: about a listing, or (an appeal) about a seller. */
export const moderationCaseSchema = z.preprocess(
  withoutNulls,
  z.object({
    _id: z.string(),
    listingId: z.string().optional(),
    sellerId: z.string(),
    listingTitle: z.string().optional(),
    listingStatus: z.string().optional(),
    moderation: listingModerationSchema.optional(),
    sellerName: z.string().optional(),
    sellerPhone: z.string().optional(),
    sellerSuspended: z.boolean().default(false),
    reasons: z.array(caseReasonSchema),
    reportCount: z.number().default(0),
    reports: z.array(listingReportSchema).default([]),
    /** The listing's photo addresses, as on the listing. */
    photos: z.array(z.string()).default([]),
    /** The appeal's words, for an appeal. */
    appeal: z.string().optional(),
    /** The seller deleted the listing: what it showed then. */
    deletedListing: deletedListingSchema.optional(),
    /** The listing's title and description, where a reason's words are shown highlighted. */
    listingText: z.string().optional(),
    /** Facts about the seller, as buyers read them (src/domain/safety.ts). */
    sellerSignals: z
      .object({ since: isoDate, sold: z.number(), contactConfirmed: z.boolean() })
      .optional(),
    openedAt: isoDate,
    updatedAt: isoDate.optional(),
  }),
);
export type ModerationCase = z.infer<typeof moderationCaseSchema>;

export const MODERATION_REASON_MIN = 3;
export const MODERATION_REASON_MAX = 500;
const adminReason = z
  .string()
  .trim()
  .min(MODERATION_REASON_MIN, 'Give a reason (at least 3 characters)')
  .max(MODERATION_REASON_MAX);

/** POST /api/admin/listings/{id}/moderation */
export const MODERATION_ACTIONS = ['hide', 'approve', 'dismiss'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const moderationActionSchema = z.object({
  action: z.enum(MODERATION_ACTIONS),
  reason: adminReason,
});

/** POST /api/admin/sellers/{userId}/suspension (DELETE restores, with the same body). */
export const suspensionInputSchema = z.object({ reason: adminReason });

// ---------------------------------------------------------------------------------------------
// Suspension, as the seller meets it

export const accountSuspendedSchema = z.object({
  message: z.string(),
  code: z.literal(ACCOUNT_SUSPENDED_CODE),
  reason: z.string(),
});
export type AccountSuspended = z.infer<typeof accountSuspendedSchema>;

// ---------------------------------------------------------------------------------------------
// The audit log

export const AUDIT_ACTIONS = ['hide', 'approve', 'dismiss', 'suspend', 'restore'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.preprocess(
  withoutNulls,
  z.object({
    _id: z.string(),
    adminPhone: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    listingId: z.string().optional(),
    /** The listing's title now (absent when it was deleted). */
    listingTitle: z.string().optional(),
    sellerId: z.string().optional(),
    /** Who the seller is now: their name and phone (absent when the account is gone). */
    sellerName: z.string().optional(),
    sellerPhone: z.string().optional(),
    reason: z.string(),
    /** The state before and after, as small records (status, moderation, suspended). */
    before: z.record(z.string(), z.unknown()),
    after: z.record(z.string(), z.unknown()),
    createdAt: isoDate,
  }),
);
export type AuditEntry = z.infer<typeof auditEntrySchema>;
