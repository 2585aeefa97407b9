/**
 * The conversation's trust and safety turns, before anything else is understood:
 * - 'Login' from a suspended seller: the suspension and its reason, and how to appeal (no link,
 *   no code); their next free text is taken as the appeal (a case opens with their words).
 * - 'report' typed while a listing is open: the reason list for it (see report.ts).
 */
import type { BotCopy } from '@/domain/bot-copy';
import type { Db } from '@/server/db/client';
import { clip, type OutboundMessage } from '@/server/bot/outbound';
import { inviteAppeal, suspensionOfPhone, takeAppeal } from '@/server/moderation';
import { APPEAL_MAX } from '@/server/moderation/appeal';
import { isLogin } from './intents';
import { isReport, reportOpenListing } from './report';

const text = (body: string): OutboundMessage[] => [{ kind: 'text', text: body }];

/** The reason a suspended seller is told when an admin gave none worth showing. */
const NO_REASON = 'the marketplace rules were broken';

export async function moderationTurn(
  deps: { db: Db; now?: () => Date },
  phone: string,
  words: string,
  copy: () => Promise<BotCopy>,
): Promise<OutboundMessage[] | null> {
  const now = deps.now?.() ?? new Date();
  if (isLogin(words)) {
    const suspension = await suspensionOfPhone(deps.db, phone);
    if (!suspension) return null;
    await inviteAppeal(deps.db, suspension.sellerId, now);
    return text((await copy()).suspendedLogin(suspension.reason?.trim() || NO_REASON));
  }
  if (await takeAppeal(deps.db, phone, clip(words, APPEAL_MAX), now)) {
    return text((await copy()).appealReceived);
  }
  if (isReport(words)) return reportOpenListing(deps.db, phone, await copy(), now);
  return null;
}
