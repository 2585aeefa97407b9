/**
 * Results as cards, over the signed webhook with the stand-in Graph API (which refuses a carousel
 * outside the Cloud API's limits, as Meta does): a page of listings that all have photos goes as
 * a media carousel, each card the listing's first photo, its title, price and place and one
 * button that opens it as a list row would; a page with a listing without a photo, or a single
 * result, goes as the list. A card's button and a typed number open the same listing. Several
 * alerts sent together inside the window are cards too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERTS_DUE_JOB } from '@/server/bot/alerts/jobs';
import { uploadPhoto, type SignedIn } from '../helpers';
import { uploadForm } from '../images';
import { makePhoto } from '../photos';
import { cloudApiRefusal } from '../../support/fake-graph-api';
import { alertWorld, flat, textOf, type AlertWorld, type Sent } from './alerts-helpers';

const PUBLIC_URL = 'https://market.example.org';
let world: AlertWorld;
let seller: SignedIn;
let seed = 10;

beforeAll(async () => {
  world = await alertWorld('2026-11-25T08:00:00Z', { PUBLIC_URL });
  seller = await world.server.signInAs('263719800001');
});
afterAll(() => world?.close());

async function photo(): Promise<string> {
  const response = await uploadPhoto(seller, uploadForm(await makePhoto((seed += 7), 320, 240)));
  expect(response.status).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

/** A phone (or another kind) listed by the seller, with a photo unless told otherwise. */
async function phone(
  title: string,
  amount: number,
  withPhoto = true,
  subType = 'phone',
): Promise<string> {
  return world.post(seller, {
    type: 'electronics',
    subType,
    electronicBrand: 'Samsung',
    vehicleBrand: undefined,
    modelYear: undefined,
    neighborhood: undefined,
    features: [],
    title,
    description: 'Clean, with charger and box.',
    city: 'kadoma',
    price: { type: 'fixed', amount },
    ...(withPhoto ? { images: [await photo()] } : {}),
  });
}

const carousels = (sent: Sent[]) => sent.filter((m) => m.interactive?.type === 'carousel');
const lists = (sent: Sent[]) => sent.filter((m) => m.interactive?.type === 'list');

describe('results with photos', () => {
  const ids: string[] = [];
  beforeAll(async () => {
    ids.push(await phone('Samsung Galaxy A14 64GB', 120));
    ids.push(await phone('Samsung Galaxy A05 🇿🇼 dual sim', 95));
    ids.push(await phone('Samsung Galaxy S10', 180));
  });

  it('go as a media carousel: a photo, title, price and town and one button per card', async () => {
    const buyer = '263719800101';
    const answer = await world.sentFor(buyer, () => world.say(buyer, 'samsung phone in Kadoma'));
    expect(lists(answer)).toEqual([]);
    const [carousel] = carousels(answer);
    expect(carousel).toBeDefined();
    const body = carousel as unknown as Record<string, unknown>;
    expect(cloudApiRefusal(body)).toBeNull();
    expect(body).toMatchObject({ type: 'interactive', messaging_product: 'whatsapp' });
    expect(textOf(carousel!)).toMatch(/^Samsung Phone in Kadoma\nShowing 1–3 of 3\.\n/);
    const cards = carousel!.interactive!.action.cards!;
    expect(cards.map((c) => c.card_index)).toEqual([0, 1, 2]);
    expect(new Set(cards.map((c) => c.action.buttons[0]!.quick_reply.id))).toEqual(
      new Set(ids.map((id) => `listing:${id}`)),
    );
    for (const card of cards) {
      expect(card.header.type).toBe('image');
      expect(card.header.image.link).toMatch(
        new RegExp(`^${PUBLIC_URL}/api/files/[^/?]+(\\?format=jpeg)?$`),
      );
      expect(card.action.buttons).toEqual([
        {
          type: 'quick_reply',
          quick_reply: { id: expect.stringMatching(/^listing:/), title: 'See details' },
        },
      ]);
      expect(card.body.text.split('\n')).toHaveLength(2);
      expect(card.body.text.split('\n')[1]).toMatch(/^\$\d+\.00 · Kadoma$/);
    }
    const a05 = cards.find((c) => c.body.text.includes('A05'))!;
    expect(a05.body.text).toBe('*Samsung Galaxy A05 🇿🇼 dual sim*\n$95.00 · Kadoma');
    // The Alert me offer still follows.
    expect(answer.at(-1)!.interactive?.type).toBe('button');
  });

  it("opens a listing from its card's button, as its list row would", async () => {
    const buyer = '263719800102';
    const answer = await world.sentFor(buyer, () => world.say(buyer, 'samsung phone in Kadoma'));
    const card = carousels(answer)[0]!.interactive!.action.cards![1]!;
    const { id, title } = card.action.buttons[0]!.quick_reply;
    const details = await world.sentFor(buyer, () => world.tap(buyer, id, title));
    const text = details.map(textOf).join('\n');
    const name = /^\*(.+)\*\n/.exec(card.body.text)![1]!;
    expect(text).toContain(`🛍️ *${name}*`);
    expect(text).toContain(`/l/${id.slice('listing:'.length)}/chat?v=`);
    expect(details[0]!.type).toBe('image');
  });

  it("opens the second card's listing when '2' is typed", async () => {
    const buyer = '263719800103';
    const answer = await world.sentFor(buyer, () => world.say(buyer, 'samsung phone in Kadoma'));
    const second = carousels(answer)[0]!.interactive!.action.cards![1]!;
    const listingId = second.action.buttons[0]!.quick_reply.id.slice('listing:'.length);
    const details = await world.sentFor(buyer, () => world.say(buyer, '2'));
    expect(details.map(textOf).join('\n')).toContain(`/l/${listingId}/chat?v=`);
  });

  it('fall back to the list when one result on the page has no photo', async () => {
    await phone('Samsung Galaxy J7 no photo', 70, false);
    const buyer = '263719800104';
    const answer = await world.sentFor(buyer, () => world.say(buyer, 'samsung phone in Kadoma'));
    expect(carousels(answer)).toEqual([]);
    const rows = lists(answer)[0]!.interactive!.action.sections![0]!.rows;
    expect(rows).toHaveLength(4);
  });

  it('fall back to the list for a single result', async () => {
    await phone('Samsung 32 inch smart TV', 150, true, 'tv');
    const buyer = '263719800105';
    const answer = await world.sentFor(buyer, () => world.say(buyer, 'tv in Kadoma'));
    expect(carousels(answer)).toEqual([]);
    const rows = lists(answer)[0]!.interactive!.action.sections![0]!.rows;
    expect(rows.map((r) => r.title)).toEqual([expect.stringContaining('32 inch smart TV')]);
  });
});

describe('several alerts inside the window', () => {
  it('go as one carousel whose buttons open each listing', async () => {
    const buyer = '263719800201';
    world.at('2026-11-26T06:00:00Z');
    await world.sentFor(buyer, () => world.say(buyer, 'flat in Gweru'));
    await world.sentFor(buyer, () => world.tap(buyer, 'alert:save'));
    const ids: string[] = [];
    await world.sentFor(buyer, async () => {
      for (let i = 1; i <= 5; i++) {
        world.at(`2026-11-26T07:0${i}:00Z`);
        const images = [await photo()];
        ids.push(await world.post(seller, flat('Gweru', { title: `Gweru flat ${i}`, images })));
      }
    });
    // Three a day went one by one; the other two go together the next day, in the window.
    world.at('2026-11-26T22:30:00Z');
    const digest = await world.sentFor(buyer, () => world.jobs.send(ALERTS_DUE_JOB, {}));
    expect(digest).toHaveLength(1);
    expect(cloudApiRefusal(digest[0] as unknown as Record<string, unknown>)).toBeNull();
    expect(digest[0]!.interactive?.type).toBe('carousel');
    expect(textOf(digest[0]!)).toBe('🔔 2 new listings for your alerts. Tap to see them.');
    const cards = digest[0]!.interactive!.action.cards!;
    expect(cards.map((c) => c.body.text.split('\n')[0])).toEqual([
      '*Gweru flat 4*',
      '*Gweru flat 5*',
    ]);
    const { id, title } = cards[1]!.action.buttons[0]!.quick_reply;
    expect(id).toMatch(/^alerted:/);
    const opened = await world.sentFor(buyer, () => world.tap(buyer, id, title));
    expect(opened.map(textOf).join('\n')).toContain(`/l/${ids[4]}/chat?v=`);
  });
});
