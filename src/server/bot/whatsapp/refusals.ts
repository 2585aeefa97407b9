/**
 * WhatsApp's refusals that each need their own handling, and their count
 * (`marketplace_whatsapp_refusals_total{reason}`):
 *
 * - 131049, the per-person marketing cap: the person's notices pause for a day.
 * - 131056, too many messages to one person, and 130429, our throughput: back off. The send is
 *   retried with growing pauses (retry-policy.ts); nothing is paused.
 * - 131047, outside the 24-hour window: nothing more is started until the person writes (what
 *   was refused waits for their next message: alerts as "While you were away", check-ins asked
 *   again).
 * - 131026, undeliverable (no WhatsApp, an old app, terms not accepted): the person's notices
 *   pause for a week, or until they write.
 *
 * A pause lasts until its time or the person's next message, whichever comes first (notify.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { whatsappRefusals } from '@/server/metrics/registry';
import type { StatusEvent } from './webhook-events';

const HOUR = 3_600_000;

interface Refusal {
  reason: string;
  /** How long the person's notices pause, or null: back off and retry, no pause. */
  pauseMs: number | null;
}

export const REFUSALS: ReadonlyMap<number, Refusal> = new Map([
  [131049, { reason: 'marketing_cap', pauseMs: 24 * HOUR }],
  [131056, { reason: 'pair_rate', pauseMs: null }],
  [131047, { reason: 'outside_window', pauseMs: 24 * HOUR }],
  [130429, { reason: 'throughput', pauseMs: null }],
  [131026, { reason: 'undeliverable', pauseMs: 7 * 24 * HOUR }],
]);

/** The reason a refusal is counted and stored under ('other' for codes without handling). */
export const refusalReason = (code: number): string => REFUSALS.get(code)?.reason ?? 'other';

/**
 * Stores a refusal (any Cloud API error code) against the message it refused
 * (`whatsapp_refusals`, once per message and code, which the admin reads) and, the first time
 * only, counts it and, when its code says so, pauses notices. WhatsApp delivers a webhook again
 * when it is not acknowledged in time, so the same `failed` receipt can reach two processes at
 * once: the unique (message, code) row decides, in one statement, which of them counts it.
 */
export async function noteRefusal(
  db: Db,
  contact: string,
  code: number | null | undefined,
  now: Date,
  messageId: string | null = null,
): Promise<void> {
  // A network error or a time-out is no refusal: the retry policy deals with it.
  if (code === null || code === undefined) return;
  const refusal = REFUSALS.get(code);
  const stored = await db.execute<{ id: string }>(
    sql`INSERT INTO whatsapp_refusals (contact, message_id, code, reason, at)
        VALUES (${contact}, ${messageId}, ${code}, ${refusalReason(code)}, ${now})
        ON CONFLICT (message_id, code) DO NOTHING
        RETURNING id`,
  );
  // Noted before (a receipt delivered again): counted and handled then.
  if (stored.rows.length === 0) return;
  whatsappRefusals.inc({ reason: refusalReason(code) });
  if (!refusal?.pauseMs) return;
  const until = new Date(now.getTime() + refusal.pauseMs);
  await db.execute(
    sql`INSERT INTO bot_conversations (phone_number, notices_paused_at, notices_paused_until,
          notices_paused_reason, updated_at)
        VALUES (${contact}, ${now}, ${until}, ${refusal.reason}, ${now})
        ON CONFLICT (phone_number) DO UPDATE SET notices_paused_at = EXCLUDED.notices_paused_at,
          notices_paused_until = greatest(bot_conversations.notices_paused_until,
                                          EXCLUDED.notices_paused_until),
          notices_paused_reason = EXCLUDED.notices_paused_reason, updated_at = EXCLUDED.updated_at`,
  );
}

/**
 * Whether the person's notices are paused now: a refusal paused them, its time has not passed,
 * and they have not written since (`lastInbound`).
 */
export async function noticesPaused(
  db: Db,
  contact: string,
  lastInbound: Date | null,
  now: Date,
): Promise<boolean> {
  const result = await db.execute<{ at: string | Date | null; until: string | Date | null }>(
    sql`SELECT notices_paused_at AS at, notices_paused_until AS until FROM bot_conversations
        WHERE phone_number = ${contact}`,
  );
  const row = result.rows[0];
  if (!row?.at || !row.until) return false;
  if (new Date(row.until).getTime() <= now.getTime()) return false;
  return !(lastInbound && lastInbound.getTime() > new Date(row.at).getTime());
}

/** A `failed` receipt: its refusal noted against the person the message was for. */
export async function noteFailedReceipt(db: Db, event: StatusEvent, now: Date): Promise<void> {
  if (event.status !== 'failed') return;
  const code = event.errors.find((e) => e.code !== null)?.code ?? null;
  const result = await db.execute<{ id: string; contact: string; reached: boolean }>(
    sql`SELECT id, contact, reached_at IS NOT NULL AS reached FROM messages
        WHERE wa_message_id = ${event.waMessageId} AND direction = 'outbound'`,
  );
  const row = result.rows[0];
  // A message reported delivered or read before is not undone by a later 'failed'.
  if (!row || row.reached) return;
  await noteRefusal(db, row.contact, code, now, row.id);
}
