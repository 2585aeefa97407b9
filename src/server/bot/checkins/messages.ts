/**
 * The check-in messages. One listing: its title, its views and buyer chats since the last
 * check-in, and three reply buttons (Still available / Sold / Pause). Several: one list, a row
 * per listing (title, counts); choosing a row brings that listing's buttons. Outside the
 * 24-hour window: the WHATSAPP_TEMPLATE_CHECKIN template, body {{1}} the listing (or listings)
 * and {{2}} the activity, and three quick-reply buttons whose payloads are the same ids.
 */
import type { Language } from '@/domain/language';
import { clip, type OutboundMessage } from '@/server/bot/outbound';
import type { Notice } from '@/server/bot/notify';
import type { TemplateSetting } from '@/server/env-values';
import { checkinCopy, spokenDuration } from './copy';
import { CHECKIN_CATEGORY, type ClaimedCheckin } from '@/server/listings/checkins/store';

export const CHECKIN_PREFIX = 'checkin:';
export const CHECKIN_ACTIONS = ['available', 'sold', 'pause'] as const;
export type CheckinAction = (typeof CHECKIN_ACTIONS)[number];

/** A check-in reply id: `checkin:<action>:<id>`, `checkin:pick:<id>`, `checkin:list:<action>`. */
export type CheckinReply =
  | { kind: 'answer'; action: CheckinAction; checkinId: string }
  | { kind: 'pick'; checkinId: string }
  | { kind: 'list'; action: CheckinAction };

export function parseCheckinReply(id: string): CheckinReply | null {
  const [prefix, verb = '', rest = ''] = id.split(':', 3);
  if (`${prefix}:` !== CHECKIN_PREFIX || !rest) return null;
  const isAction = (CHECKIN_ACTIONS as readonly string[]).includes(verb);
  if (isAction) return { kind: 'answer', action: verb as CheckinAction, checkinId: rest };
  if (verb === 'pick') return { kind: 'pick', checkinId: rest };
  if (verb === 'list' && (CHECKIN_ACTIONS as readonly string[]).includes(rest)) {
    return { kind: 'list', action: rest as CheckinAction };
  }
  return null;
}

/** What the listing did since its last check-in (or so far, on its first). */
export function activityOf(checkin: ClaimedCheckin, language: Language): string {
  const first = checkin.viewsBefore === null;
  const views = Math.max(0, checkin.views - (checkin.viewsBefore ?? 0));
  const leads = Math.max(0, checkin.leads - (checkin.leadsBefore ?? 0));
  return checkinCopy(language).activity(views, leads, first);
}

function rowCounts(checkin: ClaimedCheckin) {
  return {
    views: Math.max(0, checkin.views - (checkin.viewsBefore ?? 0)),
    leads: Math.max(0, checkin.leads - (checkin.leadsBefore ?? 0)),
  };
}

const title = (text: string) => clip(text, 120);

export function buttonsFor(
  checkin: Pick<ClaimedCheckin, 'id' | 'title'>,
  activity: string,
  language: Language,
  pauseAfterMs: number,
): OutboundMessage {
  const copy = checkinCopy(language);
  return {
    kind: 'buttons',
    body: copy.askOne(title(checkin.title), activity, spokenDuration(pauseAfterMs, language)),
    buttons: [
      { id: `${CHECKIN_PREFIX}available:${checkin.id}`, title: copy.available },
      { id: `${CHECKIN_PREFIX}sold:${checkin.id}`, title: copy.sold },
      { id: `${CHECKIN_PREFIX}pause:${checkin.id}`, title: copy.pause },
    ],
  };
}

/**
 * The list of several check-ins. Rows open a listing's buttons, or, with `action` (a template
 * button pressed for several listings), answer it at once.
 */
export function listFor(
  checkins: ClaimedCheckin[],
  body: string,
  language: Language,
  action?: CheckinAction,
): OutboundMessage {
  const copy = checkinCopy(language);
  return {
    kind: 'list',
    body,
    button: copy.choose,
    sectionTitle: copy.choose,
    rows: checkins.map((checkin) => {
      const { views, leads } = rowCounts(checkin);
      return {
        id: `${CHECKIN_PREFIX}${action ?? 'pick'}:${checkin.id}`,
        title: checkin.title,
        description: copy.rowActivity(views, leads),
      };
    }),
  };
}

/** The notice for a seller's claimed check-ins: free-form, and the template when configured. */
export function checkinNotice(
  claimed: ClaimedCheckin[],
  language: Language,
  pauseAfterMs: number,
  template: TemplateSetting | undefined,
): Notice {
  const copy = checkinCopy(language);
  const one = claimed.length === 1 ? claimed[0]! : null;
  const freeForm = one
    ? [buttonsFor(one, activityOf(one, language), language, pauseAfterMs)]
    : [
        listFor(
          claimed,
          copy.askMany(claimed.length, spokenDuration(pauseAfterMs, language)),
          language,
        ),
      ];
  const params = one
    ? [one.title, activityOf(one, language)]
    : [copy.several(claimed.map((c) => c.title)), copy.severalActivity(claimed.length)];
  const buttons = CHECKIN_ACTIONS.map((action) =>
    one ? `${CHECKIN_PREFIX}${action}:${one.id}` : `${CHECKIN_PREFIX}list:${action}`,
  );
  return {
    freeForm,
    language,
    // About the seller's own listings, consented to at their first listing.
    category: CHECKIN_CATEGORY,
    ...(template
      ? {
          template: {
            setting: template,
            params,
            buttons,
            text: `Check-in: is ${params[0]} still available? ${params[1]} [${copy.available} | ${copy.sold} | ${copy.pause}]`,
          },
        }
      : {}),
  };
}
