/** The seller: as the API returns them, the profile form, sign-in and the seller's small answers. */
import { z } from 'zod';
import { PROFILE_CITIES } from '@/domain/catalogue/places';
import { LOGIN_CODE_LENGTH, PHONE_SUFFIX_LENGTH, REQUIRED_MESSAGE } from '@/domain/constants';
import {
  TEXT_LIMITS,
  isoDate,
  oneOf,
  optionalBlank,
  optionalLine,
  requiredLine,
  websiteSchema,
  withoutNulls,
} from './common';
import { toOptionValue } from './listing-input';
import { LANGUAGES } from '@/domain/language';
import { impersonationMessage, posesAsMarketplace } from '@/domain/moderation/impersonation';

export const userSchema = z.preprocess(
  withoutNulls,
  z.object({
    _id: z.string(),
    phone: z.string(),
    displayName: z.string().optional(),
    contactNumber: z.string().optional(),
    /**
     * While the contact number is not yet confirmed: the number (international digits) and, until
     * it expires, the code it sends the marketplace on WhatsApp ("CONFIRM <code>"). Buyers reach
     * the login phone until then; saving the profile gives a new code once one expired.
     */
    contactCheck: z
      .object({ number: z.string(), code: z.string().optional(), expiresAt: isoDate.optional() })
      .optional(),
    city: z.string().optional(),
    address: z.string().optional(),
    website: z.string().optional(),
    createdAt: isoDate.optional(),
    isAdmin: z.boolean().default(false),
    /** The app's language the seller chose (Settings, or the chat's at a link sign-in). */
    language: z.enum(LANGUAGES).optional(),
  }),
);
export type User = z.infer<typeof userSchema>;

export const INVALID_PHONE_MESSAGE = 'Enter a valid phone number';

/** A phone number as typed: digits with optional +, spaces, dashes, brackets; 7 to 15 digits. */
const phoneText = requiredLine(TEXT_LIMITS.contactNumber).refine(
  (v) => /^\+?[\d\s()-]+$/.test(v) && /^(\D*\d){7,15}\D*$/.test(v),
  INVALID_PHONE_MESSAGE,
);

/**
 * The profile form (spec). Address and website are optional (blank means none); the website,
 * when given, must be an http(s) URL (a bare host gets https://). The city may be sent as its
 * value or its label. The display name cannot pose as the marketplace ('Musika Support').
 */
export const profileUpdateSchema = z.object({
  // Never posing as the marketplace or its staff (impersonation.ts); the server also checks the
  // name it is configured with.
  displayName: requiredLine(TEXT_LIMITS.displayName).refine(
    (name) => !posesAsMarketplace(name),
    impersonationMessage(),
  ),
  contactNumber: phoneText,
  city: z.preprocess(
    (v) => (typeof v === 'string' ? toOptionValue(PROFILE_CITIES, v) : v),
    oneOf(PROFILE_CITIES, 'city'),
  ),
  address: optionalBlank(optionalLine(TEXT_LIMITS.address)),
  website: optionalBlank(websiteSchema),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

const digits = (length: number) =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .regex(new RegExp(`^\\d{${length}}$`), `Enter exactly ${length} digits`);

/** PUT /users/{id}/language: the app's language, which the bot then answers in too. */
export const languageUpdateSchema = z.object({ language: z.enum(LANGUAGES) });
export type LanguageUpdate = z.infer<typeof languageUpdateSchema>;

/** POST /users/verify-code: the phone's last 3 digits and the 4-digit code. */
export const verifyCodeSchema = z.object({
  lastThreeDigits: digits(PHONE_SUFFIX_LENGTH),
  code: digits(LOGIN_CODE_LENGTH),
});
export type VerifyCode = z.infer<typeof verifyCodeSchema>;

export const verifyCodeResponseSchema = z.object({ user: userSchema, token: z.string().min(1) });
export type VerifyCodeResponse = z.infer<typeof verifyCodeResponseSchema>;

/** GET /listings/user/stats. */
export const statsSummarySchema = z.object({
  totalListings: z.number(),
  totalViews: z.number(),
  /** Listings with status active. */
  activeListings: z.number().optional(),
  /** Buyer chats over all the seller's listings. */
  totalLeads: z.number().optional(),
});
export type StatsSummary = z.infer<typeof statsSummarySchema>;

/** POST /files/upload answer. */
export const fileUploadResponseSchema = z.object({ _id: z.string() });
export type FileUploadResponse = z.infer<typeof fileUploadResponseSchema>;

/**
 * A photo sent in slices (PATCH/GET /files/uploads/{key}): the bytes the server holds (`offset`)
 * of the photo's `length`, and once the last slice made the photo, its id (the `_id` POST
 * /files/upload answers).
 */
export const uploadProgressSchema = z.object({
  offset: z.number().int().min(0),
  length: z.number().int().min(1),
  _id: z.string().optional(),
});
export type UploadProgress = z.infer<typeof uploadProgressSchema>;
