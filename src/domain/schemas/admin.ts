/** What the admin dashboard reads. */
import { z } from 'zod';
import { isoDate, withoutNulls } from './common';

export const adminStatsSchema = z.object({
  totalContacts: z.number(),
  totalListings: z.number(),
  cumulativeViews: z.number(),
  /** Buyer chats over all listings. */
  totalLeads: z.number().optional(),
  /** Moderation cases not yet decided. */
  openCases: z.number().optional(),
  /** Sellers suspended now. */
  suspendedSellers: z.number().optional(),
  /** Seller check-ins: messages sent, answered (in the chat or the app), listings auto-paused. */
  checkIns: z.object({ sent: z.number(), answered: z.number(), autoPaused: z.number() }).optional(),
  /** Buyers' live saved searches (WhatsApp alerts). */
  savedSearches: z.number().optional(),
  /** Alerts that reached a buyer's chat (a message, a template, or "While you were away"). */
  alertsSent: z.number().optional(),
  /** Alerts whose message was refused, at the send or by a later `failed` receipt. */
  alertsFailed: z.number().optional(),
  /** Buyer chats started from an alert's seller link. */
  alertChats: z.number().optional(),
  /**
   * WhatsApp this month (Zimbabwe's, from `since`): templates sent and delivered by Meta category,
   * their estimated cost in USD (delivered × the configured rate), refusals by reason.
   */
  whatsapp: z
    .object({
      since: z.string(),
      templates: z.array(
        z.object({
          category: z.enum(['utility', 'marketing', 'authentication']),
          sent: z.number(),
          delivered: z.number(),
          rateUsd: z.number(),
          costUsd: z.number(),
        }),
      ),
      costUsd: z.number(),
      refusals: z.array(z.object({ reason: z.string(), count: z.number() })),
    })
    .optional(),
  /** Oldest first; the seventh entry (TODAY_VIEWS_INDEX) is today. */
  dailyViews: z.array(
    z.object({ views: z.number(), leads: z.number().optional(), date: z.string().optional() }),
  ),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminSellerSchema = z.preprocess(
  withoutNulls,
  z.object({
    _id: z.string(),
    phone: z.string(),
    displayName: z.string().optional(),
    city: z.string().optional(),
    createdAt: isoDate,
    listingCount: z.number().optional(),
    /** Set while the seller is suspended. */
    suspendedAt: isoDate.optional(),
    suspensionReason: z.string().optional(),
  }),
);
export type AdminSeller = z.infer<typeof adminSellerSchema>;

/**
 * Who wrote to the bot: a seller (the phone has an account, made by 'Login'), an admin (a phone
 * in ADMIN_PHONES), else a buyer.
 */
export const CONTACT_ROLES = ['buyer', 'seller', 'admin'] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

export const adminContactSchema = z.preprocess(
  withoutNulls,
  z.object({
    phoneNumber: z.string(),
    messageCount: z.number(),
    /** When the last message was exchanged (ISO). */
    lastMessage: isoDate.optional(),
    role: z.enum(CONTACT_ROLES).default('buyer'),
    /** A seller's or admin's display name. */
    name: z.string().optional(),
    /** The WhatsApp username, shown where WhatsApp gives no phone (phoneNumber is their id). */
    username: z.string().optional(),
  }),
);
export type AdminContact = z.infer<typeof adminContactSchema>;

export const conversationMessageSchema = z.preprocess(
  withoutNulls,
  z.object({
    _id: z.string().optional(),
    direction: z.enum(['inbound', 'outbound']),
    content: z.preprocess(
      withoutNulls,
      z.object({ text: z.string().optional(), imageUrl: z.string().optional() }),
    ),
    createdAt: isoDate,
    status: z.string().optional(),
  }),
);
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const listingViewSchema = z.object({
  _id: z.string(),
  viewerPhone: z.string(),
  createdAt: isoDate,
});
export type ListingView = z.infer<typeof listingViewSchema>;
