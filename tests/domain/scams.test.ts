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
];

describe('scam patterns', () => {
  it.each(SCAMS)('finds %j', (text, kind, strength) => {
    expect(strongest(text)).toEqual({ kind, strength });
  });

  it.each(HONEST)('leaves the honest %j alone', (text) => {
    expect(screen(text)).toEqual([]);
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
