/**
 * Sending a buyer's due alerts, once across processes:
 *
 * 1. Claim: in one transaction with `mayMessage` (no consent: every due alert is dropped), one
 *    UPDATE … RETURNING takes the buyer's due alerts (at most 10) whose listing is
 *    still offered to buyers and whose search is live, marking them 'sending' for a lease; the
 *    ones whose listing was paused, sold, hidden or deleted since the match are dropped. Two
 *    processes never take the same alert; a lease that lapses (its process died) is taken again.
 *    Two claims for one buyer wait on each other's row locks (not SKIP LOCKED, which would split
 *    the buyer's due alerts into two messages): the second finds them 'sending' and takes none.
 *    Every statement here locks a buyer's alerts in one order (matched_at, id), so two claims
 *    wait on each other and never deadlock.
 * 2. The day's count: at most ALERTS_PER_DAY alert messages a buyer per day (Zimbabwe's day),
 *    reserved atomically before the send. With none left, the claimed alerts wait for the next
 *    day, when they go together as one message.
 * 3. Send (notify.ts): one alert as the listing message, several as one list; the template
 *    outside the window; with no template nothing is sent and the alerts wait for the buyer's
 *    next message ("While you were away", conversation/alert-turn.ts).
 * 4. Record: the message that carried them (a later `failed` receipt lands on it), or 'failed'.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@/domain/language';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import type { StoredPrice } from '@/server/db/schema';
import type { Env } from '@/server/env';
import type { JobQueue } from '@/server/jobs/queue';
import type { BotLogger } from '@/server/logger';
import { OFFERED_TO_BUYERS } from '@/server/moderation/offered';
import type { SearchRequest } from '@/server/discovery/understanding/types';
import { sendNotice } from '@/server/bot/notify';
import type { OutboundSender } from '@/server/bot/whatsapp/sender';
import { mayMessage } from '@/server/consents/consents';
import { ALERT_CATEGORY, alertNotice, type AlertItem } from './messages';

export const ALERTS_PER_DAY = 3;
/** How long a claim on sending holds; past it the alert is presumed lost with its process. */
export const ALERT_LEASE_MS = 5 * 60_000;
/** At most this many alerts go in one message (a WhatsApp list holds 10 rows). */
const PER_MESSAGE = 10;
/** Zimbabwe keeps Central Africa Time (UTC+2) all year. */
const DAY_OFFSET_MS = 2 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

export const ALERTS_DELIVER_JOB = 'alerts.deliver';

export interface AlertDeps {
  db: Db;
  env: Env;
  sender: OutboundSender;
  logger: BotLogger;
  now: () => Date;
  /** Where the next day's send is queued; without it the periodic run finds it. */
  jobs?: JobQueue;
}

/** The buyer's day (Zimbabwe's) that `at` falls in, and when the next one starts. */
export function alertDay(at: Date): { day: string; next: Date } {
  const index = Math.floor((at.getTime() + DAY_OFFSET_MS) / DAY_MS);
  return {
    day: new Date(index * DAY_MS).toISOString().slice(0, 10),
    next: new Date((index + 1) * DAY_MS - DAY_OFFSET_MS),
  };
}

/** An alert as it is read to be sent or shown: its listing and the search it answers. */
export interface AlertRow {
  id: string;
  listing_id: string;
  title: string;
  city: string | null;
  town: string | null;
  neighborhood: string | null;
  price: StoredPrice | string | null;
  request: SearchRequest | string;
  language: string;
}

interface ClaimedRow extends AlertRow {
  matched_at: string | Date;
}

const toItem = (row: ClaimedRow): AlertItem => ({
  id: row.id,
  listingId: row.listing_id,
  title: row.title,
  city: row.city,
  town: row.town,
  neighborhood: row.neighborhood,
  price: typeof row.price === 'string' ? (JSON.parse(row.price) as StoredPrice) : row.price,
  request:
    typeof row.request === 'string' ? (JSON.parse(row.request) as SearchRequest) : row.request,
  language: (['en', 'sn', 'nd'].includes(row.language) ? row.language : 'en') as Language,
});

const ids = (items: AlertItem[]) =>
  sql`(${sql.join(
    items.map((item) => sql`${item.id}`),
    sql`, `,
  )})`;

/**
 * Step 1, in one transaction with the consent: without it (STOP, or none recorded) every due
 * alert is dropped; with it, what is no longer offered is dropped and the rest claimed (at most
 * PER_MESSAGE).
 */
async function claimDue(outer: Db, phone: string, now: Date): Promise<AlertItem[]> {
  return outer.transaction(async (db: Db) => {
    const takeable = sql`(a.state = 'due' OR (a.state = 'sending' AND a.claimed_until < ${now}))`;
    if ((await mayMessage(db, phone, ALERT_CATEGORY)) !== 'yes') {
      await db.execute(
        sql`UPDATE alerts a SET state = 'dropped', claimed_until = NULL
            WHERE a.id IN (SELECT a.id FROM alerts a WHERE a.phone_number = ${phone} AND ${takeable}
                           ORDER BY a.matched_at, a.id FOR UPDATE)
              AND ${takeable}`,
      );
      return [];
    }
    return claimOffered(db, phone, now, takeable);
  });
}

async function claimOffered(db: Db, phone: string, now: Date, takeable: SQL) {
  await db.execute(
    sql`UPDATE alerts a SET state = 'dropped', claimed_until = NULL
        WHERE a.id IN (SELECT a.id FROM alerts a
                       WHERE a.phone_number = ${phone} AND ${takeable}
                         AND NOT EXISTS (SELECT 1 FROM listings l
                                         WHERE l.id = a.listing_id AND ${OFFERED_TO_BUYERS})
                       ORDER BY a.matched_at, a.id
                       FOR UPDATE)
          AND ${takeable}`,
  );
  const until = new Date(now.getTime() + ALERT_LEASE_MS);
  const claimed = await rows<ClaimedRow>(
    db,
    sql`UPDATE alerts a SET state = 'sending', claimed_until = ${until}
        FROM listings l, saved_searches s
        WHERE a.id IN (SELECT a.id FROM alerts a
                       WHERE a.phone_number = ${phone} AND ${takeable} AND a.not_before <= ${now}
                       ORDER BY a.matched_at, a.id LIMIT ${PER_MESSAGE}
                       FOR UPDATE)
          AND ${takeable}
          AND l.id = a.listing_id AND ${OFFERED_TO_BUYERS}
          AND s.id = a.saved_search_id AND s.stopped_at IS NULL
        RETURNING a.id, a.listing_id, l.title, l.city, l.town, l.neighborhood, l.price, s.request,
                  s.language, a.matched_at`,
  );
  const at = (row: ClaimedRow) => new Date(row.matched_at).getTime();
  return claimed.sort((a, b) => at(a) - at(b) || a.id.localeCompare(b.id)).map(toItem);
}

/** Step 2: takes one of today's messages for the buyer; false when the day's are used. */
async function reserveToday(db: Db, phone: string, day: string): Promise<boolean> {
  const taken = await rows<{ messages: number }>(
    db,
    sql`INSERT INTO alert_days (phone_number, day, messages) VALUES (${phone}, ${day}, 1)
        ON CONFLICT (phone_number, day) DO UPDATE SET messages = alert_days.messages + 1
          WHERE alert_days.messages < ${ALERTS_PER_DAY}
        RETURNING messages`,
  );
  return taken.length > 0;
}

async function giveBack(db: Db, phone: string, day: string): Promise<void> {
  await db.execute(
    sql`UPDATE alert_days SET messages = greatest(messages - 1, 0)
        WHERE phone_number = ${phone} AND day = ${day}`,
  );
}

/** Sends the buyer's due alerts as one message (see the module comment). */
export async function deliverAlerts(deps: AlertDeps, phone: string): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  const items = await claimDue(db, phone, now);
  if (!items.length) return;
  const { day, next } = alertDay(now);
  if (!(await reserveToday(db, phone, day))) {
    await db.execute(
      sql`UPDATE alerts SET state = 'due', claimed_until = NULL, not_before = ${next}
          WHERE id IN ${ids(items)} AND state = 'sending'`,
    );
    await deps.jobs
      ?.send(ALERTS_DELIVER_JOB, { phone }, { key: phone, startAfter: next })
      .catch((error: unknown) =>
        deps.logger.error('alert digest not queued', { error: String(error) }),
      );
    return;
  }
  const notice = await alertNotice(deps, phone, items);
  const outcome = await sendNotice(deps, phone, notice, now);
  if (!outcome.sent && (outcome.reason === 'opted-out' || outcome.reason === 'no-consent')) {
    // The buyer sent STOP (or withdrew consent) since the claim: not kept for later either.
    await giveBack(db, phone, day);
    await db.execute(
      sql`UPDATE alerts SET state = 'dropped', claimed_until = NULL
          WHERE id IN ${ids(items)} AND state = 'sending'`,
    );
    return;
  }
  if (!outcome.sent) {
    await giveBack(db, phone, day);
    await db.execute(
      sql`UPDATE alerts SET state = 'waiting', claimed_until = NULL
          WHERE id IN ${ids(items)} AND state = 'sending'`,
    );
    return;
  }
  if (!outcome.result.ok) await giveBack(db, phone, day);
  // Several by template: the buyer's reply is answered with them ('waiting', carried).
  const state = !outcome.result.ok
    ? 'failed'
    : items.length > 1 && outcome.via === 'template'
      ? 'waiting'
      : 'sent';
  const via = outcome.via === 'free-form' && items.length > 1 ? 'digest' : outcome.via;
  await db.execute(
    sql`UPDATE alerts SET state = ${state}, claimed_until = NULL, sent_at = ${now}, via = ${via},
          message_id = ${outcome.messageId}
        WHERE id IN ${ids(items)} AND state = 'sending'`,
  );
  // More than one message's worth was due: the rest go next (within the day's count).
  if (items.length === PER_MESSAGE) await deliverAlerts(deps, phone);
}

/** The periodic run: every buyer with alerts due now (or left by a stopped process). */
export async function deliverDueAlerts(deps: AlertDeps): Promise<number> {
  const now = deps.now();
  const due = await rows<{ phone_number: string }>(
    deps.db,
    sql`SELECT DISTINCT phone_number FROM alerts
        WHERE (state = 'due' AND not_before <= ${now})
           OR (state = 'sending' AND claimed_until < ${now})
        LIMIT 100`,
  );
  for (const { phone_number: phone } of due) await deliverAlerts(deps, phone);
  return due.length;
}
