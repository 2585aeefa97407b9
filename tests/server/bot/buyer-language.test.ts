import { describe, expect, it } from 'vitest';
import { demoChat } from './demo-chat';

const { ask } = demoChat();

describe('conversations from the issue, answered in the buyer’s language', () => {
  it('a voice note asking to be called gets a question, never results', async () => {
    const [answer] = await ask('263713888001', 'voice note please call me');
    expect(answer!.message.kind).toBe('text');
    expect(answer!.text).toContain('What are you looking for');
  });

  it('greets in Shona and Ndebele', async () => {
    expect((await ask('263713888002', 'Mhoro'))[0]!.text).toMatch(/^Mhoro! 👋 Muri kutsvaga chii/);
    expect((await ask('263713888003', 'Sawubona'))[0]!.text).toMatch(/^Salibonani! 👋 Lidingani/);
  });

  it('understands a Shona follow-up price and answers in Shona', async () => {
    const phone = '263713888004';
    await ask(phone, 'house to rent in Harare');
    const [answer] = await ask(phone, 'pasi pe $200');
    expect(answer!.message.button).toBe('Onai zvawanikwa');
    expect(answer!.message.header).toContain('pasi pe $200');
  });

  it('a Ndebele request for a fridge repairer is understood', async () => {
    const [answer] = await ask('263713888005', 'Ngidinga umuntu olungisa ifriji eBulawayo');
    expect(answer!.message.button).toBe('Bonani konke');
    expect(answer!.message.header).toMatch(/eBulawayo/);
  });
});
