/**
 * What the eighth blind conversation set showed the bot misread, each as a rule of its own: a
 * long check-in answer read clause by clause (a greeting first, 'nobody bought it' last), every
 * listing answered at once ('zombili zisekhona'), a listing named by a two-letter word ('TV'),
 * an ordinal written with its digit ('the 1st one'), a Shona 'it is not the one' as a report's
 * wrong details, how to reach a seller, and a brand after 'it is' or glued to 'of' in Shona;
 * and from the ninth: Ndebele and Shona opt-outs said as people say them, stop reminders as one
 * clause of a message, and 'how does this work?' or how to sell asked in the three languages.
 */
import { describe, expect, it } from 'vitest';
import { checkinAnswerOf, everyAnswer } from '@/server/bot/conversation/checkin-words';
import { marketplaceQuestion } from '@/server/bot/conversation/marketplace-questions';
import { namedAnswers } from '@/server/bot/conversation/named-checkins';
import { optOutIntent } from '@/server/bot/conversation/opt-out';
import { remindersIntent } from '@/server/bot/checkins/copy';
import { pickedNumber } from '@/server/bot/conversation/picked';
import { applyAnswer } from '@/server/bot/conversation/sell/answers';
import { typedAnswer } from '@/server/bot/conversation/typed-answer';
import { understandOffer } from '@/server/discovery/offer';
import type { AskedQuestion } from '@/server/db/schema';

const checkin: AskedQuestion = {
  options: [
    { id: 'checkin:available:c1', title: 'Still available', numbered: true },
    { id: 'checkin:sold:c1', title: 'Sold', numbered: true },
    { id: 'checkin:pause:c1', title: 'Pause', numbered: true },
  ],
};
const several: AskedQuestion = {
  options: [
    { id: 'checkin:list:available', title: 'Still available', numbered: true },
    { id: 'checkin:list:sold', title: 'Sold', numbered: true },
    { id: 'checkin:list:pause', title: 'Pause', numbered: true },
  ],
};

describe('a long check-in answer, clause by clause', () => {
  for (const [words, id] of [
    [
      'hi yes my brother the sofa is still available, a few people asked but nobody came to collect it yet so its still here',
      'checkin:available:c1',
    ],
    [
      'salibonani, yebo izimbuzi zisekhona zonke, abantu bayabuza kodwa kakho othengileyo',
      'checkin:available:c1',
    ],
    [
      'mhoro, mbudzi dzangu dzatengwa nezuro, mumwe murume akauya akadzitenga dzese',
      'checkin:sold:c1',
    ],
  ] as const) {
    it(`"${words}" is ${id}`, () =>
      expect(typedAnswer(checkin, words)).toEqual({ kind: 'option', id }));
  }
  it('clauses that give two answers give none', () =>
    expect(
      typedAnswer(checkin, 'hello there, the first one was sold but the other one is still here'),
    ).toBeNull());
  it('nobody bought it is not sold, in English and Ndebele', () => {
    expect(checkinAnswerOf('nobody has bought it')).toBe('available');
    expect(checkinAnswerOf('kakho othengileyo')).toBe('available');
  });
});

describe('every listing waiting, at once', () => {
  it('"zombili zisekhona" at a check-in about two listings answers both', () => {
    const answer = typedAnswer(several, 'zombili zisekhona');
    expect(answer).toEqual({ kind: 'option', id: 'checkin:list:available' });
    expect(everyAnswer('checkin:list:available', 'zombili zisekhona')).toBe('available');
    expect(everyAnswer('checkin:list:sold', 'zvose zvatengwa')).toBe('sold');
  });
  it('one of them is not every one', () =>
    expect(everyAnswer('checkin:list:available', 'isekhona')).toBeNull());
});

describe('a listing named by a two-letter word', () => {
  const listings = [
    { checkinId: 'sofa', title: ['shaped', 'corner', 'sofa', 'grey'] },
    { checkinId: 'tv', title: ['hisense', 'inch', 'smart', 'tv'] },
  ];
  it('"sofa yatengeswa, TV ichiri available" answers each', () =>
    expect(namedAnswers('sofa yatengeswa, TV ichiri available', listings)).toEqual([
      { checkinId: 'sofa', action: 'sold' },
      { checkinId: 'tv', action: 'available' },
    ]));
});

describe('a choice, an ordinal with its digit', () => {
  for (const [words, n] of [
    ['show me the 1st one pls', 1],
    ['the 2nd', 2],
    ['3rd one please', 3],
  ] as const) {
    it(`"${words}" picks ${n}`, () => expect(pickedNumber(words)).toBe(n));
  }
  it('"21st" picks nothing', () => expect(pickedNumber('the 21st')).toBeNull());
});

describe("a report's reason: the details are not right", () => {
  const report: AskedQuestion = {
    options: ['scam', 'pay_first', 'prohibited', 'wrong_details', 'sold', 'other'].map((r) => ({
      id: `report:l1:${r}`,
      title: r,
      numbered: true,
    })),
  };
  for (const words of ['mutengo wacho hausi iwo', 'mufananidzo haisi iyo']) {
    it(`"${words}" is wrong details`, () =>
      expect(typedAnswer(report, words)).toEqual({
        kind: 'option',
        id: 'report:l1:wrong_details',
      }));
  }
});

describe('how to reach a seller', () => {
  for (const words of [
    'ngingakhuluma njani lomthengisi?',
    'ndingataura sei ne seller?',
    'ndingataura sei nemutengesi',
    'how do i contact the seller',
    'where is the sellers number',
  ]) {
    it(`"${words}" is the contact question`, () =>
      expect(marketplaceQuestion(words)).toBe('contact'));
  }
  it('a search that names a seller is not', () =>
    expect(marketplaceQuestion('car dealers in harare')).toBeNull());
});

describe("a draft's brand", () => {
  it('"ndeye mazda" at the make question is Mazda', () =>
    expect(
      applyAnswer({ type: 'vehicle', subType: 'car' }, 'vehicleBrand', { text: 'ndeye mazda' }),
    ).toMatchObject({ vehicleBrand: 'mazda' }));
  it('"laptop yeHP" is an HP laptop, the words kept as typed', () => {
    const { fields } = understandOffer('ndiri kutengesa laptop yeHP $280 kuMutare');
    expect(fields).toMatchObject({ type: 'electronics', electronicBrand: 'hp', city: 'mutare' });
    expect(fields.title ?? '').not.toMatch(/ye HP/);
  });
});

describe('what the ninth blind set showed', () => {
  for (const words of [
    'ngiyekeni',
    'ngicela lingabe lisangithumelela imilayezo',
    'i dont want these messages',
    'handichade mameseji',
  ]) {
    it(`"${words}" opts out`, () => expect(optOutIntent(words)?.turn).toBe('stop'));
  }
  it('stop reminders said as one clause of a message stops check-ins', () => {
    expect(remindersIntent('angisafuni ukubuzwa, misa izikhumbuzo')).toEqual({
      turn: 'stop',
      language: 'nd',
    });
    expect(remindersIntent('angisafuni ukubuzwa')?.turn).toBe('stop');
    expect(remindersIntent('misa izikhumbuzo, qalisa izikhumbuzo')).toBeNull();
  });
  for (const [words, question] of [
    ['how does this work?', 'person'],
    ['ndingaise sei chinhu chandiri kutengesa?', 'listing'],
    ['ngingakufaka njani engikuthengisayo?', 'listing'],
    ['ndingaite sei kuti ndi sell something?', 'listing'],
  ] as const) {
    it(`"${words}" is the ${question} question`, () =>
      expect(marketplaceQuestion(words)).toBe(question));
  }
});
