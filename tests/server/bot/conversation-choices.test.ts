/**
 * What the seventh blind conversation set showed the bot misread, each as a rule of its own: a
 * choice said in a sentence or as an ordinal, 'more' in Shona and Ndebele, a check-in answered
 * with a renewal said not to be wanted or a Shona or Ndebele 'not there any more', a check-in's
 * first clause, a report's reason told at length, a chat draft's correction and 'its a mazda',
 * the accessory of a device, a tutor for children, safety and views questions, courtesy with
 * what follows it; and over the webhook, a short unknown word is not mended two letters away.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkinAnswerOf, withoutNotRenewed } from '@/server/bot/conversation/checkin-words';
import { smallTalk } from '@/server/bot/conversation/intents';
import { marketplaceQuestion } from '@/server/bot/conversation/marketplace-questions';
import { askedForMore, pickedNumber } from '@/server/bot/conversation/picked';
import { applyAnswer } from '@/server/bot/conversation/sell/answers';
import { correction } from '@/server/bot/conversation/sell/turn';
import { typedAnswer } from '@/server/bot/conversation/typed-answer';
import { RuleBasedUnderstanding } from '@/server/discovery/understanding/rules';
import type { AskedQuestion } from '@/server/db/schema';
import { alertWorld, textOf, type AlertWorld } from './alerts-helpers';

describe('a choice said in a sentence', () => {
  for (const [words, n] of [
    ['show me number 1 please', 1],
    ['number 1 iyoyo', 1],
    ['ndiratidzei ye 2', 2],
    ['ngicela ngibone eye-3', 3],
    ['the second one', 2],
    ['yechipiri iya', 2],
    ['eyesibili', 2],
    ['number two', 2],
    ['#4', 4],
    ['one', 1],
  ] as const) {
    it(`"${words}" picks ${n}`, () => expect(pickedNumber(words)).toBe(n));
  }
  for (const words of ['3 bedroom house', 'under 300', 'show me 5 phones', 'no', '0772123456']) {
    it(`"${words}" picks nothing`, () => expect(pickedNumber(words)).toBeNull());
  }
  it('"more" in Shona and Ndebele, never with a thing', () => {
    expect(askedForMore('ndiratidzei dzimwe')).toBe(true);
    expect(askedForMore('ngicela okunye futhi')).toBe(true);
    expect(askedForMore('more phones')).toBe(false);
  });
});

const checkin: AskedQuestion = {
  options: [
    { id: 'checkin:available:c1', title: 'Still available', numbered: true },
    { id: 'checkin:sold:c1', title: 'Sold', numbered: true },
    { id: 'checkin:pause:c1', title: 'Pause', numbered: true },
  ],
};
const report: AskedQuestion = {
  options: ['scam', 'pay_first', 'prohibited', 'wrong_details', 'sold', 'other'].map((r, i) => ({
    id: `report:l1:${r}`,
    title: r,
    numbered: i >= 0,
  })),
};

describe('check-ins and reports in the words people use', () => {
  it('a number set apart before the seller’s own words', () => {
    expect(typedAnswer(checkin, '3 please, ndichakuudzai kana yadzoka')).toEqual({
      kind: 'option',
      id: 'checkin:pause:c1',
    });
    expect(typedAnswer(checkin, '2 people asked about it')).toBeNull();
  });
  it('a long answer whose first clause says it', () => {
    expect(
      typedAnswer(
        checkin,
        'Hi yes the couch is still there, a few people asked about it but nobody came to collect so far',
      ),
    ).toEqual({ kind: 'option', id: 'checkin:available:c1' });
  });
  it('a renewal said not to be wanted is no renewal', () => {
    expect(withoutNotRenewed('no need to reactivate the car was sold')).toBe('the car was sold');
    expect(checkinAnswerOf('no need to reactivate, the car was sold')).toBe('sold');
  });
  it('"not there any more" in Shona and Ndebele is sold', () => {
    expect(checkinAnswerOf('matayi acho haachipo shamwari')).toBe('sold');
    expect(checkinAnswerOf('ifriji ayisekho')).toBe('sold');
    expect(checkinAnswerOf('matayi acho achipo')).toBe('available');
  });
  it('a report told as what happened, and "ngumgebenga"', () => {
    expect(
      typedAnswer(
        report,
        'the guy is asking me to send a deposit on ecocash before i even see the place',
      ),
    ).toEqual({ kind: 'option', id: 'report:l1:pay_first' });
    expect(typedAnswer(report, 'ngumgebenga lo')).toEqual({
      kind: 'option',
      id: 'report:l1:scam',
    });
  });
});

describe('a chat draft answered as sellers say it', () => {
  it('"its a mazda" is the make', () => {
    const fields = { type: 'vehicle', subType: 'car', title: 'Car for sale' };
    expect(applyAnswer(fields, 'vehicleBrand', { text: 'its a mazda' })?.vehicleBrand).toBe(
      'mazda',
    );
  });
  it('"sorry i meant Gweru" corrects the town, whatever is asked now', () => {
    const fields = { type: 'furniture', title: 'Lounge suite', city: 'mutare' };
    expect(correction(fields, 'sorry i meant Gweru')?.city).toBe('gweru');
    expect(correction(fields, 'sorry i meant')).toBeNull();
    expect(correction(fields, 'its sold')).toBeNull();
  });
});

describe('what a search is for', () => {
  const understanding = new RuleBasedUnderstanding();
  const top = (words: string) => understanding.understandSync(words).categories[0];
  it('the accessory of a device, not the device', () => {
    expect(top('iphone 11 cover')).toMatchObject({ type: 'electronics', subType: 'accessories' });
    expect(top('laptop bag')).toMatchObject({ type: 'fashion', subType: 'bags' });
  });
  it('someone who teaches children is a tutor', () => {
    expect(top('ngidinga umuntu ofundisa abantwana isiNgisi')).toMatchObject({
      type: 'education',
    });
  });
});

describe('questions and courtesy, never a search', () => {
  it('safety, views and changing the price are questions to the marketplace', () => {
    expect(marketplaceQuestion('is this legit or a scam? how do i know the sellers are real')).toBe(
      'safety',
    );
    expect(marketplaceQuestion('how many people viewed it?')).toBe('views');
    expect(marketplaceQuestion('how do i change the price, ndoda kuderedza')).toBe('manage');
    expect(marketplaceQuestion('how do i know if the car is still there')).toBeNull();
  });
  it('greetings and thanks with what follows them', () => {
    expect(smallTalk('Hello how are you doing today')).toBe('greeting');
    expect(smallTalk('ok thanks a lot, will check them out 🙏')).toBe('thanks');
    expect(smallTalk('thanks, will check the cars in Gweru')).toBeNull();
  });
});

describe('over the webhook', () => {
  let world: AlertWorld;
  beforeAll(async () => {
    world = await alertWorld('2026-11-29T08:00:00Z');
  });
  afterAll(() => world?.close());
  it('a camel is not mended to a camera', async () => {
    const phone = '263719870001';
    const sent = await world.sentFor(phone, () => world.say(phone, 'where can i buy a camel'));
    const said = sent.map(textOf).join('\n');
    expect(said).toMatch(/camel/i);
    expect(said).not.toMatch(/camera/i);
  });
});
