import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginChallenge } from '@/server/auth/challenges';
import { createTestServer, type TestServer } from '../helpers';
import { textMessage } from './payloads';

// A server started without WHATSAPP_APP_SECRET (plain `npm start`), with and without the
// development chat: no delivery can be verified, so none is read.
const SELLER = '263713777001';

describe.each([
  ['without the development chat', {}],
  ['with DEV_CHAT=1', { DEV_CHAT: '1' }],
])('a server without an app secret, %s', (_label, extra: Record<string, string>) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { LOG_LEVEL: 'silent', ...extra } });
  });
  afterAll(() => server?.close());

  it("refuses an unsigned Login with 403 and leaves the phone's link and code working", async () => {
    const challenge = await issueLoginChallenge(server.db, SELLER);
    const res = await server.request('/api/webhooks/whatsapp', {
      method: 'POST',
      body: JSON.stringify(textMessage(SELLER, 'Login')),
    });
    await server.bot.idle();
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /WHATSAPP_APP_SECRET is not set[\s\S]*DEV_CHAT=1/,
    );
    const signIn = await server.request('/api/users/token-auth', {
      method: 'POST',
      token: challenge.linkToken,
    });
    expect(signIn.status).toBe(200);
  });

  it('refuses a delivery carrying a signature header too (there is nothing to check it with)', async () => {
    const res = await server.request('/api/webhooks/whatsapp', {
      method: 'POST',
      body: JSON.stringify(textMessage('263713777002', 'laptop')),
      headers: { 'X-Hub-Signature-256': 'sha256=' + '0'.repeat(64) },
    });
    expect(res.status).toBe(403);
  });
});

describe('the development chat on a server without an app secret', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { LOG_LEVEL: 'silent', DEV_CHAT: '1' } });
  });
  afterAll(() => server?.close());

  it('still answers Login with a sign-in link', async () => {
    const res = await server.request('/api/dev/chat', {
      method: 'POST',
      body: { from: SELLER, text: 'Login' },
    });
    expect(res.status).toBe(200);
    const { replies } = (await res.json()) as { replies: { text: string }[] };
    expect(replies.map((r) => r.text).join('\n')).toMatch(/login\?token=/);
  });
});
