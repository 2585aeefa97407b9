import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { createBot } from '@/server/bot';
import { parseEnv } from '@/server/env';
import { createTestServer, type TestServer } from '../helpers';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({
    env: { PUBLIC_URL: 'https://market.example.co.zw', LOG_LEVEL: 'silent', DEV_CHAT: '1' },
  });
});
afterAll(() => server?.close());

async function chat(from: string, text: string) {
  const res = await server.request('/api/dev/chat', { method: 'POST', body: { from, text } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { replies: { text: string }[] }).replies;
}

function signInMaterial(text: string) {
  const link = /https:\/\/market\.example\.co\.zw\/login\?token=([\w-]+)/.exec(text);
  const code = /code \*(\d{4})\*/.exec(text);
  return { token: link?.[1], code: code?.[1] };
}

describe('sign-in through the bot', () => {
  it('answers Login in any case with a link and a code that sign the seller in', async () => {
    const phone = '263774100200';
    const replies = await chat(phone, '  lOgIn ');
    expect(replies).toHaveLength(1);
    const text = replies[0]!.text;
    expect(text).toContain('last 3 digits of your number (*200*)');
    const { code } = signInMaterial(text);
    expect(code).toMatch(/^\d{4}$/);

    const res = await server.request('/api/users/verify-code', {
      method: 'POST',
      body: { lastThreeDigits: '200', code },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { phone: string }; token: string };
    expect(body.user.phone).toBe(phone);
    expect(body.token).toBeTruthy();
  });

  it('gives a link token that the token-auth call accepts once', async () => {
    const { token } = signInMaterial((await chat('263774100201', 'Login'))[0]!.text);
    expect(token).toBeTruthy();
    const first = await server.request('/api/users/token-auth', { method: 'POST', token });
    expect(first.status).toBe(200);
    const again = await server.request('/api/users/token-auth', { method: 'POST', token });
    expect(again.status).toBe(401);
  });

  it('accepts the number with a plus and spaces as the same phone', async () => {
    const replies = await chat('+263 77 410 0202', 'LOGIN');
    const { code } = signInMaterial(replies[0]!.text);
    const res = await server.request('/api/users/verify-code', {
      method: 'POST',
      body: { lastThreeDigits: '202', code },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { phone: string } }).user.phone).toBe('263774100202');
  });
});

describe('greetings and help', () => {
  it('explains what the bot does and that listing is free', async () => {
    for (const greeting of ['Hi', 'hello!', 'HELP', 'Good morning']) {
      const [reply] = await chat('263774100203', greeting);
      expect(reply!.text).toContain('Looking for a house in Harare');
      expect(reply!.text).toContain('100% free');
      expect(reply!.text).toContain('*Login*');
    }
    // In Shona to a Shona greeting.
    const [shona] = await chat('263774100203', 'Mhoro');
    expect(shona!.text).toContain('Imba yekurenda kuHarare');
    expect(shona!.text).toContain('mahara');
    expect(shona!.text).toContain('*Login*');
  });

  it('asks for a search when more is sent before any', async () => {
    const [reply] = await chat('263774100204', 'more');
    expect(reply!.text).toMatch(/Tell me what you are looking for first/);
  });
});

describe('the development chat route', () => {
  it('refuses a body without a phone or a text', async () => {
    for (const body of [{}, { from: '263774100205' }, { text: 'hi' }, { from: 'abc', text: 'x' }]) {
      const res = await server.request('/api/dev/chat', { method: 'POST', body });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await server.request('/api/dev/chat', { method: 'POST', body: '{"from": ' });
    expect(res.status).toBe(400);
  });

  it('does not exist unless DEV_CHAT switches it on, nor with WhatsApp credentials', async () => {
    const configurations: Record<string, string>[] = [
      { LOG_LEVEL: 'silent' },
      {
        LOG_LEVEL: 'silent',
        WHATSAPP_TOKEN: 'token',
        WHATSAPP_PHONE_NUMBER_ID: '1234',
        WHATSAPP_APP_SECRET: 'secret',
        PUBLIC_URL: 'https://market.example.co.zw',
      },
    ];
    for (const env of configurations) {
      // The same database, another configuration.
      const parsed = parseEnv(env);
      const bot = createBot({ db: server.db, env: parsed });
      const live = createApp({ db: server.db, env: parsed, filesDir: server.filesDir, bot });
      // The bot is mounted (its webhook answers), only the development chat is not.
      expect((await live.request('/api/webhooks/whatsapp?hub.mode=subscribe')).status).toBe(403);
      const res = await live.request('/api/dev/chat', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ from: '263774100206', text: 'Login' }),
      });
      expect(res.status).toBe(404);
    }
  });
});
