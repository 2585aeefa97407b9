/** Listing by chat, as the conversation's dispatcher (respond.ts) reaches it. */
export { sellDepsOf } from './context';
export { SELL_PREFIX } from './draft-view';
export { sellMedia } from './media-turn';
export { sellReply } from './replies';
export type { SellDeps } from './state';
export { sellText } from './turn';
export { completeListingForm, welcomeSell } from './flow/flow-turn';
