/**
 * Counts a buyer chat: one row in listing_leads (a trigger bumps listings.leads), at most once per
 * buyer and listing within LEAD_DEDUPE_MS. The gate and the insert are ONE statement: the
 * conflicting insert on the gate row locks it, so two clicks racing on two servers count once.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LEAD_DEDUPE_MS } from '@/domain/listing-status';
import type { Db } from '@/server/db/client';
import { listingChangedById } from '@/server/listings/fresh-reads';

export interface LeadInput {
  listingId: string;
  /** Who clicked: `phone:<digits>` from a bot link, or a visitor's address hash (see visitorKey). */
  buyerKey: string;
  buyerPhone: string | null;
  source: 'page' | 'bot';
  now: Date;
}

/**
 * An anonymous visitor of the public page: their network address, hashed. The browser string is
 * not part of it (anyone can send a new one with every click). An IPv6 address counts by its /64
 * network, as one phone or home is given a whole /64 and may pick any address in it.
 */
export function visitorKey(address: string): string {
  const digest = createHash('sha256').update(addressNetwork(address)).digest('base64url');
  return `visitor:${digest.slice(0, 32)}`;
}

/** The part of an address that names one subscriber: IPv4 whole, IPv6 its first 64 bits. */
export function addressNetwork(address: string): string {
  const bare =
    address
      .trim()
      .toLowerCase()
      .replace(/^\[|\]$/g, '')
      .split('%')[0] ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return mapped[1]!;
  if (!bare.includes(':')) return bare;
  const [head = '', tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  const network = groups.slice(0, 4).map((g) => g.replace(/^0+/, '') || '0');
  while (network.length < 4) network.push('0');
  return `${network.join(':')}::/64`;
}

export function phoneKey(phone: string): string {
  return `phone:${phone.replace(/\D/g, '')}`;
}

/** Returns whether the click was counted (false: the same buyer's chat was counted within the hour). */
export async function recordLead(db: Db, input: LeadInput): Promise<boolean> {
  const windowStart = new Date(input.now.getTime() - LEAD_DEDUPE_MS);
  const result = await db.execute(
    sql`WITH gate AS (
          INSERT INTO listing_lead_gate (listing_id, buyer_key, counted_at)
          VALUES (${input.listingId}, ${input.buyerKey}, ${input.now})
          ON CONFLICT (listing_id, buyer_key) DO UPDATE SET counted_at = EXCLUDED.counted_at
            WHERE listing_lead_gate.counted_at <= ${windowStart}
          RETURNING listing_id
        )
        INSERT INTO listing_leads (listing_id, buyer_phone, source, created_at)
        SELECT listing_id, ${input.buyerPhone}, ${input.source}, ${input.now} FROM gate
        RETURNING id`,
  );
  const counted = result.rows.length > 0;
  if (counted) {
    // Gate rows only matter for the hour after their click; the visitor hashes go with them.
    await db.execute(sql`DELETE FROM listing_lead_gate WHERE counted_at <= ${windowStart}`);
    // The listing's buyer chats went up (a trigger): its seller's reads show it at once.
    await listingChangedById(db, input.listingId);
  }
  return counted;
}
