/**
 * A contact number's code ("CONFIRM <code>") the bot receives is kept nowhere once its message is
 * done with: the stored conversation and the admin's view read "CONFIRM ••••••", whichever number
 * sent it, whether it was answered, given up, or over its sender's limit; nor is it logged.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotRuntime } from '@/server/bot/runtime';
import type { OutboundSender } from '@/server/bot/whatsapp/sender';
import { rows } from '@/server/db/rows';
import { RuleBasedUnderstanding } from '@/server/discovery/understanding/rules';
import { silentLogger } from '@/server/logger';
import { signedHeaders, textMessage } from '../bot/payloads';
import { captureLog, type CapturedLog } from '../log-capture';
import {
  ADMIN_PHONE,
  answerOf,
  createTestServer,
  type SignedIn,
  type TestServer,
} from '../helpers';

const SECRET = 'received-codes-secret';
let server: TestServer;
let admin: SignedIn;
let log: CapturedLog;

beforeAll(async () => {
  log = captureLog();
  server = await createTestServer({ env: { LOG_LEVEL: 'debug', WHATSAPP_APP_SECRET: SECRET } });
  admin = await server.signInAs(ADMIN_PHONE);
});
afterAll(async () => {
  log.stop();
  await server?.close();
});

/** Log lines written since `from`, less the fields whose digits could pass for a code. */
const loggedSince = (from: number) => log.withoutDigitFields().slice(from).join('\n');

async function conversation(phone: string) {
  const res = await admin.client.api.admin.contacts[':phoneNumber'].conversation.$get({
    param: { phoneNumber: phone },
    query: {},
  });
  return answerOf(res, 200);
}

describe('a contact-number code received over WhatsApp is kept nowhere', () => {
  const LOGIN = '263774300200';
  const CONTACT = '263774300201';
  const STRANGER = '263774300202';

  async function deliver(from: string, text: string) {
    const body = JSON.stringify(textMessage(from, text));
    const hook = await server.request('/api/webhooks/whatsapp', {
      method: 'POST',
      body,
      headers: signedHeaders(body, SECRET),
    });
    expect(hook.status).toBe(200);
    await server.bot.idle();
  }

  const dashboardCheck = async (who: SignedIn) => {
    const res = await server.request('/api/users/dashboard', { token: who.token });
    const { user } = (await res.json()) as {
      user: { contactCheck?: { number: string; code?: string } };
    };
    return user.contactCheck;
  };

  it('masks "CONFIRM <code>" from a wrong number and from the number itself, and still confirms', async () => {
    const seller = await server.signInAs(LOGIN);
    const saved = await server.request(`/api/users/${seller.user._id}`, {
      method: 'PATCH',
      token: seller.token,
      body: { displayName: 'Chipo Motors', contactNumber: `+${CONTACT}`, city: 'Harare' },
    });
    expect(saved.status).toBe(200);
    const code = (await dashboardCheck(seller))?.code;
    expect(code).toMatch(/^\d{6}$/);
    const before = log.raw().length;

    // Sent from a number that is not the one waiting: refused, and the code is not kept.
    await deliver(STRANGER, `CONFIRM ${code}`);
    // Sent from the number itself, the way a person might type it: confirmed, and not kept.
    await deliver(CONTACT, `Confirm: ${code!.slice(0, 3)} ${code!.slice(3)}`);
    expect(await dashboardCheck(seller)).toBeUndefined();

    const outboundTo = async (phone: string) =>
      (await conversation(phone)).filter((m) => m.direction === 'outbound');
    expect((await outboundTo(STRANGER))[0]!.content.text).toMatch(/^That code does not match/);
    expect((await outboundTo(CONTACT))[0]!.content.text).toMatch(/^✅ Confirmed\./);

    const stored = await rows<{ contact: string; content: { text?: string } }>(
      server.db,
      sql`SELECT contact, content FROM messages
          WHERE contact IN (${STRANGER}, ${CONTACT}) AND direction = 'inbound' ORDER BY contact`,
    );
    expect(stored).toEqual([
      { contact: CONTACT, content: { text: 'Confirm ••••••', redacted: true } },
      { contact: STRANGER, content: { text: 'CONFIRM ••••••', redacted: true } },
    ]);
    const { rows: anywhere } = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM messages
          WHERE content::text LIKE ${`%${code}%`} OR content::text LIKE ${`%${code!.slice(0, 3)} ${code!.slice(3)}%`}`,
    );
    expect(anywhere[0]!.n).toBe(0);

    for (const [phone, word] of [
      [STRANGER, 'CONFIRM'],
      [CONTACT, 'Confirm'],
    ] as const) {
      const shown = await conversation(phone);
      expect(shown.filter((m) => m.direction === 'inbound').map((m) => m.content.text)).toEqual([
        `${word} ••••••`,
      ]);
      expect(JSON.stringify(shown)).not.toContain(code!);
    }
    expect(loggedSince(before)).not.toContain(code!);
  });
});

describe('a CONFIRM message the bot never answers with a confirmation', () => {
  const sender: OutboundSender = {
    name: 'dev',
    send: () => Promise.resolve({ ok: true, attempts: 1, waMessageId: `wamid.${Math.random()}` }),
  };
  const runtime = (options: { answerAttempts?: number; messages?: number } = {}) =>
    new BotRuntime({
      db: server.db,
      env: server.env,
      sender,
      understanding: new RuleBasedUnderstanding(),
      logger: silentLogger,
      senderLimit: { messages: options.messages ?? 100, windowSeconds: 3600 },
      ...(options.answerAttempts ? { answerAttempts: options.answerAttempts } : {}),
    });
  const inboundText = async (phone: string) =>
    (
      await rows<{ text: string; status: string }>(
        server.db,
        sql`SELECT content->>'text' AS text, status FROM messages
            WHERE contact = ${phone} AND direction = 'inbound' ORDER BY created_at, id`,
      )
    ).map((row) => `${row.status}: ${row.text}`);

  it("is stored masked when over its sender's limit (never answered)", async () => {
    const phone = '263774300301';
    const bot = runtime({ messages: 1 });
    for (const [index, text] of ['hello', 'hello again', 'CONFIRM 482915'].entries()) {
      await bot.accept({
        waMessageId: `wamid.limit.${index}`,
        from: phone,
        sentAt: new Date(),
        text,
      });
    }
    expect(await inboundText(phone)).toEqual([
      'received: hello',
      'received: hello again',
      'limited: CONFIRM ••••••',
    ]);
  });

  it('is masked when given up after its tries', async () => {
    const phone = '263774300302';
    const bot = runtime({ answerAttempts: 1 });
    const id = await bot.accept({
      waMessageId: 'wamid.giveup.1',
      from: phone,
      sentAt: new Date(),
      text: 'qinisekisa 771 203',
    });
    expect(await inboundText(phone)).toEqual(['received: qinisekisa 771 203']);
    // Its one try was taken by a process that stopped: the next take gives it up.
    await server.db.execute(
      sql`UPDATE messages SET status = 'answering', attempts = 1, claimed_by = 'stopped',
            claimed_until = now() - make_interval(secs => 1)
          WHERE id = ${id}`,
    );
    bot.wake();
    await bot.idle();
    expect(await inboundText(phone)).toEqual(['failed: qinisekisa ••••••']);
  });
});
