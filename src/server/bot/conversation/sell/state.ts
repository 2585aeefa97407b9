/**
 * Where a seller's listing by chat stands, kept in the database (bot_sell_state), never in one
 * process's memory: the question asked last, an offer waiting for "replace the draft?", the
 * listing last published by chat, and the language the seller writes in.
 */
import { eq, isNull } from 'drizzle-orm';
import { and } from 'drizzle-orm';
import type { Language } from '@/domain/language';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { botSellState } from '@/server/db/schema-bot';
import type { FileStore } from '@/server/files/store';
import type { ImageQueue } from '@/server/files/image-queue';
import type { MediaSource } from '@/server/bot/whatsapp/media';
import type { JobQueue } from '@/server/jobs/queue';

/** What listing by chat needs beyond the conversation's own dependencies. */
export interface SellDeps {
  media: MediaSource;
  store: FileStore;
  images: ImageQueue;
  /** The job queue: a listing published by chat starts buyers' alerts like any new listing. */
  jobs?: JobQueue;
}

export interface SellState {
  sellerId: string;
  awaiting: string | null;
  pendingOffer: string | null;
  lastListingId: string | null;
  language: Language | null;
  /** The chat draft whose seller was told it keeps four photos at most (said once a draft). */
  photosFullTold: string | null;
  updatedAt: Date;
}

/** A question is answered by the next message only while it is this fresh. */
export const ANSWER_WINDOW_MS = 60 * 60 * 1000;

const LANGUAGES = new Set(['en', 'sn', 'nd']);

export async function loadSellState(db: Db, phone: string): Promise<SellState | null> {
  const [row] = await db.select().from(botSellState).where(eq(botSellState.phoneNumber, phone));
  if (!row) return null;
  return {
    sellerId: row.sellerId,
    awaiting: row.awaiting,
    pendingOffer: row.pendingOffer,
    lastListingId: row.lastListingId,
    language: row.language && LANGUAGES.has(row.language) ? (row.language as Language) : null,
    photosFullTold: row.photosFullTold,
    updatedAt: row.updatedAt,
  };
}

export async function saveSellState(
  db: Db,
  phone: string,
  sellerId: string,
  change: Partial<Omit<SellState, 'sellerId' | 'updatedAt'>>,
  now: Date,
): Promise<void> {
  const set = { ...change, sellerId, updatedAt: now };
  await db
    .insert(botSellState)
    .values({ phoneNumber: phone, ...set })
    .onConflictDoUpdate({ target: botSellState.phoneNumber, set });
}

/**
 * The seller behind a phone: one that has signed in before (the Login flow made its account),
 * and is not suspended. Null for anyone else.
 */
export async function knownSeller(db: Db, phone: string): Promise<{ id: string } | null> {
  if (!/^\d+$/.test(phone)) return null;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.suspendedAt)));
  return row ?? null;
}
