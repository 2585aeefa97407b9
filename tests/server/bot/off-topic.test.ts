/**
 * A marketplace bot, not a general assistant: a request for a poem, a joke, a translation or
 * general knowledge gets one line on what the bot does, in the person's language; services people
 * look for (CV writing, a translator) stay searches. Over the signed webhook.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFor } from '@/domain/bot-copy';
import { alertWorld, textOf, type AlertWorld, type Sent } from './alerts-helpers';

let world: AlertWorld;

beforeAll(async () => {
  world = await alertWorld('2026-11-27T08:00:00Z');
});
afterAll(() => world?.close());

const say = (phone: string, words: string) => world.sentFor(phone, () => world.say(phone, words));
const all = (sent: Sent[]) => sent.map(textOf).join('\n');

describe('requests for a general assistant', () => {
  for (const [buyer, words, language] of [
    ['263719700501', 'write me a poem about the rain', 'en'],
    ['263719700502', 'tell me a joke', 'en'],
    ['263719700503', 'what is the capital of France?', 'en'],
    ['263719700504', 'are you chatgpt', 'en'],
    ['263719700505', 'ndinoda kuti mundinyorerei nhetembo', 'sn'],
    ['263719700506', 'ngicela ungibhalele inkondlo', 'nd'],
  ] as const) {
    it(`"${words}" gets one line on what the bot does, in its language`, async () => {
      expect((await say(buyer, words)).map(textOf)).toEqual([copyFor(language).offTopic]);
    });
  }

  it('leaves services people look for as searches: CV writing, a translator', async () => {
    for (const words of ['cv writing in Harare', 'translator in Bulawayo']) {
      const answer = await say('263719700507', words);
      expect(all(answer)).not.toContain(copyFor('en').offTopic);
      expect(answer.length).toBeGreaterThan(0);
    }
  });
});
