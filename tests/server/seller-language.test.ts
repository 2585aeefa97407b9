/**
 * The seller's language follows them between the chat and the app: the bot's sign-in link names
 * the chat's language, the app's choice is kept on the profile (another device signs in to it)
 * and becomes the language the bot answers in until the seller writes in another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({
    env: { PUBLIC_URL: 'https://market.example.co.zw', LOG_LEVEL: 'silent', DEV_CHAT: '1' },
  });
});
afterAll(() => server?.close());

async function chat(from: string, text: string): Promise<string> {
  const res = await server.request('/api/dev/chat', { method: 'POST', body: { from, text } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { replies: { text: string }[] }).replies
    .map((r) => r.text)
    .join('\n');
}

const LINK = /https:\/\/market\.example\.co\.zw\/login\?token=([\w-]+)&lang=(\w+)/;

/** Signs in with the link the bot sends after `Login`; the link's language too. */
async function signInByChat(phone: string) {
  const link = LINK.exec(await chat(phone, 'Login'));
  expect(link).not.toBeNull();
  const res = await server.request('/api/users/token-auth', { method: 'POST', token: link![1] });
  expect(res.status).toBe(200);
  const user = (await res.json()) as { _id: string; language?: string; token: string };
  return { id: user._id, token: user.token, language: link![2], user };
}

describe("the seller's language", () => {
  it('is named by the sign-in link of a Shona chat', async () => {
    await chat('263774300001', 'ndiri kuda imba yekurenda kuHarare');
    const seller = await signInByChat('263774300001');
    expect(seller.language).toBe('sn');
    // The profile has no choice of its own yet: the app follows the link.
    expect(seller.user.language).toBeUndefined();
  });

  it('is English in the link of a chat with no other language', async () => {
    expect((await signInByChat('263774300002')).language).toBe('en');
  });

  it('chosen in the app, is kept on the profile and is the bot’s next language', async () => {
    const seller = await signInByChat('263774300003');
    const res = await server.request(`/api/users/${seller.id}/language`, {
      method: 'PUT',
      token: seller.token,
      body: { language: 'nd' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { language?: string }).language).toBe('nd');

    const dashboard = await server.request('/api/users/dashboard', { token: seller.token });
    expect(((await dashboard.json()) as { user: { language?: string } }).user.language).toBe('nd');

    // Another device: the code sign-in answers the profile's language.
    const text = await chat('263774300003', 'Login');
    expect(LINK.exec(text)?.[2]).toBe('nd');
    const code = /\*(\d{4})\*/.exec(text)?.[1];
    const byCode = await server.request('/api/users/verify-code', {
      method: 'POST',
      body: { lastThreeDigits: '003', code },
    });
    expect(((await byCode.json()) as { user: { language?: string } }).user.language).toBe('nd');

    // The bot answers in it too, until the seller writes in another language.
    expect(await chat('263774300003', 'hello')).not.toBe('');
    expect(LINK.exec(await chat('263774300003', 'Login'))?.[2]).toBe('en');
  });

  it('refuses a language the app does not speak, and another seller’s profile', async () => {
    const seller = await signInByChat('263774300004');
    const other = await signInByChat('263774300005');
    const unknown = await server.request(`/api/users/${seller.id}/language`, {
      method: 'PUT',
      token: seller.token,
      body: { language: 'fr' },
    });
    expect(unknown.status).toBe(422);
    const foreign = await server.request(`/api/users/${other.id}/language`, {
      method: 'PUT',
      token: seller.token,
      body: { language: 'sn' },
    });
    expect(foreign.status).toBe(403);
    const dashboard = await server.request('/api/users/dashboard', { token: other.token });
    expect(
      ((await dashboard.json()) as { user: { language?: string } }).user.language,
    ).toBeUndefined();
  });
});
