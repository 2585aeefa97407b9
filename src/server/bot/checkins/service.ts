/**
 * Sending check-ins and pausing the listings nobody confirmed, on every process at once:
 *
 * - `sendForSeller` makes the seller's due rounds, claims them (store.ts: one UPDATE ...
 *   RETURNING, so one process sends) and sends one message for all of them the way the window
 *   allows (notify.ts). Nothing sent (outside the window, no template): due again later, and
 *   never a pause. A refused send: recorded as failed, never a pause.
 * - `pauseOne` pauses a listing whose check-in went unanswered for AUTOPAUSE_AFTER, unless the
 *   message failed (refused, or a later `failed` receipt), the listing changed since, or the
 *   seller stopped reminders or has no consent to check-ins (STOP); the seller is told why and how
 *   to reactivate it.
 * - `run` is the periodic backstop: everything due, for every seller.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Language } from '@/domain/language';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import type { Env } from '@/server/env';
import type { JobQueue } from '@/server/jobs/queue';
import { closeCheckins } from '@/server/listings/checkins/rows';
import { CHECKIN_PAUSE_JOB, CHECKIN_SELLER_JOB } from '@/server/listings/checkins/schedule';
import { setStatus } from '@/server/listings/commands';
import type { BotLogger } from '@/server/logger';
import { loadSearchState } from '@/server/bot/conversation/search-session';
import { loadConversation } from '@/server/bot/conversation/memory';
import { stateLanguage } from '@/server/bot/conversation/results-page';
import { noticeDelivery, sendNotice } from '@/server/bot/notify';
import type { OutboundSender } from '@/server/bot/whatsapp/sender';
import { checkinCopy, spokenDuration } from './copy';
import { CHECKIN_PREFIX, checkinNotice } from './messages';
import { consentStands } from '@/server/consents/consents';
import {
  CHECKIN_CATEGORY,
  CHECKIN_RETRY_MS,
  claimSellerCheckins,
  markAsked,
  markUnsent,
  openDueRounds,
  sellersDue,
} from '@/server/listings/checkins/store';

export interface CheckinDeps {
  db: Db;
  env: Env;
  sender: OutboundSender;
  logger: BotLogger;
  now?: () => Date;
  jobs?: JobQueue;
}

/** The chat language of a phone: the conversation's, else its last search's, else English. */
export async function languageOfPhone(db: Db, phone: string): Promise<Language> {
  const conversation = await loadConversation(db, phone);
  if (conversation.language) return conversation.language;
  const state = await loadSearchState(db, phone);
  return state ? stateLanguage(state) : 'en';
}

export class CheckinService {
  private readonly owner = randomUUID();

  constructor(private readonly deps: CheckinDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * Everything due now: failed receipts recorded, the rounds of listings past their check-in date
   * opened (unless `openRounds` is false: the periodic sweep leaves that to `openRounds()`, a
   * quarter of an hour apart), due check-ins sent, unanswered ones paused.
   */
  async run({ openRounds = true } = {}): Promise<{ sent: number; paused: number }> {
    const now = this.now();
    const { db, env } = this.deps;
    await recordFailures(db);
    if (openRounds) await openDueRounds(db, now, env.CHECKIN_AFTER);
    let sent = 0;
    // Rounds are opened for every seller at once (above, or by `openRounds()`), not again seller
    // by seller: each of those reads took about 40 ms at 500,000 listings.
    for (const sellerId of await sellersDue(db, now)) {
      sent += await this.sendForSeller(sellerId, true);
    }
    let paused = 0;
    const overdue = await rows<{ id: string }>(
      db,
      sql`SELECT id FROM listing_checkins WHERE state = 'asked'
            AND asked_at <= ${now}::timestamptz - ${env.AUTOPAUSE_AFTER} * interval '1 millisecond'
          ORDER BY asked_at LIMIT 200`,
    );
    for (const { id } of overdue) if (await this.pauseOne(id)) paused++;
    return { sent, paused };
  }

  /** How often rounds are opened: at most `most` seconds apart, and as often as they fall due. */
  openEverySeconds(most: number): number {
    return Math.max(60, Math.min(most, Math.round(this.deps.env.CHECKIN_AFTER / 1000)));
  }

  /** Opens the rounds of every listing past its check-in date (the backstop of lost jobs). */
  async openRounds(): Promise<number> {
    return openDueRounds(this.deps.db, this.now(), this.deps.env.CHECKIN_AFTER);
  }

  /**
   * Sends the seller's due check-ins as one message; answers how many it asked about. Their due
   * rounds are opened first, unless the sweep has just opened everyone's (`roundsOpened`).
   */
  async sendForSeller(sellerId: string, roundsOpened = false): Promise<number> {
    const { db, env, logger } = this.deps;
    const now = this.now();
    if (!roundsOpened) await openDueRounds(db, now, env.CHECKIN_AFTER, sellerId);
    const claimed = await claimSellerCheckins(db, sellerId, this.owner, now);
    if (!claimed.length) return 0;
    const phone = claimed[0]!.phone;
    const language = await languageOfPhone(db, phone);
    const notice = checkinNotice(
      claimed,
      language,
      env.AUTOPAUSE_AFTER,
      env.WHATSAPP_TEMPLATE_CHECKIN,
    );
    let outcome;
    try {
      outcome = await sendNotice(this.deps, phone, notice, now);
    } catch (error) {
      // Not an answer from WhatsApp but a fault on our side (the database, say): due again at
      // once, for the job's retry or the sweep, not an hour later.
      await markUnsent(db, claimed, this.owner, now);
      throw error;
    }
    if (!outcome.sent && (outcome.reason === 'opted-out' || outcome.reason === 'no-consent')) {
      // The seller sent STOP (on another process, a moment ago), or has no consent to
      // check-ins: nothing is asked, nothing paused, until they send START.
      await closeCheckins(db, { sellerId }, now, null);
      return 0;
    }
    if (!outcome.sent) {
      // Nobody can be asked outside the window without a template: asked again later, never
      // paused for an answer to a question they did not get.
      await markUnsent(db, claimed, this.owner, new Date(now.getTime() + CHECKIN_RETRY_MS));
      await this.schedule('retry', new Date(now.getTime() + CHECKIN_RETRY_MS), { sellerId });
      return 0;
    }
    const failed = !outcome.result.ok;
    await markAsked(db, claimed, {
      owner: this.owner,
      now,
      via: outcome.via,
      messageId: outcome.messageId,
      failed,
    });
    if (failed) {
      logger.error('check-in not delivered', { seller: sellerId });
      return 0;
    }
    const pauseAt = new Date(now.getTime() + env.AUTOPAUSE_AFTER);
    for (const checkin of claimed) {
      await this.schedule('pause', pauseAt, { checkinId: checkin.id });
    }
    return claimed.length;
  }

  /** Pauses the listing of an unanswered check-in, when the rules allow; true when it did. */
  async pauseOne(checkinId: string): Promise<boolean> {
    const { db, env } = this.deps;
    const now = this.now();
    const [row] = await rows<{
      id: string;
      state: string;
      message_id: string | null;
      asked_at: Date | string | null;
    }>(
      db,
      sql`SELECT id, state, message_id, asked_at FROM listing_checkins WHERE id = ${checkinId}`,
    );
    if (!row || row.state !== 'asked' || !row.asked_at) return false;
    if (new Date(row.asked_at).getTime() + env.AUTOPAUSE_AFTER > now.getTime()) return false;
    // A message the seller never got is no reason to pause: the failure is recorded instead.
    if (!row.message_id || (await noticeDelivery(db, row.message_id)).state === 'failed') {
      await db.execute(
        sql`UPDATE listing_checkins SET state = 'failed' WHERE id = ${checkinId} AND state = 'asked'`,
      );
      return false;
    }
    // Claimed once: of two processes, one pauses and tells the seller.
    const [claimed] = await rows<{
      state: string;
      listing_id: string;
      seller_id: string;
      title: string;
      phone: string;
    }>(
      db,
      sql`UPDATE listing_checkins c SET state = CASE
              WHEN l.status = 'active' AND l.confirmed_at = c.round_at
                AND u.checkins_stopped_at IS NULL
                AND ${consentStands(sql`u.phone`, CHECKIN_CATEGORY)}
                THEN 'paused' ELSE 'closed' END,
            paused_at = ${now}
          FROM listings l, users u
          WHERE c.id = ${checkinId} AND c.state = 'asked' AND l.id = c.listing_id
            AND u.id = c.seller_id
          RETURNING c.state, c.listing_id, c.seller_id, l.title, u.phone`,
    );
    if (claimed?.state !== 'paused') return false;
    await setStatus(
      { db, env, jobs: this.deps.jobs },
      {
        sellerId: claimed.seller_id,
        listingId: claimed.listing_id,
        status: 'paused',
        now,
        reason: 'not_confirmed',
      },
    );
    const language = await languageOfPhone(db, claimed.phone);
    const copy = checkinCopy(language);
    const url = `${env.PUBLIC_URL}/listings`;
    await sendNotice(
      this.deps,
      claimed.phone,
      {
        freeForm: [
          {
            kind: 'buttons',
            body: copy.autoPaused(
              claimed.title,
              spokenDuration(env.AUTOPAUSE_AFTER, language),
              url,
            ),
            buttons: [{ id: `${CHECKIN_PREFIX}available:${checkinId}`, title: copy.reactivate }],
          },
        ],
        language,
        category: CHECKIN_CATEGORY,
      },
      now,
    );
    return true;
  }

  private async schedule(
    what: 'pause' | 'retry',
    at: Date,
    data: { checkinId: string } | { sellerId: string },
  ): Promise<void> {
    const jobs = this.deps.jobs;
    if (!jobs) return;
    const key = 'sellerId' in data ? data.sellerId : data.checkinId;
    await jobs
      .send(what === 'pause' ? CHECKIN_PAUSE_JOB : CHECKIN_SELLER_JOB, data, {
        startAfter: at,
        key,
      })
      .catch((error: unknown) =>
        this.deps.logger.error('check-in job not scheduled', {
          error: error instanceof Error ? error.message : String(error),
        }),
      );
  }
}

/** Check-ins whose message got a `failed` receipt later: recorded, and never a pause. */
export async function recordFailures(db: Db): Promise<void> {
  await db.execute(
    sql`UPDATE listing_checkins c SET state = 'failed'
        FROM messages m
        WHERE c.state = 'asked' AND m.id::text = c.message_id AND m.status = 'failed'`,
  );
}
