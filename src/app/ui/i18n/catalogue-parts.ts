/**
 * A catalogue comes in parts: what the first screens need (the frame, My Listings, Profile,
 * Settings, Help, the form messages of the profile prompt); what only the listing editor and a
 * listing's page show, loaded when one of them opens; and what only the sign-in screens show
 * (/login: the app's copy of the landing, signing in by link or code, a suspended account),
 * loaded when /login opens (`language.ts`, the routes' loaders), so the first load of `/` carries
 * the first part alone. No imports: the build's catalogue plugin reads this file too.
 */

/** The parts loaded after the first, each when its screens open. */
export const LATER_PARTS = ['later', 'signIn'] as const;
export type CataloguePart = 'first' | (typeof LATER_PARTS)[number];

/** Message ids shown only by the editor (with its photos) and a listing's page, by prefix. */
const LATER_PREFIXES = [
  'editor.',
  'photos.',
  'price.type.',
  'checkIn.',
  'delete.',
  'share.',
  'statusAction.sold',
  'statusAction.pause',
  'statusAction.active',
  'statusAction.refused',
  'statusAction.waiting',
  'gallery.',
  'detail.',
  'chart.',
  'moderation.inReview.next',
  'moderation.hidden.next',
  'moderation.reason',
  'field.listing.',
];

/** Message ids shown only by the sign-in screens (/login), by prefix. */
const SIGN_IN_PREFIXES = ['signIn.', 'landing.', 'suspended.'];

/** Message ids of those prefixes that My Listings shows too. */
const FIRST_ANYWAY = new Set([
  'detail.negotiable',
  'detail.views',
  'chart.chats',
  'chart.today',
  'gallery.offline',
  // The outbox's words, which Settings shows as well.
  'editor.error.create',
  'editor.error.update',
  'editor.error.unknown',
  'editor.waiting.offline',
]);

/** The part of the catalogue a message belongs to. */
export function partOf(id: string): CataloguePart {
  if (FIRST_ANYWAY.has(id)) return 'first';
  if (SIGN_IN_PREFIXES.some((prefix) => id.startsWith(prefix))) return 'signIn';
  return LATER_PREFIXES.some((prefix) => id.startsWith(prefix)) ? 'later' : 'first';
}

/** Whether a message belongs to the part loaded when the editor or a listing's page opens. */
export function isLaterMessage(id: string): boolean {
  return partOf(id) === 'later';
}
