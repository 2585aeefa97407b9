/**
 * The domain's schemas as the API document names them. Each is the domain schema itself (the
 * same one the app parses answers with), given an id so the document shows it once and refers to
 * it everywhere; nothing here changes what is accepted or sent.
 */
import { z } from '@hono/zod-openapi';
import {
  accountSuspendedSchema,
  auditEntrySchema,
  moderationActionSchema,
  moderationCaseSchema,
  suspensionInputSchema,
  adminContactSchema,
  adminListingSchema,
  adminSellerSchema,
  adminStatsSchema,
  conversationMessageSchema,
  fileUploadResponseSchema,
  listingCreateSchema,
  listingSchema,
  listingViewSchema,
  profileUpdateSchema,
  statsSummarySchema,
  userSchema,
  verifyCodeResponseSchema,
  verifyCodeSchema,
} from '@/domain';

export const ListingSchema = listingSchema.meta({ id: 'Listing' });
export const ListingInputSchema = listingCreateSchema.meta({
  id: 'ListingInput',
  description:
    'A listing as the editor sends it. Fields the editor would hide for this type are dropped, ' +
    'options may be sent as their value or their label, unknown keys are ignored. On a create, ' +
    '`checkinConsent` ({ words: "app-checkins-1", language: "en" | "sn" | "nd" }) names the ' +
    'consent words to check-ins the app showed above Publish: a first listing records exactly ' +
    'those (any other value: 422).',
});
export const StatsSummarySchema = statsSummarySchema.meta({ id: 'StatsSummary' });
export const UserSchema = userSchema.meta({ id: 'User' });
export const ProfileUpdateSchema = profileUpdateSchema.meta({ id: 'ProfileUpdate' });
export const VerifyCodeSchema = verifyCodeSchema.meta({ id: 'VerifyCode' });
export const VerifyCodeResponseSchema = verifyCodeResponseSchema.meta({ id: 'SignedIn' });
export const FileUploadResponseSchema = fileUploadResponseSchema.meta({ id: 'UploadedFile' });
export const AdminStatsSchema = adminStatsSchema.meta({ id: 'AdminStats' });
export const AdminListingSchema = adminListingSchema.meta({ id: 'AdminListing' });
export const AdminSellerSchema = adminSellerSchema.meta({ id: 'AdminSeller' });
export const AdminContactSchema = adminContactSchema.meta({ id: 'AdminContact' });
export const ConversationMessageSchema = conversationMessageSchema.meta({
  id: 'ConversationMessage',
});
export const ListingViewSchema = listingViewSchema.meta({ id: 'ListingView' });

export const ModerationCaseSchema = moderationCaseSchema.meta({ id: 'ModerationCase' });
export const AuditEntrySchema = auditEntrySchema.meta({ id: 'AuditEntry' });
export const ModerationActionSchema = moderationActionSchema.meta({ id: 'ModerationAction' });
export const SuspensionInputSchema = suspensionInputSchema.meta({ id: 'SuspensionInput' });
export const AccountSuspendedSchema = accountSuspendedSchema.meta({
  id: 'AccountSuspended',
  description: 'The account is suspended: `reason` says why; the seller may appeal on WhatsApp.',
});

/** DELETE answers: what was deleted. */
export const DeletedSchema = z
  .object({ _id: z.string(), deleted: z.literal(true) })
  .meta({ id: 'Deleted' });

/** An id in the address. Any text is accepted here: an id that names nothing is a 404. */
export const idParams = z.object({
  id: z.string().meta({ description: 'The id the server gave it.' }),
});

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The `_id` an edit body may repeat; when sent it must be the id in the address (400). Null is
 * not sent; any other value (a number, an object) is refused here, never read as absent.
 */
export const bodyIdField = z
  .preprocess(
    (value) => (value === null ? undefined : value),
    z.string({ error: '_id must be the id in the address' }).optional(),
  )
  .meta({ description: 'When sent, must be the id in the address.' });
