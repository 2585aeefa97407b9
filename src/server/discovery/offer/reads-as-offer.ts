/**
 * Whether a message reads as an offer (a seller listing something) rather than a search. Buyers
 * are never mistaken for sellers: anything that reads as a search (wanting, looking for, asking
 * who has, a price limit, a question) is a search, whatever else it says. An offer then says so
 * ('selling', 'for sale', 'to let', 'ndiri kutengesa', 'ngiyathengisa', 'iyathengiswa'), starts
 * with 'Sell' or 'List', names a price with a thing ('Honda Fit $4500'), or comes with photos.
 */
import { readPrice } from './price';

/** Wanting, looking, asking: English, Shona, Ndebele. */
const SEARCHING = new RegExp(
  [
    // English
    String.raw`\bi\s*(?:want|need|would like|'?d like|wanna|am looking|'?m looking|am searching|am after)\b`,
    String.raw`\b(?:looking for|searching for|search for|in search of|wanted|want to buy|want to rent|need(?:ed)?\s+(?:a|an|some|to)\b)`,
    String.raw`\b(?:do you (?:have|sell|know)|have you got|any(?:one|body)? (?:selling|with|who|has|have|got)|who (?:sells|has|have|is selling|can|does)|where (?:can|do|is|are)|can i (?:get|buy|find|rent)|is there|are there|show me|how much|what is the price|price of|buying|i buy|budget)\b`,
    String.raw`\bsell (?:me|us)\b|\b(?:can|could|will) (?:someone|anyone|somebody|you) (?:sell|get|find)\b`,
    String.raw`^\s*(?:need|want|wanted|looking|any|cheap|cheapest|affordable|pls any|please any)\b`,
    // Price limits: a buyer's ceiling or floor
    String.raw`\b(?:under|below|less than|cheaper than|not more than|no more than|up to|upto|(?<!pro )max(?:imum)?|at most|within|between|over|above|more than|at least|about|around|roughly|approx(?:imately)?|close to)\s*(?:of\s*)?(?:us)?\$?\s*\d(?![\d.,]*\s?(?:gb|tb|mb|inch|kg|l|m|w)\b)`,
    // Shona
    String.raw`\b(?:ndiri\s*ku(?:tsvaga|da)|ndirikutsvaga|ndirikuda|ndinotsvaga|ndinoda|ndoda|ndipeiwo|ndipe|ndiudzeiwo|muchada|mune|pane ane|pane une|ndiani ane|ndingawana|ndinowana|tsvaga|pasi pe|pasi pa)\b`,
    // Ndebele
    String.raw`\b(?:ngi(?:ya)?funa|ngi(?:ya)?dinga|ngi(?:ya)?cela|ngiphe|ngitshengisa|ngingathola|e?ngaphansi|ngubani olo|ubani olo|likhona|kukhona)\b`,
    // A question to the bot or to a group
    String.raw`\bhere\s*\?|\?\s*$`,
  ].join('|'),
  'i',
);

/** Saying one sells, lets or hires out: English, Shona, Ndebele. */
const OFFERING = new RegExp(
  [
    String.raw`^\s*(?:sell|selling|list|for sale|on sale)\b`,
    String.raw`\b(?:i am selling|i'm selling|im selling|we are selling|selling|for sale|to let|for rent|to rent|for hire|available for|now available|brand new|call for (?:a )?quote|inbox (?:me|for)|dm (?:me|for)|contact (?:me|us)|call me|whatsapp me|neg|negotiable|going for|asking)\b`,
    // Shona
    String.raw`\b(?:ndiri\s*kutengesa|ndirikutengesa|ndinotengesa|ndinogadzira|ndinorenda|ndinohaya|(?:ari|iri|uri|dziri|chiri|ziri|zviri|riri)\s*kutengeswa|inotengeswa|rinotengeswa|dzinotengeswa|yekurenda|yekuroja|kurenda|kuroja|yekuhaya)\b`,
    // Ndebele
    String.raw`\b(?:ngi(?:ya)?thengisa|ngidayisa|(?:i|u|si|zi|li|ku|a)yathengiswa|ethengiswayo|ezithengiswayo|yokuqasha|lokuqasha|okuqasha)\b`,
  ].join('|'),
  'i',
);

/** 'Sell' or 'List' on its own starts a listing. */
const START = /^\s*(?:sell|list|selling|list my item|sell something)\s*[.!]?\s*$/i;

export interface OfferContext {
  /** Photos sent with (or just before) the text: a seller's Status, not a buyer's question. */
  photos?: number;
}

/** Whether the message reads as an offer; a message that reads as a search never does. */
export function readsAsOffer(text: string, context: OfferContext = {}): boolean {
  if (START.test(text)) return true;
  if (SEARCHING.test(text)) return false;
  if (OFFERING.test(text)) return true;
  // A thing with a price ('Honda Fit 2010 $4500'): a seller's line; a buyer names a limit.
  const price = readPrice(text);
  if (price.price && /\p{L}{3,}/u.test(price.rest)) return true;
  return (context.photos ?? 0) > 0 && /\p{L}{3,}/u.test(text);
}
