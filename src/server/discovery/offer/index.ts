/**
 * Listing by chat, the understanding part: whether a message reads as an offer, the listing
 * fields it gives, and the questions still to ask before it is as complete as a wizard listing.
 */
export { readsAsOffer, type OfferContext } from './reads-as-offer';
export { understandOffer } from './understand';
export {
  choicesFor,
  missingQuestions,
  QUESTION_ORDER,
  type OfferQuestion,
  type OfferQuestionField,
} from './questions';
export { offerDeal } from './deal';
export { readPrice, type PriceReading } from './price';
export { offerDescription, offerTitle } from './title';
export type { OfferFields, OfferPrice, PriceDoubt, UnderstoodOffer } from './types';
