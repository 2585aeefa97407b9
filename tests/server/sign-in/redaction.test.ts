import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rows } from '@/server/db/rows';
import { MIGRATIONS_DIR } from '@/server/db/migrate';
import { issueLoginChallenge } from '@/server/auth';
import { consoleLogger } from '@/server/logger';
import { textMessage, signedHeaders } from '../bot/payloads';
import { captureLog, type CapturedLog } from '../log-capture';
import {
  ADMIN_PHONE,
  answerOf,
  createTestServer,
  type SignedIn,
  type TestServer,
} from '../helpers';

const SECRET = 'redaction-secret';
const SELLER = '263774300100';
let server: TestServer;
let admin: SignedIn;
let log: CapturedLog;
/**
 * Every line the server wrote so far (console lines too), as written, less the fields every line
 * has (time, pid, request id, duration, bytes), whose digits could pass for a code.
 */
const linesSoFar = () => log.withoutDigitFields();
const logged = {
  get length() {
    return log.raw().length;
  },
  slice: (from: number) => linesSoFar().slice(from),
  join: (separator: string) => linesSoFar().join(separator),
};

beforeAll(async () => {
  // Every line the server writes, at the most talkative level, is kept for inspection.
  log = captureLog();
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      process.stdout.write(
        `${args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ')}\n`,
      );
    });
  }
  server = await createTestServer({
    env: {
      DEV_CHAT: '1',
      LOG_LEVEL: 'debug',
      WHATSAPP_APP_SECRET: SECRET,
      PUBLIC_URL: 'https://market.example.co.zw',
    },
  });
  admin = await server.signInAs(ADMIN_PHONE);
});
afterAll(async () => {
  log.stop();
  vi.restoreAllMocks();
  await server?.close();
});

function material(text: string) {
  const token = /\/login\?token=([\w-]+)/.exec(text)?.[1];
  const code = /code \*(\d{4})\*/.exec(text)?.[1];
  if (!token || !code) throw new Error(`no sign-in material in: ${text}`);
  return { token, code };
}

async function conversation(phone: string) {
  const res = await admin.client.api.admin.contacts[':phoneNumber'].conversation.$get({
    param: { phoneNumber: phone },
    query: {},
  });
  return answerOf(res, 200);
}

describe('sign-in material is readable only on the seller’s phone', () => {
  it('keeps "Sign-in link and code sent" in the conversation, the admin view and the log', async () => {
    // Through the webhook, as real WhatsApp traffic arrives, and through the development route.
    const body = JSON.stringify(textMessage(SELLER, 'Login'));
    const hook = await server.request('/api/webhooks/whatsapp', {
      method: 'POST',
      body,
      headers: signedHeaders(body, SECRET),
    });
    expect(hook.status).toBe(200);
    await server.bot.idle();
    const chat = await server.request('/api/dev/chat', {
      method: 'POST',
      body: { from: SELLER, text: 'login' },
    });
    const { replies } = (await chat.json()) as { replies: { text: string }[] };
    // The development route is the one place the material is shown (it is its purpose).
    const { token, code } = material(replies[0]!.text);

    const stored = await rows<{ content: unknown }>(
      server.db,
      sql`SELECT content FROM messages WHERE contact = ${SELLER} AND direction = 'outbound'`,
    );
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      expect(row.content).toEqual({
        kind: 'text',
        text: 'Sign-in link and code sent',
        redacted: true,
      });
    }

    const shown = await conversation(SELLER);
    expect(shown.filter((m) => m.direction === 'outbound').map((m) => m.content.text)).toEqual([
      'Sign-in link and code sent',
      'Sign-in link and code sent',
    ]);
    expect(JSON.stringify(shown)).not.toContain(token);

    const log = logged.join('\n');
    expect(log).toContain('Sign-in link and code sent');
    expect(log).not.toContain(token);
    expect(log).not.toContain('/login?token=');
    expect(log).not.toContain(`*${code}*`);

    // The material still works: redaction changes what is kept, not what was sent.
    const signIn = await server.client().api.users['verify-code'].$post({
      json: { lastThreeDigits: SELLER.slice(-3), code },
    });
    expect(signIn.status).toBe(200);
  });

  it('redacts sign-in messages stored before this release', async () => {
    const phone = '263774300101';
    await server.db.execute(
      sql`INSERT INTO contacts (phone_number, message_count) VALUES (${phone}, 1)`,
    );
    const old = {
      kind: 'text',
      text: 'Here is your sign-in link:\nhttps://market.example.co.zw/login?token=abcDEF123\n\nOr enter the code *4821*',
    };
    await server.db.execute(
      sql`INSERT INTO messages (contact, direction, content, status)
          VALUES (${phone}, 'outbound', ${JSON.stringify(old)}::jsonb, 'sent'),
                 (${phone}, 'outbound', ${JSON.stringify({ kind: 'text', text: 'Hello' })}::jsonb, 'sent')`,
    );
    await server.database.exec(
      readFileSync(join(MIGRATIONS_DIR, '0200_redact_sign_in.sql'), 'utf8'),
    );
    const texts = (await conversation(phone)).map((m) => m.content.text);
    expect(texts.sort()).toEqual(['Hello', 'Sign-in link and code sent']);
  });
});

describe('a failed query in the log', () => {
  it('shows the query and the reason, never its parameters (a code being checked)', async () => {
    const phone = '263774300177';
    const { code } = await issueLoginChallenge(server.db, phone);
    const before = logged.length;
    // The table the code is checked against goes away: the check fails inside the database.
    await server.db.execute(sql`ALTER TABLE login_challenges RENAME TO login_challenges_away`);
    try {
      const res = await server
        .client({ address: '10.77.0.1' })
        .api.users['verify-code'].$post({ json: { lastThreeDigits: phone.slice(-3), code } });
      expect(res.status).toBe(500);
    } finally {
      await server.db.execute(sql`ALTER TABLE login_challenges_away RENAME TO login_challenges`);
    }
    const log = logged.slice(before).join('\n');
    expect(log).toContain('POST /api/users/verify-code failed');
    expect(log).toContain('login_challenges');
    expect(log).toContain('params: (not logged)');
    expect(log).not.toMatch(new RegExp(`\\b${code}\\b`));
  });

  it('in the bot log loses its parameters too (a code being issued)', () => {
    const before = logged.length;
    consoleLogger('error').error('bot could not handle a message', {
      error: 'Failed query: insert into "login_challenges" values ($1, $2)\nparams: 300,4821',
    });
    const log = logged.slice(before).join('\n');
    expect(log).toContain('insert into');
    expect(log).toContain('params: (not logged)');
    expect(log).not.toContain('4821');
  });
});
