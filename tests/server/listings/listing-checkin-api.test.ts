/**
 * The API's side of check-ins: POST /api/listings/{id}/confirm (its seller only, 404 for
 * anyone else, idempotent), the listing JSON saying when a check-in is pending (`checkIn`) and
 * why the marketplace paused it (`pausedReason`), and the admin's check-in numbers.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginChallenge } from '@/server/auth';
import { storeInbound } from '@/server/bot/whatsapp/message-log';
import { rows } from '@/server/db/rows';
import {
  ADMIN_PHONE,
  answerOf,
  createListing,
  createTestServer,
  type TestServer,
} from '../helpers';

const DAY = 86_400_000;
let clock = new Date();
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    env: { CHECKIN_AFTER: '30d', AUTOPAUSE_AFTER: '7d', LOG_LEVEL: 'silent' },
    deps: { now: () => clock },
  });
});
afterAll(() => server?.close());

/** Signs in on the test's clock (the clock jumps past a session's 15 days). */
async function signIn(phone: string) {
  const challenge = await issueLoginChallenge(server.db, phone, clock);
  const json = await answerOf(
    await server.client().api.users['token-auth'].$post({
      header: { authorization: `Bearer ${challenge.linkToken}` },
    }),
    200,
  );
  return { client: server.client({ token: json.token }), user: json };
}

/** The seller writes to the bot now, so the check-in may go free-form. */
const writes = (phone: string) =>
  storeInbound(server.db, {
    phone,
    waMessageId: `wamid.api.${phone}.${clock.getTime()}`,
    content: { text: 'hi' },
    at: clock,
  });

describe('confirming a listing from the app', () => {
  it('answers its pending check-in; the JSON says pending until then', async () => {
    clock = new Date();
    const phone = '263771600001';
    const seller = await server.signInAs(phone);
    const listing = await createListing(seller);
    expect(listing.checkIn).toBeUndefined();
    clock = new Date(clock.getTime() + 31 * DAY);
    await writes(phone);
    expect((await server.bot.checkins.run()).sent).toBe(1);
    const askedAt = clock.toISOString();
    const fresh = await signIn(phone);
    const mine = await answerOf(await fresh.client.api.listings.$get(), 200);
    expect(mine.find((l) => l._id === listing._id)).toMatchObject({ checkIn: { askedAt } });
    const one = await answerOf(
      await fresh.client.api.listings[':id'].$get({ param: { id: listing._id } }),
      200,
    );
    expect(one.checkIn).toEqual({ askedAt });

    clock = new Date(clock.getTime() + 60_000);
    const confirmed = await answerOf(
      await fresh.client.api.listings[':id'].confirm.$post({ param: { id: listing._id } }),
      200,
    );
    expect(confirmed.confirmedAt).toBe(clock.toISOString());
    expect(confirmed.checkIn).toBeUndefined();
    expect(confirmed.status).toBe('active');
    // Again: harmless.
    const again = await answerOf(
      await fresh.client.api.listings[':id'].confirm.$post({ param: { id: listing._id } }),
      200,
    );
    expect(again.checkIn).toBeUndefined();
    const [checkin] = await rows<{ state: string; answer: string }>(
      server.db,
      sql`SELECT state, answer FROM listing_checkins WHERE listing_id = ${listing._id}`,
    );
    expect(checkin).toEqual({ state: 'answered', answer: 'available' });
    // Confirmed, it never pauses for that check-in.
    clock = new Date(clock.getTime() + 8 * DAY);
    await server.bot.checkins.run();
    const later = await answerOf(
      await (
        await signIn(phone)
      ).client.api.listings[':id'].$get({
        param: { id: listing._id },
      }),
      200,
    );
    expect(later.status).toBe('active');

    const admin = await signIn(ADMIN_PHONE);
    const stats = await answerOf(await admin.client.api.admin.stats.$get(), 200);
    expect(stats.checkIns).toEqual({ sent: 1, answered: 1, autoPaused: 0 });
  });

  it('is for its seller only: 404 for another seller and for no listing, 401 signed out', async () => {
    clock = new Date();
    const owner = await server.signInAs('263771600002');
    const other = await server.signInAs('263771600003');
    const listing = await createListing(owner);
    const res = await other.client.api.listings[':id'].confirm.$post({
      param: { id: listing._id },
    });
    expect(res.status).toBe(404);
    const missing = await owner.client.api.listings[':id'].confirm.$post({
      param: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    const junk = await owner.client.api.listings[':id'].confirm.$post({ param: { id: 'nope' } });
    expect(junk.status).toBe(404);
    const anonymous = await server.client().api.listings[':id'].confirm.$post({
      param: { id: listing._id },
    });
    expect(anonymous.status).toBe(401);
    const [row] = await rows<{ confirmed_at: Date | string }>(
      server.db,
      sql`SELECT confirmed_at FROM listings WHERE id = ${listing._id}`,
    );
    expect(new Date(row!.confirmed_at).toISOString()).toBe(listing.confirmedAt);
  });

  it('shows "not_confirmed" as the pause reason of a listing the marketplace paused', async () => {
    clock = new Date();
    const phone = '263771600004';
    const seller = await server.signInAs(phone);
    const listing = await createListing(seller);
    clock = new Date(clock.getTime() + 31 * DAY);
    await writes(phone);
    await server.bot.checkins.run();
    clock = new Date(clock.getTime() + 7 * DAY + 1000);
    expect((await server.bot.checkins.run()).paused).toBe(1);
    const fresh = await signIn(phone);
    const mine = await answerOf(await fresh.client.api.listings.$get(), 200);
    expect(mine.find((l) => l._id === listing._id)).toMatchObject({
      status: 'paused',
      pausedReason: 'not_confirmed',
    });
    // Reactivated: the normal status change, which confirms and clears the reason.
    const back = await answerOf(
      await fresh.client.api.listings[':id'].status.$post({
        param: { id: listing._id },
        json: { status: 'active' },
      }),
      200,
    );
    expect(back.pausedReason).toBeUndefined();
    expect(back.confirmedAt).toBe(clock.toISOString());
  });
});
