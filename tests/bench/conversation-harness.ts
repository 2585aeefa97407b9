/**
 * The conversation benchmark's world (conversation-labelled.bench.ts): an in-memory PGlite with
 * the catalogue, the bot made by createBot on the benchmark's clock, and a recording sender, so
 * what a person sees is everything that reached their phone: answers, check-ins, auto-pause
 * notices and alerts alike.
 *
 * The bot is reached only through what it offers the outside: the development chat
 * (`POST /dev/chat`), the signed webhook (a photo with a caption), its check-in sweep
 * (`bot.checkins.run()`), the alert matching a new listing starts (alertsForListing), and the
 * database's tables.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createBot, type Bot } from '@/server/bot';
import { alertsForListing } from '@/server/bot/alerts/jobs';
import type { OutboundMessage } from '@/server/bot/outbound';
import type { MediaSource } from '@/server/bot/whatsapp/media';
import type { OutboundSender, SendResult } from '@/server/bot/whatsapp/sender';
import { signBody } from '@/server/bot/whatsapp/signature';
import { APP_CHECKIN_CONSENT, grantCheckinConsent } from '@/server/consents/consents';
import { openDatabase, type Db } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { parseEnv } from '@/server/env';
import { silentLogger } from '@/server/logger';
import { makePhoto } from '../server/photos';
import { BENCH_CATALOGUE } from './discovery-catalogue';
import { CONVERSATION_LISTINGS, type ConversationListing } from './conversation-catalogue';
import type { Step } from './conversation-types';

const SECRET = 'conversation-bench';

/** One message as the person sees it. */
export interface Seen {
  /** Every word of the message's text (a list's header, body and footer included). */
  text: string;
  /** A list's header: what the bot understood of a search. */
  header?: string;
  buttons: { id: string; title: string }[];
  rows: { id: string; title: string; description?: string }[];
}

function seenOf(message: OutboundMessage): Seen {
  if (message.kind === 'carousel') {
    // Results as cards read as a list's: the body opens with what was understood (a list's
    // header), and each card is a row whose id is its button's (bold marks off the title).
    const [header, ...rest] = message.body.split('\n');
    return {
      text: [header, ...rest].join('\n'),
      ...(header ? { header } : {}),
      buttons: [],
      rows: message.cards.map((card) => {
        const [title = '', ...lines] = card.body.split('\n');
        return {
          id: card.button.id,
          title: title.replace(/^\*(.*)\*$/, '$1'),
          ...(lines.length ? { description: lines.join(' ') } : {}),
        };
      }),
    };
  }
  const m = message as OutboundMessage & {
    text?: string;
    body?: string;
    header?: string;
    footer?: string;
    caption?: string;
    buttons?: { id: string; title: string }[];
    rows?: { id: string; title: string; description?: string }[];
  };
  const text = [m.header, m.text, m.body, m.caption, m.footer].filter(Boolean).join('\n');
  return {
    text,
    ...(m.header ? { header: m.header } : {}),
    buttons: m.buttons ?? [],
    rows: m.rows ?? [],
  };
}

/** A button or row of the latest messages that has one, by its title. */
export function findTap(history: Seen[], title: RegExp): string | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const seen = history[i]!;
    const hit = [...seen.buttons, ...seen.rows].find((b) => title.test(b.title));
    if (hit) return hit.id;
  }
  return null;
}

export class Harness {
  /** Listing id -> its catalogue key, and its kind ('type/subType'). */
  readonly keyOf = new Map<string, string>();
  readonly kindById = new Map<string, string>();
  private mediaCounter = 0;

  private constructor(
    /** The benchmark's clock, which the bot reads. */
    private readonly clock: { at: Date },
    /** What reached each phone, in order. */
    private readonly sent: { to: string; message: OutboundMessage }[],
    readonly db: Db,
    readonly bot: Bot,
    readonly catalogueSeller: string,
    private readonly alertDeps: Parameters<typeof alertsForListing>[0],
    private readonly close: () => Promise<void>,
  ) {}

  static async open(): Promise<Harness> {
    const clock = { at: new Date() };
    const sent: { to: string; message: OutboundMessage }[] = [];
    const sender: OutboundSender = {
      name: 'cloud-api',
      send(to: string, message: OutboundMessage): Promise<SendResult> {
        sent.push({ to, message });
        return Promise.resolve({
          ok: true,
          waMessageId: `wamid.bench.${sent.length}`,
          attempts: 1,
        });
      },
    };
    const photo = await makePhoto(7, 480, 360);
    const media: MediaSource = {
      download: () => Promise.resolve({ ok: true, bytes: photo, mime: 'image/jpeg' }),
      downloadUrl: () => Promise.resolve({ ok: true, bytes: photo, mime: 'image/jpeg' }),
    };
    const dataDir = mkdtempSync(join(tmpdir(), 'conversation-bench-'));
    const database = await openDatabase({ kind: 'pglite' });
    await migrate(database);
    const env = parseEnv({
      LOG_LEVEL: 'silent',
      DEV_CHAT: '1',
      WHATSAPP_APP_SECRET: SECRET,
      DATA_DIR: dataDir,
      CHECKIN_AFTER: '30d',
      AUTOPAUSE_AFTER: '7d',
    });
    const now = () => clock.at;
    const bot = createBot({ env, db: database.db, logger: silentLogger, now, sender, media });
    const seller = randomUUID();
    const alertDeps = { db: database.db, env, sender, logger: silentLogger, now };
    const harness = new Harness(clock, sent, database.db, bot, seller, alertDeps, async () => {
      await bot.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    await database.db.execute(
      sql`INSERT INTO users (id, phone, display_name) VALUES (${seller}, '263770900001', 'Bench')`,
    );
    for (const listing of [...BENCH_CATALOGUE, ...CONVERSATION_LISTINGS]) {
      await harness.insertListing(seller, listing, clock.at);
    }
    return harness;
  }

  now(): Date {
    return this.clock.at;
  }

  /** Moves the benchmark's clock on (a little with every message, days for the sweeps). */
  tick(ms = 20_000): Date {
    this.clock.at = new Date(this.clock.at.getTime() + ms);
    return this.clock.at;
  }

  async insertListing(
    sellerId: string,
    listing: ConversationListing,
    confirmedAt: Date,
  ): Promise<string> {
    const id = randomUUID();
    this.keyOf.set(id, listing.key);
    this.kindById.set(id, `${listing.type}/${listing.subType ?? ''}`);
    const price =
      listing.price === undefined
        ? null
        : JSON.stringify({
            type: 'fixed',
            amount: listing.price,
            ...(listing.frequency ? { frequency: listing.frequency } : {}),
          });
    const features = listing.features?.length
      ? sql`ARRAY[${sql.join(
          listing.features.map((f) => sql`${f}`),
          sql`, `,
        )}]::text[]`
      : sql`'{}'::text[]`;
    await this.db.execute(
      sql`INSERT INTO listings (id, seller_id, type, sub_type, title, description, city, town,
            neighborhood, address, features, price, real_estate_deal_type, accommodation_type,
            vehicle_brand, electronic_brand, confirmed_at, created_at, updated_at)
          VALUES (${id}, ${sellerId}, ${listing.type}, ${listing.subType ?? null},
            ${listing.title}, ${listing.description}, ${listing.city}, ${listing.town ?? null},
            ${listing.neighborhood ?? null}, ${listing.address ?? null}, ${features},
            ${price}::jsonb, ${listing.type === 'real_estate' ? (listing.deal ?? null) : null},
            ${listing.accommodation ?? null}, ${listing.vehicleBrand ?? null},
            ${listing.electronicBrand ?? null}, ${confirmedAt}, ${confirmedAt}, ${confirmedAt})`,
    );
    // As the listing commands do at a seller's first listing: their consent to check-ins.
    const [seller] = (
      await this.db.execute<{ phone: string }>(sql`SELECT phone FROM users WHERE id = ${sellerId}`)
    ).rows;
    if (seller) await grantCheckinConsent(this.db, seller.phone, APP_CHECKIN_CONSENT, confirmedAt);
    return id;
  }

  /** Off the market, so later conversations do not meet it. */
  async retire(where: { listingId: string } | { sellerId: string }): Promise<void> {
    await this.db.execute(
      'listingId' in where
        ? sql`UPDATE listings SET status = 'sold' WHERE id = ${where.listingId}`
        : sql`UPDATE listings SET status = 'sold' WHERE seller_id = ${where.sellerId}`,
    );
  }

  /** What reached `phone` while `run` ran. */
  async seenDuring(phone: string, run: () => Promise<unknown>): Promise<Seen[]> {
    const from = this.sent.length;
    await run();
    await this.bot.idle();
    return this.sent
      .slice(from)
      .filter((s) => s.to === phone)
      .map((s) => seenOf(s.message));
  }

  /** The alert matching a newly offered listing runs (as its job would). */
  alertsFor(listingId: string): Promise<void> {
    return alertsForListing(this.alertDeps, listingId);
  }

  async devChat(phone: string, body: { text: string } | { replyId: string }): Promise<void> {
    const res = await this.bot.routes.request('/dev/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: phone, ...body }),
    });
    await res.arrayBuffer();
  }

  /** A photo with a caption, as Meta delivers it (signed). */
  async sendPhoto(phone: string, caption: string): Promise<void> {
    const n = ++this.mediaCounter;
    const message = {
      from: phone,
      id: `wamid.bench.in.${n}`,
      timestamp: String(Math.floor(this.clock.at.getTime() / 1000)),
      type: 'image',
      image: { id: `media-${n}`, mime_type: 'image/jpeg', sha256: 'abc', caption },
    };
    const value = {
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: '263770000000', phone_number_id: '1' },
      contacts: [{ profile: { name: 'Seller' }, wa_id: phone }],
      messages: [message],
    };
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: '1', changes: [{ field: 'messages', value }] }],
    });
    const res = await this.bot.routes.request('/webhooks/whatsapp', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signBody(body, SECRET),
      },
    });
    await res.arrayBuffer();
  }

  /** One message of the person; null when the tap asked for is not on screen. */
  async play(phone: string, step: Step, history: Seen[]): Promise<Seen[] | null> {
    this.tick();
    if (step.tap) {
      const id = findTap(history, step.tap);
      if (!id) return null;
      return this.seenDuring(phone, () => this.devChat(phone, { replyId: id }));
    }
    return this.seenDuring(phone, () => this.devChat(phone, { text: step.say ?? '' }));
  }

  shutdown(): Promise<void> {
    return this.close();
  }
}
