/**
 * The blind7 conversation set: 215 multi-turn WhatsApp conversations (80 English, 54 Shona, 51
 * Ndebele, 30 mixed code-switching; 148 buyers, 67 sellers) played by the conversation benchmark
 * (conversation-labelled.bench.ts) against the real bot and judged on what reached the phone and
 * what the database holds.
 *
 * By kind: 73 typed answers to the bot's questions (check-ins answered in words of the three
 * languages, by number, by emoji, in long sentences, with two listings waiting and after the
 * auto-pause; report reasons by number and in words; Publish / Change / Cancel at a chat draft's
 * summary; a draft's town, price and make; a result's number after a search), 20 opt-outs (STOP
 * and its Shona and Ndebele kin with a saved alert or a check-in waiting, STOP then START), 20
 * follow-ups (cheaper, another town, more, the second one, a make, a budget, a correction), 45
 * searches and 16 by place (typos, slang, '$4.5k', '250usd', 'us$400', 'R500', bond, ZiG, polite
 * openings, run-on voice-note sentences, negations, Harare and Bulawayo suburbs, small towns,
 * things the marketplace does not have), 15 on relevance (the thing asked for, not a near word),
 * 16 greetings, thanks and questions about the marketplace (is it free, how do I sell, how do I
 * remove my listing, is this a scam, do you deliver), 10 switching language.
 *
 * Written blind: its writer read only the product spec, the README, the bench's types, harness
 * and judge (and the bench file as far as registering the set), the catalogue's listing types,
 * sub-types, towns, suburbs and brands (names only) and the report reasons; not the bot's rules
 * or vocabulary, not the other sets, not the listings the bench seeds, not the bot's tests. So no
 * conversation names a catalogue listing: searches are judged by the kinds shown (`only`), the
 * thing named in the reply (`says`), an honest "nothing" naming what is not on offer, and "not a
 * search"; sellers by their listings' status, the chat draft's fields and what was published;
 * opt-outs by nothing reaching the phone afterwards. Committed before it was first played.
 *
 * First measure, before any rule saw it: 85.1% satisfied (183/215); English 80.0% (64/80),
 * Shona 92.6% (50/54), Ndebele 86.3% (44/51), mixed 83.3% (25/30); buyers 85.8% (127/148),
 * sellers 83.6% (56/67); typed answers to the bot's questions 79.2% (61/77); opt-out 100%
 * (20/20); reply language right 99.6% of turns (262/263). Of the 32 failing, one
 * (blind7-en-result-number) asks for a second result where the search showed one, and the bot's
 * answer to it ("Send 1 to open the result I showed") was right.
 *
 * The failures showed: a result's number said in a sentence or as an ordinal ('show me number 1
 * please', 'the second one', 'yechipiri iya', 'ngicela ngibone eye-3'); 'more' in Shona; a
 * check-in answered with 'no need to reactivate, the car was sold', Shona 'haachipo', a long
 * answer whose first clause says it, and '3 please, ndichakuudzai…'; a report told at length and
 * 'ngumgebenga'; a chat draft corrected ('sorry i meant Gweru'), 'its a mazda', 'ngiseVic Falls'
 * and a Ndebele offer read as English; 'toyota only'; a device's cover or bag, a tutor for
 * children, 'ibhedi', 'to carry goods', laying hens; questions about safety, views and changing
 * a price; greetings and thanks with what follows them; 'camel' mended to 'camera'. After the
 * fixes (rules have now seen this set): 98.1% satisfied (211/215), typed answers 97.4% (75/77),
 * opt-out 100%, language 100%. Left: three ask for a result past the ones the search showed (the
 * bot says which numbers it has), and 'house cleaning services' also shows a mover.
 */
import type { Conversation, Lang, SellerListing } from './conversation-types';

const EN_SN: Lang[] = ['en', 'sn'];
const EN_ND: Lang[] = ['en', 'nd'];

/** A seller's own listing, made before the conversation. */
const own = (
  key: string,
  title: string,
  type: string,
  subType: string | undefined,
  city: string,
  price: number,
  more: Partial<SellerListing> = {},
): SellerListing => ({ key, title, type, ...(subType ? { subType } : {}), city, price, ...more });

const SOFA = own('b7-sofa', 'L-shaped corner sofa, grey', 'furniture', 'living', 'harare', 380);
const FRIDGE = own(
  'b7-fridge',
  'Defy double door fridge',
  'electronics',
  'appliances',
  'bulawayo',
  320,
  {
    electronicBrand: 'Defy',
  },
);
const FIT = own('b7-fit', 'Honda Fit 2011 silver', 'vehicle', 'car', 'harare', 4300, {
  vehicleBrand: 'Honda',
});
const BED = own(
  'b7-bed',
  'Queen size bed with base and mattress',
  'furniture',
  'bedroom',
  'gweru',
  210,
);
const ROOM = own(
  'b7-room',
  'Room to rent in Mbare, own entrance',
  'real_estate',
  'room',
  'harare',
  90,
  {
    neighborhood: 'mbare',
    deal: 'rent',
    frequency: 'month',
  },
);
const GOATS = own('b7-goats', 'Boer goats, 4 does', 'grocery_farm', 'livestock', 'masvingo', 400);
const A12 = own('b7-a12', 'Samsung Galaxy A12 64GB', 'electronics', 'phone', 'mutare', 95, {
  electronicBrand: 'Samsung',
});
const PLUMB = own(
  'b7-plumb',
  'Plumbing repairs and geyser installs',
  'home_services',
  'plumber',
  'bulawayo',
  25,
);
const BRAIDS = own(
  'b7-braids',
  'Knotless braids and cornrows',
  'beauty_personal_care',
  undefined,
  'harare',
  30,
);
const TYRES = own(
  'b7-tyres',
  'Used tyres 195/65 R15, set of 4',
  'vehicle_parts',
  'tires',
  'kwekwe',
  120,
);
const HP = own('b7-hp', 'HP ProBook laptop core i5 8GB', 'electronics', 'laptop', 'bulawayo', 260, {
  electronicBrand: 'HP',
});
const WARDROBE = own(
  'b7-wardrobe',
  'Three door wardrobe, pine',
  'furniture',
  'bedroom',
  'chitungwiza',
  150,
);
const STAND = own(
  'b7-stand',
  'Residential stand 300sqm with title deeds',
  'real_estate',
  'land',
  'norton',
  9000,
  {
    deal: 'sale',
  },
);
const DRESS = own(
  'b7-dress',
  'Wedding gown size 34 with veil',
  'bridal',
  'dresses',
  'bulawayo',
  180,
);
const SOLAR = own(
  'b7-solar',
  'Solar panel 330W mono',
  'energy_services',
  undefined,
  'masvingo',
  85,
);
const TABLE = own('b7-table', 'Six seater dining table set', 'furniture', 'dining', 'mutare', 240);

/** New listings that a saved alert would name: after STOP none may reach the buyer. */
const NEW_LAPTOP = own(
  'b7-new-laptop',
  'Lenovo ThinkPad laptop core i7',
  'electronics',
  'laptop',
  'harare',
  300,
  {
    electronicBrand: 'Lenovo',
  },
);
const NEW_HOUSE = own(
  'b7-new-house',
  '3 bedroom house to rent in Hatfield',
  'real_estate',
  'house',
  'harare',
  450,
  {
    deal: 'rent',
    neighborhood: 'hatfield',
    frequency: 'month',
  },
);
const NEW_FIT = own('b7-new-fit', 'Honda Fit RS 2013', 'vehicle', 'car', 'bulawayo', 4800, {
  vehicleBrand: 'Honda',
});
const NEW_GOATS = own(
  'b7-new-goats',
  'Goats for sale, 6 healthy',
  'grocery_farm',
  'livestock',
  'gweru',
  300,
);
const NEW_TV = own('b7-new-tv', 'Samsung 55 inch smart TV', 'electronics', 'tv', 'bulawayo', 420, {
  electronicBrand: 'Samsung',
});
const NEW_FRIDGE = own(
  'b7-new-fridge',
  'LG fridge freezer, silver',
  'electronics',
  'appliances',
  'harare',
  350,
  {
    electronicBrand: 'LG',
  },
);

/** The link a listing's details carry to its seller. */
const LINK = /https?:\/\//i;

export const BLIND7: Conversation[] = [
  // ------------------------------------------------------------------------------------------
  // Sellers answering a check-in (one listing, two waiting, after the auto-pause)
  {
    id: 'blind7-en-checkin-still-long',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [SOFA], before: [{ say: 'hi' }], checkin: 'asked' },
    turns: [
      {
        say: 'Hi yes the couch is still there, a few people asked about it but nobody came to collect so far',
        answer: true,
        expect: { status: { 'b7-sofa': 'active' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-en-checkin-sold-caps',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [FIT], before: [{ say: 'good evening' }], checkin: 'asked' },
    turns: [
      {
        say: 'SOLD IT LAST WEEK',
        answer: true,
        expect: { status: { 'b7-fit': 'sold' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-en-checkin-number-two',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [A12], before: [{ say: 'hello' }], checkin: 'asked' },
    turns: [{ say: '2', answer: true, expect: { status: { 'b7-a12': 'sold' }, noSearch: true } }],
  },
  {
    id: 'blind7-en-checkin-number-three',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [TYRES], before: [{ say: 'hi there' }], checkin: 'asked' },
    turns: [
      { say: '3', answer: true, expect: { status: { 'b7-tyres': 'paused' }, noSearch: true } },
    ],
  },
  {
    id: 'blind7-en-checkin-thumb',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [HP], before: [{ say: 'hie' }], checkin: 'asked' },
    turns: [{ say: '👍🏾', answer: true, expect: { status: { 'b7-hp': 'active' }, noSearch: true } }],
  },
  {
    id: 'blind7-en-checkin-pause-travel',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [BRAIDS], before: [{ say: 'morning' }], checkin: 'asked' },
    turns: [
      {
        say: 'pls pause it for now im travelling to SA till end of month',
        answer: true,
        expect: { status: { 'b7-braids': 'paused' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-en-checkin-available-sweep',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [PLUMB], before: [{ say: 'hi' }], checkin: 'asked' },
    turns: [
      {
        say: 'still available',
        answer: true,
        expect: { status: { 'b7-plumb': 'active' }, noSearch: true },
      },
    ],
    after: { sweep: true, status: { 'b7-plumb': 'active' } },
  },
  {
    id: 'blind7-en-checkin-two-one-sold',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [BED, WARDROBE], before: [{ say: 'hello' }], checkin: 'asked' },
    turns: [
      {
        say: 'the wardrobe got sold on saturday',
        answer: true,
        expect: { status: { 'b7-wardrobe': 'sold', 'b7-bed': 'active' }, noSearch: true },
      },
      {
        say: 'bed is still available',
        answer: true,
        expect: { status: { 'b7-bed': 'active', 'b7-wardrobe': 'sold' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-en-checkin-two-both-there',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [SOFA, TABLE], before: [{ say: 'hi' }], checkin: 'asked' },
    turns: [
      {
        say: 'both of them are still available',
        answer: true,
        expect: { status: { 'b7-sofa': 'active', 'b7-table': 'active' }, noSearch: true },
      },
    ],
    after: { sweep: true, status: { 'b7-sofa': 'active', 'b7-table': 'active' } },
  },
  {
    id: 'blind7-en-autopaused-reactivate',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [STAND], checkin: 'auto-paused' },
    turns: [
      {
        say: 'sorry was away. its still available please put it back up',
        answer: true,
        expect: { status: { 'b7-stand': 'active' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-en-autopaused-sold',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [FIT], checkin: 'auto-paused' },
    turns: [
      {
        say: 'no need to reactivate, the car was sold',
        answer: true,
        expect: { status: { 'b7-fit': 'sold' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-sn-checkin-ichiripo',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [ROOM], before: [{ say: 'Mhoro' }], checkin: 'asked' },
    turns: [
      {
        say: 'Ehe imba yacho ichiripo hapana akatora',
        answer: true,
        expect: { status: { 'b7-room': 'active' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-sn-checkin-yatengwa',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [GOATS], before: [{ say: 'Makadii' }], checkin: 'asked' },
    turns: [
      {
        say: 'mbudzi dzakatengwa nezuro',
        answer: true,
        expect: { status: { 'b7-goats': 'sold' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-sn-checkin-number-one',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [A12], before: [{ say: 'Mhoroi' }], checkin: 'asked' },
    turns: [{ say: '1', answer: true, expect: { status: { 'b7-a12': 'active' }, noSearch: true } }],
  },
  {
    id: 'blind7-sn-checkin-imbomira',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [BRAIDS], before: [{ say: 'Mhoro' }], checkin: 'asked' },
    turns: [
      {
        say: 'chimbozvimisai kwekanguva ndiri kumusha',
        answer: true,
        expect: { status: { 'b7-braids': 'paused' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-sn-checkin-two-fridge',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [FRIDGE, HP], before: [{ say: 'Mhoro' }], checkin: 'asked' },
    turns: [
      {
        say: 'firiji yakatengeswa, laptop ichiripo',
        answer: true,
        expect: { status: { 'b7-fridge': 'sold', 'b7-hp': 'active' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-sn-checkin-two-zvose',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [BED, TABLE], before: [{ say: 'Mhoro' }], checkin: 'asked' },
    turns: [
      {
        say: 'zvese zvakatengwa',
        answer: true,
        expect: { status: { 'b7-bed': 'sold', 'b7-table': 'sold' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-sn-autopaused-dzosai',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [SOLAR], checkin: 'auto-paused' },
    turns: [
      {
        say: 'ndapota idzorerei ichiri kutengeswa',
        answer: true,
        expect: { status: { 'b7-solar': 'active' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-sn-checkin-hazvisisipo',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [TYRES], before: [{ say: 'Mhoro' }], checkin: 'asked' },
    turns: [
      {
        say: 'matayi acho haachipo shamwari',
        answer: true,
        expect: { status: { 'b7-tyres': 'sold' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-nd-checkin-isekhona',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [PLUMB], before: [{ say: 'Sawubona' }], checkin: 'asked' },
    turns: [
      {
        say: 'Yebo ngisasebenza, umsebenzi lo usekhona',
        answer: true,
        expect: { status: { 'b7-plumb': 'active' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-nd-checkin-sithengisiwe',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [FRIDGE], before: [{ say: 'Salibonani' }], checkin: 'asked' },
    turns: [
      {
        say: 'ifriji sengiyithengisile',
        answer: true,
        expect: { status: { 'b7-fridge': 'sold' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-nd-checkin-number-two',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [DRESS], before: [{ say: 'Sawubona' }], checkin: 'asked' },
    turns: [{ say: '2', answer: true, expect: { status: { 'b7-dress': 'sold' }, noSearch: true } }],
  },
  {
    id: 'blind7-nd-checkin-misa',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [HP], before: [{ say: 'Salibonani' }], checkin: 'asked' },
    turns: [
      {
        say: 'ngicela uyimise okwesikhatshana',
        answer: true,
        expect: { status: { 'b7-hp': 'paused' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-nd-checkin-two-dress',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [DRESS, FRIDGE], before: [{ say: 'Sawubona' }], checkin: 'asked' },
    turns: [
      {
        say: 'ingubo yomtshado isithengiwe kodwa ifriji isekhona',
        answer: true,
        expect: { status: { 'b7-dress': 'sold', 'b7-fridge': 'active' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-nd-checkin-two-kokubili',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [HP, PLUMB], before: [{ say: 'Salibonani' }], checkin: 'asked' },
    turns: [
      {
        say: 'kokubili kusekhona',
        answer: true,
        expect: { status: { 'b7-hp': 'active', 'b7-plumb': 'active' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-nd-autopaused-buyisa',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [DRESS], checkin: 'auto-paused' },
    turns: [
      {
        say: 'ngicela uyibuyise, isekhona ingubo',
        answer: true,
        expect: { status: { 'b7-dress': 'active' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-nd-checkin-thumb',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [SOLAR], before: [{ say: 'Salibonani' }], checkin: 'asked' },
    turns: [
      { say: '👍', answer: true, expect: { status: { 'b7-solar': 'active' }, noSearch: true } },
    ],
  },
  {
    id: 'blind7-mx-checkin-sn-sold',
    lang: 'mixed',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [FIT], before: [{ say: 'hi' }], checkin: 'asked' },
    turns: [
      {
        say: 'Yakatengwa bro, the guy paid cash yesterday',
        answer: true,
        lang: EN_SN,
        expect: { status: { 'b7-fit': 'sold' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-mx-checkin-nd-still',
    lang: 'mixed',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [BED], before: [{ say: 'hello' }], checkin: 'asked' },
    turns: [
      {
        say: 'yebo still available mfethu',
        answer: true,
        lang: EN_ND,
        expect: { status: { 'b7-bed': 'active' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-mx-autopaused-reactivate-sn',
    lang: 'mixed',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [WARDROBE], checkin: 'auto-paused' },
    turns: [
      {
        say: 'reactivate please, wardrobe ichiripo',
        answer: true,
        lang: EN_SN,
        expect: { status: { 'b7-wardrobe': 'active' }, noSearch: true },
      },
    ],
  },
  // ------------------------------------------------------------------------------------------
  // Sellers at a chat draft: Publish / Change / Cancel, and the draft's questions
  {
    id: 'blind7-en-draft-publish-word',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: {
      seller: true,
      draft: 'Hisense 43 inch smart TV, 1 year old, $280 Harare',
      atSummary: true,
    },
    turns: [{ say: 'yes post it', answer: true, expect: { published: /hisense|tv/i } }],
  },
  {
    id: 'blind7-en-draft-publish-number',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: {
      seller: true,
      draft: 'Toyota Vitz 2010 manual, 1.0 engine, $4,200 Bulawayo',
      atSummary: true,
    },
    turns: [{ say: '1', answer: true, expect: { published: /vitz/i } }],
  },
  {
    id: 'blind7-en-draft-cancel-word',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { seller: true, draft: 'Office desk with 3 drawers $65 Gweru', atSummary: true },
    turns: [
      {
        say: 'cancel, changed my mind',
        answer: true,
        expect: { noDraft: true, notPublished: true },
      },
    ],
  },
  {
    id: 'blind7-en-draft-change',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { seller: true, draft: 'iPhone 12 128GB $390 Harare', atSummary: true },
    turns: [{ say: 'change', answer: true, expect: { notPublished: true, noSearch: true } }],
  },
  {
    id: 'blind7-en-draft-town',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { seller: true, draft: 'Selling my Samsung 2 plate gas stove $45' },
    turns: [{ say: 'Kwekwe', answer: true, expect: { draft: { city: 'kwekwe' } } }],
  },
  {
    id: 'blind7-en-draft-town-correction',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { seller: true, draft: 'Brand new 3 piece lounge suite, brown leather, $520' },
    turns: [
      { say: 'Mutare', answer: true, expect: { draft: { city: 'mutare' } } },
      {
        say: 'sorry i meant Gweru',
        answer: true,
        expect: { draft: { city: 'gweru' }, notPublished: true },
      },
    ],
  },
  {
    id: 'blind7-en-draft-price-k',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { seller: true, draft: 'Nissan Note 2012 for sale in Harare, very clean' },
    turns: [{ say: '$3.5k', answer: true, expect: { draft: { price: { amount: 3500 } } } }],
  },
  {
    id: 'blind7-en-draft-make',
    lang: 'en',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { seller: true, draft: 'Car for sale, 2009 model, $3800, Masvingo' },
    turns: [{ say: 'its a mazda', answer: true, expect: { draft: { vehicleBrand: 'mazda' } } }],
  },
  {
    id: 'blind7-sn-draft-publish',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: {
      seller: true,
      draft: 'Ndiri kutengesa sofa remaseater 5, $300, Chitungwiza',
      atSummary: true,
    },
    turns: [{ say: 'hongu iiise', answer: true, expect: { published: /sofa/i } }],
  },
  {
    id: 'blind7-sn-draft-cancel',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: {
      seller: true,
      draft: 'Ndiri kutengesa bhedha rine matiresi $150 kuHarare',
      atSummary: true,
    },
    turns: [
      {
        say: 'kanzurai handichada kuitengesa',
        answer: true,
        expect: { noDraft: true, notPublished: true },
      },
    ],
  },
  {
    id: 'blind7-sn-draft-town',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { seller: true, draft: 'Ndiri kutengesa laptop yeDell core i5, $230' },
    turns: [{ say: 'kuMarondera', answer: true, expect: { draft: { city: 'marondera' } } }],
  },
  {
    id: 'blind7-sn-draft-price',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { seller: true, draft: 'Ndiri kutengesa friji yeLG kuBulawayo' },
    turns: [{ say: '250usd', answer: true, expect: { draft: { price: { amount: 250 } } } }],
  },
  {
    id: 'blind7-sn-draft-number-three',
    lang: 'sn',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: {
      seller: true,
      draft: 'Ndiri kutengesa huku 20 dzemazai $6 imwe kuMasvingo',
      atSummary: true,
    },
    turns: [{ say: '3', answer: true, expect: { noDraft: true, notPublished: true } }],
  },
  {
    id: 'blind7-nd-draft-publish',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: {
      seller: true,
      draft: 'Ngithengisa ifoni yeTecno Spark 10, $110, eBulawayo',
      atSummary: true,
    },
    turns: [{ say: 'yebo yifake', answer: true, expect: { published: /tecno|spark/i } }],
  },
  {
    id: 'blind7-nd-draft-cancel',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { seller: true, draft: 'Ngithengisa itafula lokudlela $90 eGweru', atSummary: true },
    turns: [
      { say: 'yekela, ngiyacima', answer: true, expect: { noDraft: true, notPublished: true } },
    ],
  },
  {
    id: 'blind7-nd-draft-town',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { seller: true, draft: 'Ngithengisa ibhedi elikhulu lomatilasi $170' },
    turns: [{ say: 'ngiseVic Falls', answer: true, expect: { draft: { city: 'victoria_falls' } } }],
  },
  {
    id: 'blind7-nd-draft-price',
    lang: 'nd',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { seller: true, draft: 'Ngithengisa i-Toyota Corolla 2008 eBulawayo' },
    turns: [{ say: 'u$4000', answer: true, expect: { draft: { price: { amount: 4000 } } } }],
  },
  {
    id: 'blind7-mx-draft-publish-okay',
    lang: 'mixed',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: {
      seller: true,
      draft: 'Selling JBL bluetooth speaker $75 Harare, ichiri nyowani',
      atSummary: true,
    },
    turns: [
      { say: 'ok publish iyo', answer: true, lang: EN_SN, expect: { published: /jbl|speaker/i } },
    ],
  },
  {
    id: 'blind7-mx-draft-town-nd',
    lang: 'mixed',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { seller: true, draft: 'Selling microwave oven 20 litre, $55' },
    turns: [
      { say: 'ngise Byo', answer: true, lang: EN_ND, expect: { draft: { city: 'bulawayo' } } },
    ],
  },
  {
    id: 'blind7-mx-checkin-two-bed-sold',
    lang: 'mixed',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [BED, WARDROBE], before: [{ say: 'hi' }], checkin: 'asked' },
    turns: [
      {
        say: 'the bed yakatengwa, wardrobe still there',
        answer: true,
        lang: EN_SN,
        expect: { status: { 'b7-bed': 'sold', 'b7-wardrobe': 'active' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-mx-checkin-nd-sold-week',
    lang: 'mixed',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [TABLE], before: [{ say: 'hello' }], checkin: 'asked' },
    turns: [
      {
        say: 'sold ngesonto eledlule',
        answer: true,
        lang: EN_ND,
        expect: { status: { 'b7-table': 'sold' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-mx-checkin-pause-number',
    lang: 'mixed',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [SOLAR], before: [{ say: 'hi' }], checkin: 'asked' },
    turns: [
      {
        say: '3 please, ndichakuudzai kana yadzoka',
        answer: true,
        lang: EN_SN,
        expect: { status: { 'b7-solar': 'paused' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-mx-autopaused-nd-open',
    lang: 'mixed',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { listings: [HP], checkin: 'auto-paused' },
    turns: [
      {
        say: 'still available, ngicela uyivule futhi',
        answer: true,
        lang: EN_ND,
        expect: { status: { 'b7-hp': 'active' }, noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-mx-draft-cancel-sn',
    lang: 'mixed',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { seller: true, draft: 'Selling Nike Air Force size 9, $45, Harare', atSummary: true },
    turns: [
      {
        say: 'cancel iyo, ndaitengesa kare',
        answer: true,
        lang: EN_SN,
        expect: { noDraft: true, notPublished: true },
      },
    ],
  },
  {
    id: 'blind7-mx-draft-price-nd',
    lang: 'mixed',
    role: 'seller',
    kind: 'answer-to-bot',
    setup: { seller: true, draft: 'Selling Hisense chest freezer 200 litres eBulawayo' },
    turns: [
      {
        say: 'ngu $200 neg',
        answer: true,
        lang: EN_ND,
        expect: { draft: { price: { amount: 200 } } },
      },
    ],
  },
  {
    id: 'blind7-mx-seller-edit-price',
    lang: 'mixed',
    role: 'seller',
    kind: 'greeting-thanks',
    setup: { listings: [TYRES] },
    turns: [
      {
        say: 'how do i change the price, ndoda kuderedza',
        lang: EN_SN,
        expect: { noSearch: true, notPublished: true },
      },
    ],
  },
  // ------------------------------------------------------------------------------------------
  // Buyers at the report reasons, by number and in words
  {
    id: 'blind7-en-report-number-scam',
    lang: 'en',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'samsung phone' },
    turns: [{ say: '1', answer: true, expect: { report: 'scam' } }],
  },
  {
    id: 'blind7-en-report-pay-first-words',
    lang: 'en',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'house to rent in harare' },
    turns: [
      {
        say: 'the guy is asking me to send a deposit on ecocash before i even see the place',
        answer: true,
        expect: { report: 'pay_first' },
      },
    ],
  },
  {
    id: 'blind7-en-report-sold',
    lang: 'en',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'car for sale' },
    turns: [{ say: 'its already sold he told me', answer: true, expect: { report: 'sold' } }],
  },
  {
    id: 'blind7-en-report-wrong-price',
    lang: 'en',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'laptop' },
    turns: [
      {
        say: 'wrong price, he says its actually 600',
        answer: true,
        expect: { report: 'wrong_details' },
      },
    ],
  },
  {
    id: 'blind7-sn-report-hutsotsi',
    lang: 'sn',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'ndiri kutsvaga phone' },
    turns: [{ say: 'uyu imbavha, hutsotsi chaihwo', answer: true, expect: { report: 'scam' } }],
  },
  {
    id: 'blind7-sn-report-number-four',
    lang: 'sn',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'ndiri kutsvaga mota' },
    turns: [{ say: '4', answer: true, expect: { report: 'sold' } }],
  },
  {
    id: 'blind7-sn-report-pay-first',
    lang: 'sn',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'ndiri kutsvaga imba yekurenda kuHarare' },
    turns: [
      {
        say: 'ari kuda kuti ndimutumire mari kutanga',
        answer: true,
        expect: { report: 'pay_first' },
      },
    ],
  },
  {
    id: 'blind7-nd-report-number-six',
    lang: 'nd',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'ngidinga ifoni' },
    turns: [{ say: '6', answer: true, expect: { report: 'pay_first' } }],
  },
  {
    id: 'blind7-nd-report-sold',
    lang: 'nd',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'ngidinga imoto' },
    turns: [{ say: 'isithengisiwe kudala', answer: true, expect: { report: 'sold' } }],
  },
  {
    id: 'blind7-nd-report-scam',
    lang: 'nd',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'ngidinga i-laptop' },
    turns: [{ say: 'ngumgebenga lo', answer: true, expect: { report: 'scam' } }],
  },
  {
    id: 'blind7-mx-report-fake',
    lang: 'mixed',
    role: 'buyer',
    kind: 'answer-to-bot',
    setup: { report: 'tv' },
    turns: [
      { say: 'scam iyi, fake pictures', answer: true, lang: EN_SN, expect: { report: 'scam' } },
    ],
  },
  // ------------------------------------------------------------------------------------------
  // Buyers picking a result by its number
  {
    id: 'blind7-en-result-number',
    lang: 'en',
    role: 'buyer',
    kind: 'answer-to-bot',
    turns: [
      { say: 'phones under $150', expect: { only: ['electronics/phone'], says: /phone/i } },
      { say: '2', answer: true, expect: { says: LINK, noSearch: true } },
    ],
  },
  {
    id: 'blind7-en-result-number-sentence',
    lang: 'en',
    role: 'buyer',
    kind: 'answer-to-bot',
    turns: [
      { say: 'cars for sale in harare', expect: { only: ['vehicle'], says: /car|harare/i } },
      { say: 'show me number 1 please', answer: true, expect: { says: LINK, noSearch: true } },
    ],
  },
  {
    id: 'blind7-sn-result-number',
    lang: 'sn',
    role: 'buyer',
    kind: 'answer-to-bot',
    turns: [
      {
        say: 'ndiri kutsvaga mafenicha emulounge',
        expect: { only: ['furniture'] },
      },
      { say: '1', answer: true, expect: { says: LINK, noSearch: true } },
    ],
  },
  {
    id: 'blind7-sn-result-number-word',
    lang: 'sn',
    role: 'buyer',
    kind: 'answer-to-bot',
    turns: [
      { say: 'ndiri kutsvaga laptop', expect: { only: ['electronics/laptop'], says: /laptop/i } },
      { say: 'ndiratidzei ye 2', answer: true, expect: { says: LINK, noSearch: true } },
    ],
  },
  {
    id: 'blind7-nd-result-number',
    lang: 'nd',
    role: 'buyer',
    kind: 'answer-to-bot',
    turns: [
      { say: 'ngidinga indlu yokuqatsha eBulawayo', expect: { only: ['real_estate'] } },
      { say: '1', answer: true, expect: { says: LINK, noSearch: true } },
    ],
  },
  {
    id: 'blind7-nd-result-number-word',
    lang: 'nd',
    role: 'buyer',
    kind: 'answer-to-bot',
    turns: [
      { say: 'ngifuna ifoni', expect: { only: ['electronics/phone'] } },
      { say: 'ngicela ngibone eye-3', answer: true, expect: { says: LINK, noSearch: true } },
    ],
  },
  {
    id: 'blind7-mx-result-number',
    lang: 'mixed',
    role: 'buyer',
    kind: 'answer-to-bot',
    turns: [
      { say: 'ndiri kutsvaga TV ye 32 inch', lang: EN_SN, expect: { only: ['electronics/tv'] } },
      { say: 'number 1 iyoyo', answer: true, lang: EN_SN, expect: { says: LINK, noSearch: true } },
    ],
  },
  // ------------------------------------------------------------------------------------------
  // Opt-outs: STOP and its kin, with a saved alert or a check-in waiting; STOP then START
  {
    id: 'blind7-en-stop-alert-plain',
    lang: 'en',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'laptop in harare' },
    turns: [{ say: 'STOP', optOut: true, expect: { noSearch: true, says: /start/i } }],
    after: { noAlertFor: NEW_LAPTOP },
  },
  {
    id: 'blind7-en-stop-alert-sentence',
    lang: 'en',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'house to rent in harare' },
    turns: [
      {
        say: 'please stop sending me these messages',
        optOut: true,
        expect: { noSearch: true, says: /start/i },
      },
    ],
    after: { noAlertFor: NEW_HOUSE },
  },
  {
    id: 'blind7-en-unsubscribe',
    lang: 'en',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'honda fit' },
    turns: [{ say: 'Unsubscribe', optOut: true, expect: { noSearch: true, says: /start/i } }],
    after: { noAlertFor: NEW_FIT },
  },
  {
    id: 'blind7-en-stop-checkin',
    lang: 'en',
    role: 'seller',
    kind: 'opt-out',
    setup: { listings: [TABLE], before: [{ say: 'hi' }], checkin: 'asked' },
    turns: [{ say: 'stop', optOut: true, expect: { noSearch: true, says: /start/i } }],
    after: { sweep: true, noCheckin: true, status: { 'b7-table': 'active' } },
  },
  {
    id: 'blind7-en-stop-caps-checkin',
    lang: 'en',
    role: 'seller',
    kind: 'opt-out',
    setup: { listings: [TYRES], before: [{ say: 'hello' }], checkin: 'asked' },
    turns: [{ say: 'STOP!!', optOut: true, expect: { noSearch: true, says: /start/i } }],
    after: { sweep: true, noCheckin: true, status: { 'b7-tyres': 'active' } },
  },
  {
    id: 'blind7-en-stop-then-start',
    lang: 'en',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'samsung tv' },
    turns: [
      { say: 'stop', optOut: true, expect: { noSearch: true, says: /start/i } },
      { say: 'START', expect: { noSearch: true } },
    ],
  },
  {
    id: 'blind7-en-stop-all-two-waiting',
    lang: 'en',
    role: 'seller',
    kind: 'opt-out',
    setup: { listings: [SOFA, BED], before: [{ say: 'hi' }], checkin: 'asked' },
    turns: [{ say: 'STOP ALL', optOut: true, expect: { noSearch: true, says: /start/i } }],
    after: { sweep: true, noCheckin: true, status: { 'b7-sofa': 'active', 'b7-bed': 'active' } },
  },
  {
    id: 'blind7-sn-misai-alert',
    lang: 'sn',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'ndiri kutsvaga mbudzi' },
    turns: [{ say: 'misai', optOut: true, expect: { noSearch: true, says: /start/i } }],
    after: { noAlertFor: NEW_GOATS },
  },
  {
    id: 'blind7-sn-musanditumire',
    lang: 'sn',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'ndiri kutsvaga TV' },
    turns: [
      {
        say: 'musanditumire mameseji',
        optOut: true,
        expect: { noSearch: true, says: /start/i },
      },
    ],
    after: { noAlertFor: NEW_TV },
  },
  {
    id: 'blind7-sn-regai-checkin',
    lang: 'sn',
    role: 'seller',
    kind: 'opt-out',
    setup: { listings: [GOATS], before: [{ say: 'Mhoro' }], checkin: 'asked' },
    turns: [{ say: 'Regai', optOut: true, expect: { noSearch: true, says: /start/i } }],
    after: { sweep: true, noCheckin: true, status: { 'b7-goats': 'active' } },
  },
  {
    id: 'blind7-sn-stop-then-start',
    lang: 'sn',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'ndiri kutsvaga friji' },
    turns: [
      { say: 'mira', optOut: true, expect: { noSearch: true, says: /start/i } },
      { say: 'start', lang: ['sn', 'en'], expect: { noSearch: true } },
    ],
  },
  {
    id: 'blind7-sn-stop-caps-checkin',
    lang: 'sn',
    role: 'seller',
    kind: 'opt-out',
    setup: { listings: [ROOM], before: [{ say: 'Mhoro makadini' }], checkin: 'asked' },
    turns: [
      { say: 'STOP', optOut: true, lang: ['sn', 'en'], expect: { noSearch: true, says: /start/i } },
    ],
    after: { sweep: true, noCheckin: true, status: { 'b7-room': 'active' } },
  },
  {
    id: 'blind7-nd-yima-alert',
    lang: 'nd',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'ngidinga i-laptop eHarare' },
    turns: [{ say: 'Yima', optOut: true, expect: { noSearch: true, says: /start/i } }],
    after: { noAlertFor: NEW_LAPTOP },
  },
  {
    id: 'blind7-nd-lingangithumeleli',
    lang: 'nd',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'ngidinga ifriji eHarare' },
    turns: [
      {
        say: 'lingangithumeleli imilayezo',
        optOut: true,
        expect: { noSearch: true, says: /start/i },
      },
    ],
    after: { noAlertFor: NEW_FRIDGE },
  },
  {
    id: 'blind7-nd-ngiyeke-checkin',
    lang: 'nd',
    role: 'seller',
    kind: 'opt-out',
    setup: { listings: [DRESS], before: [{ say: 'Sawubona' }], checkin: 'asked' },
    turns: [{ say: 'ngiyeke', optOut: true, expect: { noSearch: true, says: /start/i } }],
    after: { sweep: true, noCheckin: true, status: { 'b7-dress': 'active' } },
  },
  {
    id: 'blind7-nd-stop-then-start',
    lang: 'nd',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'ngidinga imbuzi' },
    turns: [
      { say: 'yima', optOut: true, expect: { noSearch: true, says: /start/i } },
      { say: 'START', lang: ['nd', 'en'], expect: { noSearch: true } },
    ],
  },
  {
    id: 'blind7-nd-stop-checkin-number',
    lang: 'nd',
    role: 'seller',
    kind: 'opt-out',
    setup: { listings: [HP, PLUMB], before: [{ say: 'Salibonani' }], checkin: 'asked' },
    turns: [
      { say: 'STOP', optOut: true, lang: ['nd', 'en'], expect: { noSearch: true, says: /start/i } },
    ],
    after: { sweep: true, noCheckin: true, status: { 'b7-hp': 'active', 'b7-plumb': 'active' } },
  },
  {
    id: 'blind7-mx-stop-alert',
    lang: 'mixed',
    role: 'buyer',
    kind: 'opt-out',
    setup: { alert: 'samsung tv in bulawayo' },
    turns: [
      {
        say: 'stop plz ndapota',
        optOut: true,
        lang: EN_SN,
        expect: { noSearch: true, says: /start/i },
      },
    ],
    after: { noAlertFor: NEW_TV },
  },
  {
    id: 'blind7-mx-unsubscribe-checkin',
    lang: 'mixed',
    role: 'seller',
    kind: 'opt-out',
    setup: { listings: [BRAIDS], before: [{ say: 'hi' }], checkin: 'asked' },
    turns: [
      { say: 'UNSUBSCRIBE', optOut: true, lang: EN_SN, expect: { noSearch: true, says: /start/i } },
    ],
    after: { sweep: true, noCheckin: true, status: { 'b7-braids': 'active' } },
  },
  {
    id: 'blind7-en-stop-after-search',
    lang: 'en',
    role: 'buyer',
    kind: 'opt-out',
    turns: [
      { say: 'honda fit in bulawayo', expect: { only: ['vehicle'], says: /fit|honda/i } },
      { tap: /alert me|ndiudzei|ngazisa/i, expect: { noSearch: true } },
      { say: 'stop', optOut: true, expect: { noSearch: true, says: /start/i } },
    ],
    after: { noAlertFor: NEW_FIT },
  },
  // ------------------------------------------------------------------------------------------
  // Follow-ups: cheaper, another town, more, the second one, a make, a correction
  {
    id: 'blind7-en-follow-cheaper',
    lang: 'en',
    role: 'buyer',
    kind: 'follow-up',
    turns: [
      {
        say: 'Looking for a fridge in Harare',
        expect: { only: ['electronics/appliances', 'furniture/kitchen'], says: /fridge/i },
      },
      {
        say: 'any cheaper ones?',
        expect: { only: ['electronics/appliances', 'furniture/kitchen'], noFiller: true },
      },
    ],
  },
  {
    id: 'blind7-en-follow-other-town',
    lang: 'en',
    role: 'buyer',
    kind: 'follow-up',
    turns: [
      { say: 'queen size bed harare', expect: { only: ['furniture'], says: /bed/i } },
      {
        say: 'what about in Bulawayo',
        expect: { only: ['furniture'], says: /bulawayo/i, noFiller: true },
      },
    ],
  },
  {
    id: 'blind7-en-follow-more',
    lang: 'en',
    role: 'buyer',
    kind: 'follow-up',
    turns: [
      { say: 'houses to rent', expect: { only: ['real_estate'], says: /house|rent/i } },
      { say: 'more', expect: { only: ['real_estate'], noFiller: true } },
    ],
  },
  {
    id: 'blind7-en-follow-second-one',
    lang: 'en',
    role: 'buyer',
    kind: 'follow-up',
    turns: [
      { say: 'used cars', expect: { only: ['vehicle'], says: /car/i } },
      { say: 'the second one', expect: { says: LINK, noSearch: true } },
    ],
  },
  {
    id: 'blind7-en-follow-make',
    lang: 'en',
    role: 'buyer',
    kind: 'follow-up',
    turns: [
      { say: 'car for sale under 5000', expect: { only: ['vehicle'], says: /car/i } },
      { say: 'toyota only', expect: { only: ['vehicle'], says: /toyota/i, noFiller: true } },
    ],
  },
  {
    id: 'blind7-en-follow-correction-town',
    lang: 'en',
    role: 'buyer',
    kind: 'follow-up',
    turns: [
      { say: 'laptop in mutare', expect: { only: ['electronics/laptop'], says: /laptop/i } },
      {
        say: 'sorry i meant Gweru',
        expect: { only: ['electronics/laptop'], says: /gweru/i, noFiller: true },
      },
    ],
  },
  {
    id: 'blind7-en-follow-budget',
    lang: 'en',
    role: 'buyer',
    kind: 'follow-up',
    turns: [
      {
        say: 'flat to rent in avondale',
        expect: { only: ['real_estate'], says: /flat|apartment|avondale/i },
      },
      { say: 'ok what about for 300', expect: { only: ['real_estate'], noFiller: true } },
    ],
  },
  {
    id: 'blind7-sn-follow-cheaper',
    lang: 'sn',
    role: 'buyer',
    kind: 'follow-up',
    turns: [
      {
        say: 'ndiri kutsvaga mafoni eSamsung',
        expect: { only: ['electronics/phone'], says: /samsung|phone/i },
      },
      { say: 'ko dzakachipa here?', expect: { only: ['electronics/phone'], noFiller: true } },
    ],
  },
  {
    id: 'blind7-sn-follow-other-town',
    lang: 'sn',
    role: 'buyer',
    kind: 'follow-up',
    turns: [
      { say: 'ndiri kutsvaga imba yekurenda kuHarare', expect: { only: ['real_estate'] } },
      {
        say: 'ko kuChitungwiza?',
        expect: { only: ['real_estate'], says: /chitungwiza/i, noFiller: true },
      },
    ],
  },
  {
    id: 'blind7-sn-follow-more',
    lang: 'sn',
    role: 'buyer',
    kind: 'follow-up',
    turns: [
      { say: 'ndirikuda mota', expect: { only: ['vehicle'] } },
      { say: 'ndiratidzei dzimwe', expect: { only: ['vehicle'], noFiller: true } },
    ],
  },
  {
    id: 'blind7-sn-follow-second',
    lang: 'sn',
    role: 'buyer',
    kind: 'follow-up',
    turns: [
      { say: 'ndiri kutsvaga sofa', expect: { only: ['furniture'], says: /sofa|couch|lounge/i } },
      { say: 'yechipiri iya', expect: { says: LINK, noSearch: true } },
    ],
  },
  {
    id: 'blind7-sn-follow-budget',
    lang: 'sn',
    role: 'buyer',
    kind: 'follow-up',
    turns: [
      {
        say: 'ndiri kutsvaga laptop kuHarare',
        expect: { only: ['electronics/laptop'], says: /laptop/i },
      },
      { say: 'dziri pasi pe $200', expect: { only: ['electronics/laptop'], noFiller: true } },
    ],
  },
  {
    id: 'blind7-nd-follow-cheaper',
    lang: 'nd',
    role: 'buyer',
    kind: 'follow-up',
    turns: [
      {
        say: 'ngidinga ifriji eBulawayo',
        expect: { only: ['electronics/appliances', 'furniture/kitchen'] },
      },
      {
        say: 'ezitshiphileyo zikhona yini?',
        expect: { only: ['electronics/appliances', 'furniture/kitchen'], noFiller: true },
      },
    ],
  },
  {
    id: 'blind7-nd-follow-other-town',
    lang: 'nd',
    role: 'buyer',
    kind: 'follow-up',
    turns: [
      { say: 'ngifuna imoto eBulawayo', expect: { only: ['vehicle'] } },
      { say: 'kuthiwani eGweru?', expect: { only: ['vehicle'], says: /gweru/i, noFiller: true } },
    ],
  },
  {
    id: 'blind7-nd-follow-more',
    lang: 'nd',
    role: 'buyer',
    kind: 'follow-up',
    turns: [
      { say: 'ngidinga indlu yokuqatsha', expect: { only: ['real_estate'] } },
      { say: 'ngicela ezinye', expect: { only: ['real_estate'], noFiller: true } },
    ],
  },
  {
    id: 'blind7-nd-follow-make',
    lang: 'nd',
    role: 'buyer',
    kind: 'follow-up',
    turns: [
      { say: 'ngifuna ifoni engaphansi kwe $150', expect: { only: ['electronics/phone'] } },
      {
        say: 'eye-Itel kuphela',
        expect: { only: ['electronics/phone'], says: /itel/i, noFiller: true },
      },
    ],
  },
  {
    id: 'blind7-nd-follow-budget',
    lang: 'nd',
    role: 'buyer',
    kind: 'follow-up',
    turns: [
      { say: 'ngidinga isofa', expect: { only: ['furniture'], says: /sofa|couch|lounge/i } },
      { say: 'ngaphansi kwe $200', expect: { only: ['furniture'], noFiller: true } },
    ],
  },
  {
    id: 'blind7-mx-follow-cheaper',
    lang: 'mixed',
    role: 'buyer',
    kind: 'follow-up',
    turns: [
      { say: 'ndiri kutsvaga TV yakanaka', lang: EN_SN, expect: { only: ['electronics/tv'] } },
      {
        say: 'ko cheaper ones?',
        lang: EN_SN,
        expect: { only: ['electronics/tv'], noFiller: true },
      },
    ],
  },
  {
    id: 'blind7-mx-follow-town-nd',
    lang: 'mixed',
    role: 'buyer',
    kind: 'follow-up',
    turns: [
      {
        say: 'looking for a plumber eBulawayo',
        lang: EN_ND,
        expect: { only: ['home_services/plumber', 'construction/plumbing'], says: /plumb/i },
      },
      {
        say: 'what about eGwanda',
        lang: EN_ND,
        expect: { only: ['home_services/plumber', 'construction/plumbing'], noFiller: true },
      },
    ],
  },
  {
    id: 'blind7-mx-follow-more',
    lang: 'mixed',
    role: 'buyer',
    kind: 'follow-up',
    turns: [
      { say: 'phones ziri pasi pe $100', lang: EN_SN, expect: { only: ['electronics/phone'] } },
      { say: 'more please', lang: EN_SN, expect: { only: ['electronics/phone'], noFiller: true } },
    ],
  },
  // ------------------------------------------------------------------------------------------
  // Searches: typos, slang, price limits, polite openings, negations, things not on offer
  {
    id: 'blind7-en-search-polite',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'Good morning sir, I am looking for a 2 bedroomed house to rent, budget $350 per month',
        expect: { only: ['real_estate'], says: /house|bedroom|rent/i },
      },
    ],
  },
  {
    id: 'blind7-en-search-typo-fone',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'samsang fone 4 sale',
        expect: { only: ['electronics/phone'], says: /samsung|phone/i },
      },
    ],
  },
  {
    id: 'blind7-en-search-price-k',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      { say: 'honda fit not more than $4.5k', expect: { only: ['vehicle'], says: /fit|honda/i } },
    ],
  },
  {
    id: 'blind7-en-search-caps',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'NEED A PLUMBER URGENTLY GEYSER IS LEAKING',
        expect: { only: ['home_services/plumber', 'construction/plumbing'], says: /plumb/i },
      },
    ],
  },
  {
    id: 'blind7-en-search-usd',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'laptop 250usd', expect: { only: ['electronics/laptop'], says: /laptop/i } }],
  },
  {
    id: 'blind7-en-search-us-dollar',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ps5 us$400',
        expect: { only: ['electronics/gaming'], says: /ps5|playstation|gaming|console/i },
      },
    ],
  },
  {
    id: 'blind7-en-search-negation',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'looking for a small car, not a toyota, cash buyer',
        expect: { only: ['vehicle'], says: /car/i },
      },
    ],
  },
  {
    id: 'blind7-en-search-run-on',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'hey so my daughter is starting at NUST next term and we need a room for her somewhere close by nothing too expensive maybe 100 a month',
        expect: {
          only: ['real_estate', 'accommodation'],
          says: /room|student|accommodation|hostel/i,
        },
      },
    ],
  },
  {
    id: 'blind7-en-search-double',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      { say: 'hi', expect: { noSearch: true } },
      {
        say: 'need someone to do braids',
        expect: { only: ['beauty_personal_care', 'services/beauty'], says: /braid|hair|beauty/i },
      },
    ],
  },
  {
    id: 'blind7-en-search-goats',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'goats for sale', expect: { only: ['grocery_farm'], says: /goat/i } }],
  },
  {
    id: 'blind7-en-search-solar',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'solar installers',
        expect: {
          only: ['energy_services', 'construction/electrical', 'home_services/electrician'],
          says: /solar/i,
        },
      },
    ],
  },
  {
    id: 'blind7-en-search-tutor',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'maths tutor for o level',
        expect: { only: ['education'], says: /tutor|math|lesson/i },
      },
    ],
  },
  {
    id: 'blind7-en-search-tyres',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      { say: 'tyres r15 second hand', expect: { only: ['vehicle_parts'], says: /tyre|tire/i } },
    ],
  },
  {
    id: 'blind7-en-search-nothing-helicopter',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'helicopter for sale', expect: { nothing: /helicopter/i } }],
  },
  {
    id: 'blind7-en-search-nothing-camel',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'where can i buy a camel', expect: { nothing: /camel/i } }],
  },
  {
    id: 'blind7-en-search-car-hire',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'car hire for the weekend',
        expect: { only: ['car_rental'], says: /hire|rent|rental/i },
      },
    ],
  },
  {
    id: 'blind7-en-search-wedding-dress',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'wedding dress to hire',
        expect: { only: ['bridal', 'fashion/womens'], says: /wedding|dress|gown|bridal/i },
      },
    ],
  },
  {
    id: 'blind7-sn-search-imba',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ndiri kutsvaga imba yekurenda ine makamuri maviri',
        expect: { only: ['real_estate'] },
      },
    ],
  },
  {
    id: 'blind7-sn-search-mbudzi',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'pane anotengesa mbudzi here',
        expect: { only: ['grocery_farm'], says: /goat|mbudzi/i },
      },
    ],
  },
  {
    id: 'blind7-sn-search-mota',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'ndoda mota ye$3000 kusvika 4000', expect: { only: ['vehicle'] } }],
  },
  {
    id: 'blind7-sn-search-simende',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ndiri kutsvaga simende',
        expect: { only: ['construction', 'hardware'], says: /cement|simende/i },
      },
    ],
  },
  {
    id: 'blind7-sn-search-mupenda',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ndiri kutsvaga munhu anopenda imba',
        expect: { only: ['home_services/painter', 'construction/renovation'], says: /paint/i },
      },
    ],
  },
  {
    id: 'blind7-sn-search-huku',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ndiri kuda huku dzemazai',
        expect: { only: ['grocery_farm'], says: /chicken|huku|layer|hen/i },
      },
    ],
  },
  {
    id: 'blind7-sn-search-foni-pasi',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [
      { say: 'ndiri kutsvaga foni iri pasi pe $80', expect: { only: ['electronics/phone'] } },
    ],
  },
  {
    id: 'blind7-sn-search-mbatya-dzevana',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'ndiri kutsvaga mbatya dzevana', expect: { only: ['fashion'] } }],
  },
  {
    id: 'blind7-sn-search-nothing',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'ndiri kutsvaga ngamera', expect: { nothing: /ngamera|camel/i } }],
  },
  {
    id: 'blind7-sn-search-bhedha',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [
      { say: 'ndirikutsvaga bhedha re double', expect: { only: ['furniture'], says: /bed/i } },
    ],
  },
  {
    id: 'blind7-sn-search-mechanic',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ndiri kutsvaga makanika wemota',
        expect: {
          only: ['repair_services', 'vehicle_parts', 'services'],
          says: /mechanic|repair|makanika/i,
        },
      },
    ],
  },
  {
    id: 'blind7-nd-search-indlu',
    lang: 'nd',
    role: 'buyer',
    kind: 'search',
    turns: [
      { say: 'ngidinga indlu yokuqatsha elamakamelo amathathu', expect: { only: ['real_estate'] } },
    ],
  },
  {
    id: 'blind7-nd-search-imbuzi',
    lang: 'nd',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ngifuna ukuthenga izimbuzi',
        expect: { only: ['grocery_farm'], says: /goat|mbuzi/i },
      },
    ],
  },
  {
    id: 'blind7-nd-search-imoto-price',
    lang: 'nd',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'ngidinga imoto engaphansi kwe $5000', expect: { only: ['vehicle'] } }],
  },
  {
    id: 'blind7-nd-search-ugesi-welanga',
    lang: 'nd',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ngidinga ugesi welanga',
        expect: {
          only: [
            'energy_services',
            'construction/electrical',
            'home_services/electrician',
            'hardware/electrical',
          ],
          says: /solar|langa/i,
        },
      },
    ],
  },
  {
    id: 'blind7-nd-search-umfundisi',
    lang: 'nd',
    role: 'buyer',
    kind: 'search',
    turns: [
      { say: 'ngidinga umuntu ofundisa abantwana isiNgisi', expect: { only: ['education'] } },
    ],
  },
  {
    id: 'blind7-nd-search-ifoni-itel',
    lang: 'nd',
    role: 'buyer',
    kind: 'search',
    turns: [
      { say: 'ngifuna ifoni ye itel', expect: { only: ['electronics/phone'], says: /itel/i } },
    ],
  },
  {
    id: 'blind7-nd-search-nothing',
    lang: 'nd',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'ngidinga ihelikhoptha', expect: { nothing: /helikhoptha|helicopter/i } }],
  },
  {
    id: 'blind7-nd-search-izicathulo',
    lang: 'nd',
    role: 'buyer',
    kind: 'search',
    turns: [{ say: 'ngidinga izicathulo zesikolo', expect: { only: ['fashion'] } }],
  },
  {
    id: 'blind7-nd-search-ibhedi',
    lang: 'nd',
    role: 'buyer',
    kind: 'search',
    turns: [
      { say: 'kukhona othengisa ibhedi yini', expect: { only: ['furniture'], says: /bed/i } },
    ],
  },
  {
    id: 'blind7-mx-search-sn-laptop',
    lang: 'mixed',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'Ndeipi, any cheap laptops for school?',
        lang: EN_SN,
        expect: { only: ['electronics/laptop'], says: /laptop/i },
      },
    ],
  },
  {
    id: 'blind7-mx-search-nd-car',
    lang: 'mixed',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'Sawubona, I need a car ngaphansi kwe 3k',
        lang: EN_ND,
        expect: { only: ['vehicle'] },
      },
    ],
  },
  {
    id: 'blind7-mx-search-sn-microwave',
    lang: 'mixed',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ndiri kutsvaga microwave cheap cheap',
        lang: EN_SN,
        expect: { only: ['electronics/appliances', 'furniture/kitchen'], says: /microwave/i },
      },
    ],
  },
  {
    id: 'blind7-mx-search-nd-braids',
    lang: 'mixed',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ngidinga someone to plait my hair, knotless',
        lang: EN_ND,
        expect: {
          only: ['beauty_personal_care', 'services/beauty'],
          says: /braid|hair|knotless|plait|beauty/i,
        },
      },
    ],
  },
  {
    id: 'blind7-mx-search-sn-electrician',
    lang: 'mixed',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'pane electrician here anogona kuwira imba',
        lang: EN_SN,
        expect: {
          only: ['home_services/electrician', 'construction/electrical'],
          says: /electric/i,
        },
      },
    ],
  },
  // ------------------------------------------------------------------------------------------
  // Searches by place: Harare and Bulawayo suburbs, small towns
  {
    id: 'blind7-en-place-borrowdale',
    lang: 'en',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'house for rent in borrowdale',
        expect: { only: ['real_estate'], says: /borrowdale|house/i },
      },
    ],
  },
  {
    id: 'blind7-en-place-kuwadzana',
    lang: 'en',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'room to rent kuwadzana extension $80',
        expect: { only: ['real_estate', 'accommodation'], says: /room|kuwadzana/i },
      },
    ],
  },
  {
    id: 'blind7-en-place-byo-suburb',
    lang: 'en',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'cottage to let in Nkulumane Bulawayo',
        expect: { only: ['real_estate', 'accommodation'], says: /bulawayo|cottage|nkulumane/i },
      },
    ],
  },
  {
    id: 'blind7-en-place-vic-falls',
    lang: 'en',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'lodge in vic falls for 2 nights',
        expect: {
          only: ['accommodation', 'real_estate'],
          says: /victoria falls|vic falls|lodge|accommodation/i,
        },
      },
    ],
  },
  {
    id: 'blind7-en-place-chinhoyi',
    lang: 'en',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'stands for sale chinhoyi',
        expect: { only: ['real_estate'], says: /stand|land|chinhoyi/i },
      },
    ],
  },
  {
    id: 'blind7-en-place-msasa',
    lang: 'en',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'warehouse space in msasa',
        expect: { only: ['real_estate'], says: /msasa|warehouse|industrial|storage/i },
      },
    ],
  },
  {
    id: 'blind7-sn-place-budiriro',
    lang: 'sn',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'ndiri kutsvaga rumu kuBudiriro',
        expect: { only: ['real_estate', 'accommodation'], says: /budiriro|room/i },
      },
    ],
  },
  {
    id: 'blind7-sn-place-rusape',
    lang: 'sn',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'ndiri kutsvaga mombe kuRusape',
        expect: { only: ['grocery_farm'], says: /rusape|cattle|cow|mombe/i },
      },
    ],
  },
  {
    id: 'blind7-sn-place-glen-view',
    lang: 'sn',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'ndiri kutsvaga imba yekurenda kuGlen View',
        expect: { only: ['real_estate'], says: /glen view|house/i },
      },
    ],
  },
  {
    id: 'blind7-sn-place-bindura',
    lang: 'sn',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'ndiri kutsvaga plumber kuBindura',
        expect: { only: ['home_services/plumber', 'construction/plumbing'], says: /plumb/i },
      },
    ],
  },
  {
    id: 'blind7-nd-place-cowdray',
    lang: 'nd',
    role: 'buyer',
    kind: 'place',
    turns: [{ say: 'ngidinga indlu yokuqatsha eCowdray Park', expect: { only: ['real_estate'] } }],
  },
  {
    id: 'blind7-nd-place-hwange',
    lang: 'nd',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'ngifuna ifriji eHwange',
        expect: { only: ['electronics/appliances', 'furniture/kitchen'], says: /fridge|friji/i },
      },
    ],
  },
  {
    id: 'blind7-nd-place-gwanda',
    lang: 'nd',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'ngidinga umakhenikha eGwanda',
        expect: {
          only: ['repair_services', 'vehicle_parts', 'services'],
          says: /gwanda|mechanic|repair/i,
        },
      },
    ],
  },
  {
    id: 'blind7-nd-place-famona',
    lang: 'nd',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'ngidinga ikamelo eFamona',
        expect: { only: ['real_estate', 'accommodation'], says: /room|famona|bulawayo/i },
      },
    ],
  },
  {
    id: 'blind7-mx-place-mbare',
    lang: 'mixed',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'tomatoes in bulk kuMbare musika',
        lang: EN_SN,
        expect: { only: ['grocery_farm'], says: /tomato/i },
      },
    ],
  },
  {
    id: 'blind7-mx-place-beitbridge',
    lang: 'mixed',
    role: 'buyer',
    kind: 'place',
    turns: [
      {
        say: 'truck yokuthwala impahla from Beitbridge',
        lang: EN_ND,
        expect: {
          only: ['car_rental', 'services/logistics', 'vehicle'],
          says: /truck|transport|logistic|moving/i,
        },
      },
    ],
  },
  {
    id: 'blind7-en-search-bond',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'blender for 30 bond',
        expect: {
          only: ['electronics/appliances', 'furniture/kitchen', 'home_garden'],
          says: /blender/i,
        },
      },
    ],
  },
  {
    id: 'blind7-en-search-rand',
    lang: 'en',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'sneakers size 8 around R500',
        expect: { only: ['fashion'], says: /sneaker|shoe|takkie/i },
      },
    ],
  },
  {
    id: 'blind7-sn-search-zig',
    lang: 'sn',
    role: 'buyer',
    kind: 'search',
    turns: [
      {
        say: 'ndiri kutsvaga mealie meal ndine 200 ZiG',
        expect: { only: ['grocery_farm'], says: /mealie|maize|meal/i },
      },
    ],
  },
  // ------------------------------------------------------------------------------------------
  // Relevance: the thing asked for, not a near word
  {
    id: 'blind7-en-rel-phone-cover',
    lang: 'en',
    role: 'buyer',
    kind: 'relevance',
    turns: [
      {
        say: 'iphone 11 cover',
        expect: { only: ['electronics/accessories', 'electronics/phone'], says: /cover|case/i },
      },
    ],
  },
  {
    id: 'blind7-en-rel-tv-stand',
    lang: 'en',
    role: 'buyer',
    kind: 'relevance',
    turns: [{ say: 'tv stand', expect: { only: ['furniture'], says: /stand/i } }],
  },
  {
    id: 'blind7-en-rel-phone-repair',
    lang: 'en',
    role: 'buyer',
    kind: 'relevance',
    turns: [
      {
        say: 'someone to fix my cracked phone screen',
        expect: { only: ['repair_services', 'services/it'], says: /repair|fix|screen/i },
      },
    ],
  },
  {
    id: 'blind7-en-rel-house-cleaning',
    lang: 'en',
    role: 'buyer',
    kind: 'relevance',
    turns: [
      {
        say: 'house cleaning services',
        expect: { only: ['home_services/cleaner', 'services/cleaning'], says: /clean/i },
      },
    ],
  },
  {
    id: 'blind7-en-rel-chicken-feed',
    lang: 'en',
    role: 'buyer',
    kind: 'relevance',
    turns: [
      {
        say: 'chicken feed layers mash',
        expect: { only: ['grocery_farm/feed'], says: /feed|mash/i },
      },
    ],
  },
  {
    id: 'blind7-en-rel-laptop-bag',
    lang: 'en',
    role: 'buyer',
    kind: 'relevance',
    turns: [
      {
        say: 'laptop bag',
        expect: { only: ['fashion/bags', 'electronics/accessories'], says: /bag/i },
      },
    ],
  },
  {
    id: 'blind7-en-rel-car-radio',
    lang: 'en',
    role: 'buyer',
    kind: 'relevance',
    turns: [
      {
        say: 'car radio with bluetooth',
        expect: { only: ['vehicle_parts', 'electronics/audio'], says: /radio|stereo/i },
      },
    ],
  },
  {
    id: 'blind7-sn-rel-fridge-repair',
    lang: 'sn',
    role: 'buyer',
    kind: 'relevance',
    turns: [
      {
        say: 'ndiri kutsvaga munhu anogadzira friji',
        expect: {
          only: ['repair_services', 'home_services/ac_repair'],
          says: /repair|fridge|friji/i,
        },
      },
    ],
  },
  {
    id: 'blind7-sn-rel-hembe-varume',
    lang: 'sn',
    role: 'buyer',
    kind: 'relevance',
    turns: [{ say: 'ndiri kutsvaga hembe dzevarume', expect: { only: ['fashion/mens'] } }],
  },
  {
    id: 'blind7-sn-rel-school-uniform',
    lang: 'sn',
    role: 'buyer',
    kind: 'relevance',
    turns: [
      { say: 'ndiri kutsvaga yunifomu yechikoro', expect: { only: ['fashion'], says: /uniform/i } },
    ],
  },
  {
    id: 'blind7-nd-rel-hats-women',
    lang: 'nd',
    role: 'buyer',
    kind: 'relevance',
    turns: [{ say: 'ngidinga izigqoko zabesifazana', expect: { only: ['fashion'] } }],
  },
  {
    id: 'blind7-nd-rel-olungisa-ifriji',
    lang: 'nd',
    role: 'buyer',
    kind: 'relevance',
    turns: [
      {
        say: 'ngidinga olungisa ifriji',
        expect: { only: ['repair_services', 'home_services/ac_repair'] },
      },
    ],
  },
  {
    id: 'blind7-nd-rel-goat-meat',
    lang: 'nd',
    role: 'buyer',
    kind: 'relevance',
    turns: [
      {
        say: 'ngidinga inyama yembuzi',
        expect: { only: ['grocery_farm/meat', 'restaurant', 'catering'] },
      },
    ],
  },
  {
    id: 'blind7-mx-rel-2bed-house',
    lang: 'mixed',
    role: 'buyer',
    kind: 'relevance',
    turns: [
      {
        say: '2 bed house yekurenda',
        lang: EN_SN,
        expect: { only: ['real_estate'], says: /house/i },
      },
    ],
  },
  {
    id: 'blind7-mx-rel-bakkie',
    lang: 'mixed',
    role: 'buyer',
    kind: 'relevance',
    turns: [{ say: 'ngifuna ibakkie, single cab', lang: EN_ND, expect: { only: ['vehicle'] } }],
  },
  // ------------------------------------------------------------------------------------------
  // Greetings, thanks, small talk and questions about the marketplace
  {
    id: 'blind7-en-greet-howfar',
    lang: 'en',
    role: 'buyer',
    kind: 'greeting-thanks',
    turns: [{ say: 'Hello how are you doing today', expect: { noSearch: true } }],
  },
  {
    id: 'blind7-en-is-it-free',
    lang: 'en',
    role: 'buyer',
    kind: 'greeting-thanks',
    turns: [
      {
        say: 'is it free to put my stuff on here or do u charge',
        expect: { noSearch: true, says: /free/i },
      },
    ],
  },
  {
    id: 'blind7-en-how-sell',
    lang: 'en',
    role: 'buyer',
    kind: 'greeting-thanks',
    turns: [
      {
        say: 'how do i sell my things on this platform?',
        expect: { noSearch: true, says: /login/i },
      },
    ],
  },
  {
    id: 'blind7-en-delete-listing',
    lang: 'en',
    role: 'seller',
    kind: 'greeting-thanks',
    setup: { listings: [SOFA] },
    turns: [
      {
        say: 'how do I remove my listing, the sofa is gone',
        expect: { noSearch: true, notPublished: true },
      },
    ],
  },
  {
    id: 'blind7-en-scam-question',
    lang: 'en',
    role: 'buyer',
    kind: 'greeting-thanks',
    turns: [
      {
        say: 'is this legit or a scam? how do i know the sellers are real',
        expect: { noSearch: true },
      },
    ],
  },
  {
    id: 'blind7-en-thanks-after-search',
    lang: 'en',
    role: 'buyer',
    kind: 'greeting-thanks',
    turns: [
      { say: 'gas stove 2 plate', expect: { says: /stove|gas/i } },
      {
        say: 'ok thanks a lot, will check them out 🙏',
        expect: { noSearch: true, noFiller: true },
      },
    ],
  },
  {
    id: 'blind7-sn-greet',
    lang: 'sn',
    role: 'buyer',
    kind: 'greeting-thanks',
    turns: [{ say: 'Mhoro makadii henyu', expect: { noSearch: true } }],
  },
  {
    id: 'blind7-sn-free',
    lang: 'sn',
    role: 'buyer',
    kind: 'greeting-thanks',
    turns: [{ say: 'kuisa zvinhu pano kunobhadharwa here?', expect: { noSearch: true } }],
  },
  {
    id: 'blind7-sn-thanks',
    lang: 'sn',
    role: 'buyer',
    kind: 'greeting-thanks',
    turns: [
      { say: 'ndiri kutsvaga tafura', expect: { only: ['furniture'] } },
      { say: 'maita basa zvikuru', expect: { noSearch: true } },
    ],
  },
  {
    id: 'blind7-sn-delivery',
    lang: 'sn',
    role: 'buyer',
    kind: 'greeting-thanks',
    turns: [{ say: 'munoendesa zvinhu kuMutare here?', expect: { noSearch: true } }],
  },
  {
    id: 'blind7-nd-greet',
    lang: 'nd',
    role: 'buyer',
    kind: 'greeting-thanks',
    turns: [{ say: 'Salibonani, linjani', expect: { noSearch: true } }],
  },
  {
    id: 'blind7-nd-how-sell',
    lang: 'nd',
    role: 'buyer',
    kind: 'greeting-thanks',
    turns: [
      {
        say: 'ngingathengisa njani izinto zami lapha?',
        expect: { noSearch: true, says: /login/i },
      },
    ],
  },
  {
    id: 'blind7-nd-thanks',
    lang: 'nd',
    role: 'buyer',
    kind: 'greeting-thanks',
    turns: [
      { say: 'ngidinga ifoni', expect: { only: ['electronics/phone'] } },
      { say: 'ngiyabonga kakhulu', expect: { noSearch: true } },
    ],
  },
  {
    id: 'blind7-nd-real-person',
    lang: 'nd',
    role: 'buyer',
    kind: 'greeting-thanks',
    turns: [{ say: 'ngikhuluma lomuntu yini kumbe yimetshini?', expect: { noSearch: true } }],
  },
  {
    id: 'blind7-mx-greet-sn',
    lang: 'mixed',
    role: 'buyer',
    kind: 'greeting-thanks',
    turns: [{ say: 'Hie, ndeipi boss', lang: EN_SN, expect: { noSearch: true } }],
  },
  // ------------------------------------------------------------------------------------------
  // Language switching within a conversation
  {
    id: 'blind7-en-lang-to-sn',
    lang: 'en',
    role: 'buyer',
    kind: 'language',
    turns: [
      { say: 'looking for a bed', expect: { only: ['furniture'], says: /bed/i } },
      { say: 'ndiri kutsvaga sofa zvakare', lang: 'sn', expect: { only: ['furniture'] } },
    ],
  },
  {
    id: 'blind7-en-lang-to-nd',
    lang: 'en',
    role: 'buyer',
    kind: 'language',
    turns: [
      { say: 'hello', expect: { noSearch: true } },
      {
        say: 'ngidinga ifriji',
        lang: 'nd',
        expect: { only: ['electronics/appliances', 'furniture/kitchen'] },
      },
    ],
  },
  {
    id: 'blind7-sn-lang-to-en',
    lang: 'sn',
    role: 'buyer',
    kind: 'language',
    turns: [
      { say: 'Mhoro', expect: { noSearch: true } },
      {
        say: 'I am looking for a laptop please',
        lang: 'en',
        expect: { only: ['electronics/laptop'], says: /laptop/i },
      },
    ],
  },
  {
    id: 'blind7-sn-lang-keeps',
    lang: 'sn',
    role: 'buyer',
    kind: 'language',
    turns: [
      { say: 'ndiri kutsvaga mota', expect: { only: ['vehicle'] } },
      { say: 'Honda Fit', expect: { only: ['vehicle'], says: /fit|honda/i } },
    ],
  },
  {
    id: 'blind7-nd-lang-to-en',
    lang: 'nd',
    role: 'buyer',
    kind: 'language',
    turns: [
      { say: 'Sawubona', expect: { noSearch: true } },
      {
        say: 'do you have any phones under 100',
        lang: 'en',
        expect: { only: ['electronics/phone'], says: /phone/i },
      },
    ],
  },
  {
    id: 'blind7-nd-lang-keeps',
    lang: 'nd',
    role: 'buyer',
    kind: 'language',
    turns: [
      { say: 'ngidinga indlu yokuqatsha', expect: { only: ['real_estate'] } },
      { say: '$300', expect: { only: ['real_estate'] } },
    ],
  },
  {
    id: 'blind7-nd-lang-to-sn',
    lang: 'nd',
    role: 'buyer',
    kind: 'language',
    turns: [
      { say: 'ngidinga isofa', expect: { only: ['furniture'] } },
      { say: 'ndiri kutsvaga bhedha', lang: 'sn', expect: { only: ['furniture'], says: /bed/i } },
    ],
  },
  {
    id: 'blind7-sn-lang-seller-en',
    lang: 'sn',
    role: 'seller',
    kind: 'language',
    setup: { listings: [GOATS], before: [{ say: 'Mhoro' }], checkin: 'asked' },
    turns: [
      {
        say: 'dzichiripo',
        answer: true,
        expect: { status: { 'b7-goats': 'active' }, noSearch: true },
      },
      { say: 'thank you very much', lang: 'en', expect: { noSearch: true } },
    ],
  },
  {
    id: 'blind7-nd-lang-seller-en',
    lang: 'nd',
    role: 'seller',
    kind: 'language',
    setup: { listings: [DRESS], before: [{ say: 'Sawubona' }], checkin: 'asked' },
    turns: [
      {
        say: 'isekhona',
        answer: true,
        expect: { status: { 'b7-dress': 'active' }, noSearch: true },
      },
      { say: 'how many people viewed it?', lang: 'en', expect: { noSearch: true } },
    ],
  },
  {
    id: 'blind7-mx-lang-en-sn-en',
    lang: 'mixed',
    role: 'buyer',
    kind: 'language',
    turns: [
      { say: 'solar panels', lang: 'en', expect: { says: /solar/i } },
      { say: 'dziri kuMasvingo here?', lang: 'sn', expect: { says: /masvingo/i, noFiller: true } },
      { say: 'thanks', lang: 'en', expect: { noSearch: true } },
    ],
  },
];
