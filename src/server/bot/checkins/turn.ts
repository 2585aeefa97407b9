/**
 * The seller's side of check-ins in the conversation, before anything else is understood:
 *
 * - Still available / Sold / Pause (`checkin:<action>:<id>`, a reply button or a template's
 *   quick reply): Still available confirms the listing as the app's confirm does; Sold and Pause
 *   set the status as the app does (the listing commands, listings/commands.ts). Answered to an auto-paused listing, Still
 *   available (the Reactivate button) reactivates it. Others still waiting follow as a list.
 * - A list row (`checkin:pick:<id>`): that listing's buttons.
 * - A template button pressed for several listings (`checkin:list:<action>`): the list, whose
 *   rows answer with that action.
 * - "stop reminders" / "start reminders" (and the Shona and Ndebele words): check-ins off or on
 *   for the seller; while off, none is sent and none of their listings is paused for silence.
 */
import { sql } from 'drizzle-orm';
import type { Language } from '@/domain/language';
import type { Db } from '@/server/db/client';
import type { Env } from '@/server/env';
import type { JobQueue } from '@/server/jobs/queue';
import { closeCheckins, reopenCheckins } from '@/server/listings/checkins/rows';
import { CHECKIN_SELLER_JOB } from '@/server/listings/checkins/schedule';
import { confirm, setStatus } from '@/server/listings/commands';
import type { OutboundMessage } from '@/server/bot/outbound';
import type { InboundEvent } from '@/server/bot/whatsapp/webhook-payload';
import {
  autoPausedCheckins,
  checkinOfPhone,
  takeAnswer,
  waitingCheckins,
} from '@/server/listings/checkins/answers';
import { checkinCopy, remindersIntent, type CheckinCopy } from './copy';
import {
  activityOf,
  buttonsFor,
  listFor,
  parseCheckinReply,
  type CheckinAction,
  type CheckinReply,
} from './messages';
import { languageOfPhone } from './service';

export interface CheckinTurnDeps {
  db: Db;
  env: Env;
  now?: () => Date;
  jobs?: JobQueue;
}

const text = (body: string): OutboundMessage[] => [{ kind: 'text', text: body }];

export async function checkinTurn(
  deps: CheckinTurnDeps,
  event: InboundEvent,
): Promise<OutboundMessage[] | null> {
  const reply = event.replyId ? parseCheckinReply(event.replyId) : null;
  if (reply) return answerReply(deps, event.from, reply);
  const words = event.text;
  const intent = words ? remindersIntent(words) : null;
  if (!intent) return null;
  return reminders(deps, event.from, intent.turn, intent.language);
}

async function answerReply(
  deps: CheckinTurnDeps,
  phone: string,
  reply: CheckinReply,
): Promise<OutboundMessage[]> {
  const { db, env } = deps;
  const language = await languageOfPhone(db, phone);
  const copy = checkinCopy(language);
  if (reply.kind === 'list') {
    const sellerId = await sellerOfPhone(db, phone);
    const waiting = sellerId ? await waitingCheckins(db, sellerId) : [];
    if (!waiting.length) return text(copy.notWaiting);
    const label = actionLabel(copy, reply.action);
    return [listFor(waiting, copy.pickFor(label), language, reply.action)];
  }
  const checkin = await checkinOfPhone(db, reply.checkinId, phone);
  if (!checkin) return text(copy.notWaiting);
  if (reply.kind === 'pick') {
    const waiting = await waitingCheckins(db, checkin.sellerId);
    const one = waiting.find((c) => c.id === checkin.id);
    if (!one) return text(copy.notWaiting);
    return [buttonsFor(one, activityOf(one, language), language, env.AUTOPAUSE_AFTER)];
  }
  const now = deps.now?.() ?? new Date();
  if (!(checkin.open || checkin.autoPaused)) return text(copy.notWaiting);
  if (!(await takeAnswer(db, checkin.id, reply.action, now))) return text(copy.notWaiting);
  const said = await apply(deps, checkin, reply.action, now, copy);
  const rest = await waitingCheckins(db, checkin.sellerId);
  const out = text(said);
  if (rest.length) out.push(listFor(rest, copy.moreWaiting(rest.length), language));
  return out;
}

/**
 * Answers given to named listings in one message ("the bed is sold, the sofa is still there"):
 * each answer's own line, then the list of those still waiting, if any.
 */
export async function answerEach(
  deps: CheckinTurnDeps,
  phone: string,
  answers: { checkinId: string; action: CheckinAction }[],
): Promise<OutboundMessage[]> {
  const said: OutboundMessage[] = [];
  let rest: OutboundMessage[] = [];
  for (const { checkinId, action } of answers) {
    const answered = await answerReply(deps, phone, { kind: 'answer', action, checkinId });
    said.push(...answered.filter((m) => m.kind === 'text'));
    rest = answered.filter((m) => m.kind !== 'text');
  }
  return [...said, ...rest];
}

async function apply(
  deps: CheckinTurnDeps,
  checkin: { id: string; listingId: string; sellerId: string; title: string; autoPaused: boolean },
  action: CheckinAction,
  now: Date,
  copy: CheckinCopy,
): Promise<string> {
  const listing = { db: deps.db, env: deps.env, jobs: deps.jobs };
  const change = { sellerId: checkin.sellerId, listingId: checkin.listingId, now };
  if (action === 'available') {
    // Renewed: confirmed now, or, when the marketplace paused it, reactivated (which confirms);
    // either way its next check-in is scheduled.
    if (checkin.autoPaused) await setStatus(listing, { ...change, status: 'active' });
    else await confirm(listing, change);
    return checkin.autoPaused ? copy.reactivated(checkin.title) : copy.keptOn(checkin.title);
  }
  if (action === 'sold') {
    await setStatus(listing, { ...change, status: 'sold' });
    return copy.markedSold(checkin.title);
  }
  await setStatus(listing, { ...change, status: 'paused' });
  return copy.pausedBySeller(checkin.title);
}

/**
 * A check-in answered in words while no button was the question asked last ("its sold",
 * "ichiripo", "reactivate"): the one waiting (or paused by the marketplace for want of an answer)
 * is answered; with several, the list for that action.
 */
export async function typedCheckinAnswer(
  deps: CheckinTurnDeps,
  phone: string,
  action: CheckinAction,
  /** "both are still available", "zvose zvichiripo": every listing waiting gets the answer. */
  every = false,
): Promise<OutboundMessage[] | null> {
  const sellerId = await sellerOfPhone(deps.db, phone);
  if (!sellerId) return null;
  const language = await languageOfPhone(deps.db, phone);
  const waiting = await waitingCheckins(deps.db, sellerId);
  // A listing the marketplace paused may be put back ('reactivate') or said sold since.
  const paused = action !== 'pause' ? await autoPausedCheckins(deps.db, sellerId) : [];
  const all = [...waiting, ...paused];
  if (!all.length) return null;
  if (all.length === 1) {
    return answerReply(deps, phone, { kind: 'answer', action, checkinId: all[0]!.id });
  }
  if (every) {
    const said: OutboundMessage[] = [];
    for (const checkin of all) {
      const answered = await answerReply(deps, phone, {
        kind: 'answer',
        action,
        checkinId: checkin.id,
      });
      // Each answer's own line; the list of those still waiting only after the last.
      said.push(...answered.filter((m) => m.kind === 'text'));
    }
    return said;
  }
  const copy = checkinCopy(language);
  return [listFor(all, copy.pickFor(actionLabel(copy, action)), language, action)];
}

function actionLabel(copy: CheckinCopy, action: CheckinAction): string {
  if (action === 'available') return copy.available;
  return action === 'sold' ? copy.sold : copy.pause;
}

async function sellerOfPhone(db: Db, phone: string): Promise<string | null> {
  const result = await db.execute<{ id: string }>(sql`SELECT id FROM users WHERE phone = ${phone}`);
  return result.rows[0]?.id ?? null;
}

async function reminders(
  deps: CheckinTurnDeps,
  phone: string,
  turn: 'stop' | 'start',
  language: Language,
): Promise<OutboundMessage[]> {
  const { db } = deps;
  const copy = checkinCopy(language);
  const now = deps.now?.() ?? new Date();
  const sellerId = await sellerOfPhone(db, phone);
  if (sellerId && turn === 'stop') {
    await db.execute(sql`UPDATE users SET checkins_stopped_at = ${now} WHERE id = ${sellerId}`);
    await closeCheckins(db, { sellerId }, now, null);
    await db.execute(
      sql`UPDATE listings SET checkin_asked_at = NULL WHERE seller_id = ${sellerId}`,
    );
  } else if (sellerId) {
    await db.execute(sql`UPDATE users SET checkins_stopped_at = NULL WHERE id = ${sellerId}`);
    await reopenCheckins(db, sellerId, now);
    await deps.jobs
      ?.send(CHECKIN_SELLER_JOB, { sellerId }, { key: sellerId })
      .catch(() => undefined);
  }
  return text(turn === 'stop' ? copy.stopped : copy.started);
}
