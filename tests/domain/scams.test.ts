import { describe, expect, it } from 'vitest';
import { addedScams, screenScams, type ScamKind } from '@/domain/moderation/scams';

const SELLER = ['263771234567', '0712 345 678'];
const screen = (description: string, title = 'A listing') =>
  screenScams({ title, description }, SELLER);
const strongest = (description: string) => {
  const matches = screen(description);
  return matches[0] ? { kind: matches[0].kind, strength: matches[0].strength } : null;
};

// [text, kind, strength]: each pattern in English, Shona and Ndebele.
const SCAMS: [string, ScamKind, 'strong' | 'weak'][] = [
  ['Pay a deposit of $100 before viewing to secure the cottage.', 'pay_before_viewing', 'strong'],
  ['Tumirai dhipoziti ye$50 musati maona imba.', 'pay_before_viewing', 'strong'],
  ['Thumela idiphozithi engu $50 ungakayiboni indlu.', 'pay_before_viewing', 'strong'],
  ['Send $20 viewing fee on EcoCash and I send the address.', 'pay_before_viewing', 'strong'],
  ['Bhadharai mari yekuona $10 pa EcoCash.', 'pay_before_viewing', 'strong'],
  ['Bhadala imali yokubona engu $10 nge EcoCash.', 'pay_before_viewing', 'strong'],
  ['Pay $100 reservation fee on EcoCash and it is yours.', 'reservation_fee', 'strong'],
  ['Bhadharai $50 kureserva motokari.', 'reservation_fee', 'strong'],
  ['Thumela imali yokubhuka engu $100.', 'reservation_fee', 'strong'],
  ['Pay the transport fee of $40 first and it is delivered.', 'transport_fee', 'strong'],
  ['Bhadharai mari yekutakura $40 pamberi ndozotumira.', 'transport_fee', 'strong'],
  ['Bhadala imali yokuthutha engu $40 kuqala.', 'transport_fee', 'strong'],
  ['Send the deposit on EcoCash to 0783 555 210.', 'other_number', 'strong'],
  ['Tumirai mari pa EcoCash 0783 555 210.', 'other_number', 'strong'],
  ['Thumela imali nge EcoCash ku +263 78 355 5210.', 'other_number', 'strong'],
  ['You will receive an OTP, share the OTP with our agent.', 'code_request', 'strong'],
  ['Nditumire kodhi yawawana pafoni.', 'code_request', 'strong'],
  ['Ngithumele ikhodi oyithole ku WhatsApp.', 'code_request', 'strong'],
  ['Contact me on Telegram @cheapphones.', 'off_platform', 'weak'],
  ['Ndifonerei pa 0786 321 654.', 'off_platform', 'weak'],
  ['Email me at seller@gmail.com ukuze uthole konke.', 'off_platform', 'weak'],
  ['Deposit $50, pay by EcoCash.', 'pay_before_viewing', 'weak'],
];

const HONEST = [
  'Deposit of one month payable after viewing and signing the lease. Call 0771 234 567.',
  'Dhipoziti inobhadharwa mushure mekuona kotiji.',
  'Idiphozithi ikhokhwa emva kokubona indlu lokusayina.',
  'Never pay anyone before viewing: I show the flat myself.',
  'Transport available at extra cost. EcoCash accepted.',
  'Transport fee depends on distance, pay on delivery.',
  'Class 4 driver with a code 10 licence.',
  'Ndine licence ye class 4 code 10.',
  'EcoCash to my number 0771 234 567 when you collect.',
  'Call me on 0712 345 678 for viewing.',
  'Reserve price $3000, best offer above it takes the car.',
  'Alarm systems with PIN keypads and remote.',
  'Hapana mari inobhadharwa musati maona.',
  'Honda Fit 2010, 2 keys, $4500, EcoCash accepted.',
];

// Money asked first, said the ways sellers say it: before coming to view, "after you pay",
// "first pay", for the keys, holding the thing, transport before the goods move, the code by
// another name, the talk moved to e-mail or a page. [text, kind, strength]
const MONEY_FIRST: [string, ScamKind, 'strong' | 'weak'][] = [
  // Paying before the viewing, the order read (a "dont" later in the sentence negates nothing).
  [
    'To see the flat you first pay $30 deposit, I dont entertain time wasters.',
    'pay_before_viewing',
    'strong',
  ],
  ['Hold the room with $40 before you come to view it.', 'pay_before_viewing', 'strong'],
  ['Viewing is arranged after you pay a $25 commitment deposit.', 'pay_before_viewing', 'strong'],
  ['First you pay $20 then I show you the room.', 'pay_before_viewing', 'strong'],
  ['Bhadharai $30 musati mauya kuzoona imba.', 'pay_before_viewing', 'strong'],
  ['Unotanga wabhadhara $20 wozoenda kunoona stand.', 'pay_before_viewing', 'strong'],
  ['Bhadala $30 ungakafiki ukuzobona indlu.', 'pay_before_viewing', 'strong'],
  ['Bhadala $20 kuqala besengikutshengisa indlu.', 'pay_before_viewing', 'strong'],
  // Money for the keys: the place is never shown.
  [
    'Landlord is abroad, send the rent via Mukuru and my sister gives you the keys.',
    'pay_before_viewing',
    'strong',
  ],
  ['Tumira $50 ndokupa makiyi.', 'pay_before_viewing', 'strong'],
  ['Thumela $50 ngikuphe izikhiye.', 'pay_before_viewing', 'strong'],
  // Holding it for the buyer, without the word "reserve"; the first to pay takes it.
  ['EcoCash $30 and I put your name on it.', 'reservation_fee', 'strong'],
  ['Send $20 and I keep it for u till Saturday.', 'reservation_fee', 'strong'],
  ['$50 commitment fee and the car is yours.', 'reservation_fee', 'strong'],
  ['First to pay $100 gets it.', 'reservation_fee', 'strong'],
  ['Tumira $20 ndikuparkire mota.', 'reservation_fee', 'strong'],
  ['Tumirai $15 kuti ndisaitengesera mumwe.', 'reservation_fee', 'strong'],
  ['Anotanga kutumira $100 ndiye anotora.', 'reservation_fee', 'strong'],
  ['Thumela $20 ngikupakele imota.', 'reservation_fee', 'strong'],
  ['Thumela $15 ukuze ngingayithengiseli omunye.', 'reservation_fee', 'strong'],
  ['Othumela kuqala $100 nguye othola imota.', 'reservation_fee', 'strong'],
  // Transport, customs or shipping before the goods move; "balance when it arrives" clears nothing.
  ['Pay customs $80 first, then the goods are delivered.', 'transport_fee', 'strong'],
  [
    'Transport fee $40 must be paid before the truck leaves, balance when it arrives.',
    'transport_fee',
    'strong',
  ],
  ['Pay the runner $30 for fuel so he brings your fridge.', 'transport_fee', 'weak'],
  ['Bhadharai mari yetransport $35 kutanga.', 'transport_fee', 'strong'],
  [
    'Mari yeshipping $45 itumirwe isati yatumirwa, yasara wobhadhara yasvika.',
    'transport_fee',
    'strong',
  ],
  ['Bhadala i-customs $60 kuqala.', 'transport_fee', 'strong'],
  ['Thumela imali yelori $30 kuqala.', 'transport_fee', 'strong'],
  // The code by another name: the digits, the numbers that will come.
  ['Send me the 6 digits that will come to your phone.', 'code_request', 'strong'],
  ['Ndiudzei kodhi inouya pafoni.', 'code_request', 'strong'],
  ['Nditumirei manhamba 6 achauya.', 'code_request', 'strong'],
  ['Ngicela ungithumelele i-confirmation code oyitholileyo.', 'code_request', 'strong'],
  ['Ngithumelela izinombolo ezi 6 ezizafika.', 'code_request', 'strong'],
  // Off the marketplace: an e-mail address, a Facebook page, Telegram in one word.
  ['Email sales.shop@gmail.com for the price list.', 'off_platform', 'weak'],
  ['Inbox our Facebook page for prices.', 'off_platform', 'weak'],
  ['Ndiwanei patelegram @mafoni.', 'off_platform', 'weak'],
  ['Tumai email ku shop.zw@yahoo.com kuti muwane mitengo.', 'off_platform', 'weak'],
  ['Thumela i-email ku byo.shop@gmail.com uthole intengo.', 'off_platform', 'weak'],
];

// Honest words the rules read as a scam before the order and negation were read: seeing before
// paying, a negated payment, a deposit paid on moving in, layby, apps a phone comes with.
const ORDER_CLEARS = [
  'Come and view the house before you pay anything.',
  'No need to pay anything before viewing, pay when happy.',
  'View the car first, then pay.',
  "Don't pay anyone before viewing.",
  'First come first served, $50, pay on EcoCash, viewing in Avondale.',
  'Classes are small, pay at the first lesson to secure your place.',
  'Deposit is one month, paid when you move in.',
  'Layby: pay a deposit and the rest within 3 months.',
  'Comes with WhatsApp, Telegram and Facebook installed.',
  "Courier at the buyer's cost, pay when you collect.",
  'Inbox me for sizes.',
  'Hapana mari yekuona.',
  'Uyai kuona imba musati mubhadhara chero mari.',
  'Deposit inobhadharwa paunopinda mumba.',
  'Ine WhatsApp, Telegram ne Facebook zvakaiswa kare.',
  'Akukho ukubhadala ungakayiboni indlu.',
  'Bona kuqala, khokha ngokwaneliseka.',
  'Idiphozithi ibhadalwa nxa ungena.',
  'Ilama WhatsApp, Telegram le Facebook.',
];

describe('scam patterns', () => {
  it.each(SCAMS)('finds %j', (text, kind, strength) => {
    expect(strongest(text)).toEqual({ kind, strength });
  });

  it.each(HONEST)('leaves the honest %j alone', (text) => {
    expect(screen(text)).toEqual([]);
  });

  it.each(MONEY_FIRST)('reads the money asked first in %j', (text, kind, strength) => {
    expect(strongest(text)).toEqual({ kind, strength });
  });

  it.each(ORDER_CLEARS)('reads the order and the negation in the honest %j', (text) => {
    expect(screen(text)).toEqual([]);
  });

  it('takes back only the words a negation reaches', () => {
    expect(screen("Don't ask for any deposit before viewing.")).toEqual([]);
    expect(screen('No agent fees, no upfront payments, viewing free.')).toEqual([]);
    expect(strongest('No time wasters pay $20 deposit before viewing.')).toEqual({
      kind: 'pay_before_viewing',
      strength: 'strong',
    });
  });

  it('names the order that puts the money first', () => {
    expect(screen('Viewing is arranged after you pay a $25 commitment deposit.')[0]).toMatchObject({
      rule: 'deposit-before-viewing',
      words: ['deposit', 'after', 'viewing'],
    });
    expect(screen('Bhadala $30 ungakafiki ukuzobona indlu.')[0]).toMatchObject({
      rule: 'pay-before-viewing',
      words: ['bhadala', 'ungakafiki', 'ukuzobona'],
    });
  });

  it('names an e-mail address as written', () => {
    expect(screen('Reply via email only: tk.machinery@yahoo.com')).toEqual([
      {
        rule: 'email-address',
        kind: 'off_platform',
        strength: 'weak',
        words: ['tk.machinery@yahoo.com'],
      },
    ]);
  });

  it('names the words that matched', () => {
    const [match] = screen('Pay a deposit of $100 before viewing.');
    expect(match).toMatchObject({ rule: 'deposit-before-viewing', strength: 'strong' });
    expect(match!.words).toEqual(['deposit', 'before', 'viewing']);
  });

  it('names the other number as written', () => {
    const [match] = screen('Send money to 0783 555 210 then I post it.');
    expect(match).toMatchObject({ kind: 'other_number', words: ['send', '0783 555 210'] });
  });

  it('sees through disguises: lookalike letters, accents, leetspeak', () => {
    // Cyrillic е and о, an accent, a zero for o.
    expect(strongest('Pay a dеpоsit bèfore v1ewing')).toEqual({
      kind: 'pay_before_viewing',
      strength: 'strong',
    });
    expect(strongest('Send me the c0de you got')).toEqual({
      kind: 'code_request',
      strength: 'strong',
    });
  });

  it('reads a sentence at a time: words in different sentences do not match together', () => {
    expect(screen('Deposit required. Viewing on Saturday. Pay rent before the 5th.')).toEqual([]);
  });

  it('does not judge numbers when the seller’s own are unknown', () => {
    expect(screenScams({ description: 'Send money to 0783 555 210.' })).toEqual([]);
  });

  it('on an edit, finds only the patterns added', () => {
    const before = { description: 'Contact me on Telegram.' };
    const after = { description: 'Contact me on Telegram. Pay $20 reservation fee now.' };
    expect(addedScams(before, before, SELLER)).toEqual([]);
    expect(addedScams(after, before, SELLER).map((m) => m.kind)).toEqual(['reservation_fee']);
  });
});
