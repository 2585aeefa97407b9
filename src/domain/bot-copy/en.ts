/** The bot's fixed sentences in English (the fallback for every other language). */
import type { BotCopy, Understood } from './types';
import { money } from './money';
import { REPORT_REASON_LABELS } from '@/domain/schemas/moderation';

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const EXAMPLES = [
  '• Looking for a house in Harare',
  '• Looking for a plumber',
  '• Laptop under $300 in Bulawayo',
].join('\n');

/** What was understood, as written inside a sentence ('houses to rent in Harare'). */
function phrase(u: Understood): string {
  const parts = [u.thing || 'listings'];
  if (u.deal) parts.push(en.deal[u.deal]);
  if (u.place) parts.push(en.inPlace(u.place));
  const price = en.priceLimit(u.minPrice, u.maxPrice, u.aboutPrice);
  if (price) parts.push(price);
  return parts.join(' ');
}

export const en: BotCopy = {
  language: 'en',
  help: [
    'Hi! 👋 I help you find products and services from sellers across Zimbabwe.',
    '',
    'Just tell me what you are looking for, for example:',
    EXAMPLES,
    '',
    'Pick a result to see its photos, price and the seller’s WhatsApp number. Reply *more* for more results.',
    '',
    'Selling something? Listing is 100% free: send *Login* to get your link to the seller dashboard.',
  ].join('\n'),
  greeting: [
    'Hi! 👋 What are you looking for today? For example “Looking for a house in Harare” or “Laptop under $300 in Bulawayo”.',
    '',
    'Selling something? Listing is 100% free: send *Login*.',
  ].join('\n'),
  thanks: 'You’re welcome! Send me another search any time, or *help* to see what I can do.',
  goodbye: 'Goodbye! 👋 Come back any time you are looking for something.',
  ourFault:
    'Sorry, something went wrong on our side and I could not answer your last message. Please send it again in a few minutes.',
  notUnderstoodTap: 'Sorry, I did not catch that. Tap a button below, or type its words.',
  passedOnNow: 'I have passed your message on to the seller. They will answer you on WhatsApp.',
  passedOnLater:
    'I have kept your message for the seller: it reaches them as soon as they next open this chat.',
  passedOnNoNumber:
    'WhatsApp does not show us your number, nor you the seller’s: their answer comes to you here, in this chat.',
  offTopic:
    'I only help with the marketplace: finding goods and services from sellers in Zimbabwe, and listing yours. What are you looking for?',
  unsupported:
    'I can only read text messages (and photo captions) for now, not voice notes or stickers. Tell me what you are looking for, for example “Looking for a house in Harare”.',
  callMe:
    'I can’t make calls, but I can find you a seller to call. What are you looking for, and in which town?',
  askWhat: `What are you looking for? For example:\n${EXAMPLES}`,
  understood: (u) => cap(phrase(u)),
  nothingFound: (u) =>
    `Sorry, I have nothing for “${phrase(u)}” yet. Try another word, a nearby town or a bigger budget.`,
  relaxedPrice: (u) =>
    `Nothing ${en.priceLimit(u.minPrice, u.maxPrice, u.aboutPrice)} yet. A little over:`,
  relaxedPriceAll: (u) =>
    `Nothing ${en.priceLimit(u.minPrice, u.maxPrice, u.aboutPrice)} yet. The closest prices:`,
  relaxedPlace: (place, nearby) => `Nothing in ${place} yet. Nearby in ${nearby.join(', ')}:`,
  relaxedPlaceFar: (place, towns) =>
    `Nothing in or near ${place} yet. Further away, in ${towns.join(', ')}:`,
  relaxedThing: (thing, wider) => `No ${thing} yet. Other ${wider}:`,
  showing: (from, to, total) => `Showing ${from}–${to} of ${total}.`,
  followUpHint: (hasMore) =>
    hasMore
      ? 'Reply *more* for more, *cheaper* for lower prices, or a town like “in Bulawayo”.'
      : 'Reply *cheaper* for lower prices, or a town like “in Bulawayo”.',
  noMore: (u) => `That’s everything I have for “${phrase(u)}”. Send me another search any time.`,
  noCheaper: (u) =>
    `I have nothing cheaper for “${phrase(u)}” yet. Try another search, or a nearby town.`,
  nothingToPage:
    'Tell me what you are looking for first, for example “Looking for a plumber in Harare”.',
  pickRange: (count) =>
    count === 1
      ? 'Send *1* to open the result I showed, or tell me what you are looking for.'
      : `Send a number from 1 to ${count} to open one of the results I showed, or tell me what you are looking for.`,
  townSet: (place, searched) =>
    searched
      ? `Thanks! Here is your last search in ${place}.`
      : `Thanks! I’ll look in ${place} first. What are you looking for?`,
  nearMeAsk: (u) =>
    u
      ? `Where are you? Share your location and I’ll look for “${phrase(u)}” near you: tap *Send location* below, or type your town (for example “in Gweru”).`
      : 'Where are you? Share your location and I’ll look near you first: tap *Send location* below, or type your town (for example “in Gweru”).',
  cardButton: 'See details',
  listButton: 'View results',
  listFooter: 'Always verify listings in person.',
  sectionTitle: (from, to) => `Results ${from}–${to}`,
  alertPrompt: 'Want a message when a new one is listed? Reply *alert*.',
  reportPrompt: 'Something wrong with a listing? Reply *report* and its number.',
  listingGone: 'Sorry, that listing is no longer available. Send me a new search.',
  listingSold:
    'Sorry, that item has been sold. Send me a new search and I will find you something similar.',
  report: {
    offer: 'Something wrong with this listing? Tap *Report*.',
    button: 'Report',
    ask: 'What is wrong with this listing? Choose a reason.',
    listButton: 'Choose a reason',
    reasons: REPORT_REASON_LABELS,
    thanks:
      'Thank you for telling us. Our team will look at this listing; if it breaks the marketplace rules, we hide it. We never tell the seller who reported it.',
    already: 'You have already reported this listing. Thank you: our team is looking at it.',
    noListing: 'Open the listing you want to report first, then reply *report*.',
  },
  safety: {
    rental:
      'Never pay a deposit or fee before you have viewed the property: meet the landlord there.',
    vehicle:
      "Check that the registration book matches the seller's ID, and never pay to “reserve” a car.",
    electronics: 'Test it before you pay, and check that the IMEI matches the box.',
    service: 'Pay after the work is done.',
    general: 'Meet in a public place and see the item before you pay.',
  },
  safetyAlways:
    'A payment confirmation is real only when the money shows in your own EcoCash or bank balance. Nobody from the marketplace ever asks for a code.',
  signals: {
    since: (month, year) => `On the marketplace since ${MONTHS_EN[month]} ${year}`,
    sold: (count) => `${count} ${count === 1 ? 'listing' : 'listings'} sold here`,
    confirmed: 'WhatsApp number confirmed',
    feedback: "(buyers' feedback)",
  },
  feedback: {
    ask: (seller, listing) => `Did you deal with ${seller} about ${listing}?`,
    aSeller: 'the seller',
    good: 'Good',
    notGood: 'Not good',
    report: 'Report',
    why: 'Sorry to hear that. What went wrong?',
    whyButton: 'Choose one',
    reasons: {
      no_reply: 'No reply',
      not_as_described: 'Not as described',
      pay_first: 'Asked for money first',
      other: 'Other',
    },
    thanks: 'Thank you. Other buyers see how many said good or not good about this seller.',
    consent: (marketplace) =>
      `Shall I ask you later how it went with this seller? Tap *Yes, ask me* and ${marketplace} will send you that one question on WhatsApp a while later, even if you have not written. Send *STOP* any time to stop, *START* to start again.`,
    consentButton: 'Yes, ask me',
    consented: (marketplace) =>
      `Done: ${marketplace} will ask you once how it went with a seller, a while after you get their link. Send *STOP* any time to stop.`,
  },
  suspendedLogin: (reason) =>
    `Your seller account is suspended: ${reason}. You cannot sign in, and your listings are not shown to buyers. To appeal, reply to this message and explain why; our team will review it.`,
  appealReceived: 'Thank you. Your appeal has been sent to our team; we will answer you here.',
  deal: { rent: 'to rent', sale: 'for sale', hire: 'for hire' },
  inPlace: (place) => `in ${place}`,
  priceLimit: (min, max, about) => {
    if (about !== undefined && min === undefined) return `around ${money(about)}`;
    if (min !== undefined && max !== undefined) return `${money(min)}–${money(max)}`;
    if (max !== undefined) return `under ${money(max)}`;
    if (min !== undefined) return `over ${money(min)}`;
    return '';
  },
};

export type { Understood };
