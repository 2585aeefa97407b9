/**
 * Listing by chat the same ad again: published, and the seller is told after the published line,
 * in their language, that buyers are shown the same ad once.
 */
import { describe, expect, it } from 'vitest';
import { sellCopyFor } from '@/server/bot/conversation/sell/copy';
import { say, sendPhoto, server, tap, textOf, useChatServer } from './chat-seller';

useChatServer();

let seed = 80;

async function publishByChat(phone: string, line: string) {
  await sendPhoto(phone, seed++);
  await say(phone, line);
  return (await tap(phone, 'sell:publish')).map(textOf).join('\n');
}

describe('the same ad listed again by chat', () => {
  it.each([
    ['en', '263771580001', 'Toyota Corolla 2012 $6500 Bulawayo'],
    ['sn', '263771580002', 'ndiri kutengesa Toyota Corolla 2012 $6500 kuBulawayo'],
  ] as const)('publishes it and says it is shown once (%s)', async (language, phone, line) => {
    await server.signInAs(phone);
    const first = await publishByChat(phone, line);
    expect(first).not.toContain(sellCopyFor(language).repeatedAd);
    const again = await publishByChat(phone, line);
    expect(again).toMatch(/^✅/);
    expect(again.endsWith(`\n\n${sellCopyFor(language).repeatedAd}`)).toBe(true);
  });
});
