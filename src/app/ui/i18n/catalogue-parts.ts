/**
 * A catalogue comes in two parts: what the first screens need (the frame, My Listings, Profile,
 * Settings, Help, the form messages of the profile prompt) and what only the listing editor and a
 * listing's page show, loaded when one of them opens (`language.ts`, the routes' loaders), so the
 * first load of `/` carries the first part alone. No imports: the build's catalogue plugin reads
 * this file too.
 */

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

/** Whether a message belongs to the part loaded when the editor or a listing's page opens. */
export function isLaterMessage(id: string): boolean {
  return !FIRST_ANYWAY.has(id) && LATER_PREFIXES.some((prefix) => id.startsWith(prefix));
}
