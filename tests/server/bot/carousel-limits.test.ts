/**
 * A media carousel and a location request within the Cloud API's limits, counted in UTF-16 units
 * and cut between graphemes (an emoji flag, a letter with its combining accent stays whole): at
 * most 10 cards, each card's body 160 units with at most 2 line breaks, the button's label 20 and
 * id 256, the body 1024; a carousel of one card (the API wants two) goes as reply buttons. The
 * bodies sent pass the stand-in's check of Meta's documented shape.
 */
import { describe, expect, it } from 'vitest';
import { plainText, withinLimits, type Card, type OutboundMessage } from '@/server/bot/outbound';
import { toCloudApiBody } from '@/server/bot/whatsapp/cloud-api-body';
import { cloudApiRefusal } from '../../support/fake-graph-api';

const FLAG = '🇿🇼'; // 4 units, one grapheme
const ACCENTED = 'e\u0301'; // 2 units, one grapheme

const card = (i: number, body: string, title = 'See details', id = `listing:${i}`): Card => ({
  imageUrl: `https://market.example.org/api/files/photo-${i}`,
  body,
  button: { id, title },
});

const carousel = (cards: Card[], body = 'Phones in Harare'): OutboundMessage => ({
  kind: 'carousel',
  body,
  cards,
});

const cardsOf = (message: OutboundMessage) => {
  if (message.kind !== 'carousel') throw new Error(`not a carousel: ${message.kind}`);
  return message.cards;
};

/** No half of a surrogate pair anywhere. */
const whole = (text: string) =>
  expect(text).not.toMatch(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
  );

describe('a carousel within the limits', () => {
  it('keeps the first 10 of 12 cards', () => {
    const cards = Array.from({ length: 12 }, (_, i) => card(i, `Phone ${i}`));
    const out = withinLimits(carousel(cards));
    expect(cardsOf(out).map((c) => c.button.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `listing:${i}`),
    );
  });

  it('leaves a card body of exactly 160 units, an emoji flag last, as it is', () => {
    const body = `${'a'.repeat(156)}${FLAG}`;
    expect(body.length).toBe(160);
    const [first] = cardsOf(withinLimits(carousel([card(0, body), card(1, 'b')])));
    expect(first!.body).toBe(body);
  });

  it('cuts a card body one unit over before the flag, never inside it', () => {
    const body = `${'a'.repeat(157)}${FLAG}`; // 161 units
    const [first] = cardsOf(withinLimits(carousel([card(0, body), card(1, 'b')])));
    expect(first!.body).toBe(`${'a'.repeat(157)}…`);
    expect(first!.body.length).toBeLessThanOrEqual(160);
    whole(first!.body);
  });

  it('cuts letters with combining accents between graphemes', () => {
    const body = ACCENTED.repeat(100); // 200 units
    const [first] = cardsOf(withinLimits(carousel([card(0, body), card(1, 'b')])));
    expect(first!.body.length).toBeLessThanOrEqual(160);
    expect(first!.body).toBe(`${ACCENTED.repeat(79)}…`);
  });

  it('keeps at most 2 line breaks in a card body, the further lines joined to the third', () => {
    const [first] = cardsOf(
      withinLimits(
        carousel([card(0, '*Title*\n$5.00 · Harare\nline three\nline four'), card(1, 'b')]),
      ),
    );
    expect(first!.body).toBe('*Title*\n$5.00 · Harare\nline three line four');
    expect(first!.body.match(/\n/g)).toHaveLength(2);
  });

  it('cuts the button label to 20 units and the id to 256, the body to 1024', () => {
    const title = `Details ${FLAG}${FLAG}${FLAG}${FLAG}`; // 24 units
    const id = `listing:${'x'.repeat(300)}`;
    const body = `${'w'.repeat(1022)}${FLAG}`;
    const out = withinLimits(carousel([card(0, 'a', title, id), card(1, 'b', title)], body));
    const [first] = cardsOf(out);
    expect(first!.button.title).toBe(`Details ${FLAG}${FLAG}…`);
    expect(first!.button.title.length).toBeLessThanOrEqual(20);
    expect(first!.button.id.length).toBeLessThanOrEqual(256);
    if (out.kind !== 'carousel') throw new Error('not a carousel');
    expect(out.body).toBe(`${'w'.repeat(1022)}…`);
    whole(out.body);
  });

  it('sends what the Cloud API documents, and the stand-in accepts it', () => {
    const long = `${ACCENTED.repeat(90)}\n${FLAG.repeat(30)}\nthree\nfour`;
    const out = withinLimits(
      carousel(Array.from({ length: 11 }, (_, i) => card(i, long, FLAG.repeat(8)))),
    );
    const body = toCloudApiBody('263771234567', out);
    expect(cloudApiRefusal(body)).toBeNull();
    expect(body).toMatchObject({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '263771234567',
      type: 'interactive',
      interactive: {
        type: 'carousel',
        body: { text: 'Phones in Harare' },
        action: {
          cards: expect.arrayContaining([
            {
              card_index: 0,
              header: {
                type: 'image',
                image: { link: 'https://market.example.org/api/files/photo-0' },
              },
              body: { text: expect.any(String) },
              action: {
                buttons: [
                  {
                    type: 'quick_reply',
                    quick_reply: { id: 'listing:0', title: expect.any(String) },
                  },
                ],
              },
            },
          ]),
        },
      },
    });
  });

  it('is refused by the stand-in when outside the limits, as Meta would', () => {
    const raw = carousel([card(0, 'x'.repeat(161)), card(1, 'b')]);
    expect(cloudApiRefusal(toCloudApiBody('263771234567', raw))).toBe('card 0: body over 160');
    const one = carousel([card(0, 'a')]);
    expect(cloudApiRefusal(toCloudApiBody('263771234567', one))).toBe('not 2 to 10 cards');
  });

  it('goes as reply buttons with one card, and as text with none', () => {
    const one = withinLimits(carousel([card(0, '*Phone*\n$5.00')]));
    expect(one).toEqual({
      kind: 'buttons',
      body: 'Phones in Harare\n*Phone*\n$5.00',
      buttons: [{ id: 'listing:0', title: 'See details' }],
    });
    expect(withinLimits(carousel([]))).toEqual({ kind: 'text', text: 'Phones in Harare' });
  });

  it('reads as numbered cards in the conversation log', () => {
    const text = plainText(
      carousel([card(0, '*Phone A*\n$5.00 · Harare'), card(1, '*Phone B*\n$7.00')]),
    );
    expect(text).toBe(
      'Phones in Harare\n1. *Phone A* — $5.00 · Harare [See details]\n2. *Phone B* — $7.00 [See details]',
    );
  });
});

describe('a location request', () => {
  it('goes with its body cut to 1024 units and the send_location action', () => {
    const out = withinLimits({ kind: 'location_request', body: `${'w'.repeat(1023)}${FLAG}` });
    expect(out).toEqual({ kind: 'location_request', body: `${'w'.repeat(1023)}…` });
    const body = toCloudApiBody('263771234567', out);
    expect(cloudApiRefusal(body)).toBeNull();
    expect(body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '263771234567',
      type: 'interactive',
      interactive: {
        type: 'location_request_message',
        body: { text: `${'w'.repeat(1023)}…` },
        action: { name: 'send_location' },
      },
    });
    expect(plainText(out)).toBe(`${'w'.repeat(1023)}…\n[Send location]`);
  });
});
