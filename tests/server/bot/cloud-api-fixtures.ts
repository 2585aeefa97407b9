/**
 * Webhook bodies in the shapes the WhatsApp Cloud API delivers (Meta's reference examples and
 * real deliveries): every message type, statuses with errors, username users known only by
 * their business-scoped id, several entries in one delivery, and change-level errors.
 */
import { BUSINESS_NUMBER_ID, wamid } from './payloads';

type Json = Record<string, unknown>;

export function delivery(values: Json[], field = 'messages'): Json {
  return {
    object: 'whatsapp_business_account',
    entry: values.map((value, i) => ({
      id: `10229012934039${i}`,
      changes: [
        {
          field,
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '263771234567', phone_number_id: BUSINESS_NUMBER_ID },
            ...value,
          },
        },
      ],
    })),
  };
}

const seconds = () => Math.floor(Date.now() / 1000);

/** One message from `from` (a phone), with the contact block Meta sends beside it. */
export function messageValue(from: string, message: Json, numericTimestamp = false): Json {
  return {
    contacts: [{ profile: { name: 'Tendai' }, wa_id: from }],
    messages: [
      {
        from,
        id: wamid(),
        timestamp: numericTimestamp ? seconds() : String(seconds()),
        ...message,
      },
    ],
  };
}

const media = (kind: string, extra: Json = {}) => ({
  id: `${kind}-media-1`,
  mime_type: kind === 'image' ? 'image/jpeg' : kind === 'video' ? 'video/mp4' : 'application/pdf',
  sha256: 'h3b0hQ8Ql0rDm5zNmvAr2bnZcS6mAzxy5BDm8oUlG7s=',
  ...extra,
});

/** What each fixture must lead to: a reply of some kind, or none at all. */
export type Expectation =
  { reply: 'none' } | { reply: 'list' } | { reply: 'text'; matching: RegExp };

export interface Fixture {
  name: string;
  message: Json;
  expect: Expectation;
}

const HINT: Expectation = { reply: 'text', matching: /only read text messages/ };

export const MESSAGE_FIXTURES: Fixture[] = [
  { name: 'text', message: { type: 'text', text: { body: 'plumber' } }, expect: { reply: 'list' } },
  {
    name: 'reply with context',
    message: {
      type: 'text',
      text: { body: 'cement bags' },
      context: { from: '263771234567', id: 'wamid.HBgLMjYzNzcxMjM0NTY3FQIAERgSQzQ5' },
    },
    expect: { reply: 'list' },
  },
  {
    name: 'forwarded',
    message: {
      type: 'text',
      text: { body: 'roofing sheets' },
      context: { forwarded: true, frequently_forwarded: true },
    },
    expect: { reply: 'list' },
  },
  {
    name: 'referral from an ad',
    message: {
      type: 'text',
      text: { body: 'laptop' },
      referral: {
        source_url: 'https://fb.me/2ZxS0iB9V',
        source_id: '120210',
        source_type: 'ad',
        headline: 'Laptops in Bulawayo',
        body: 'Message us',
        media_type: 'image',
        image_url: 'https://example.invalid/ad.jpg',
        ctwa_clid: 'ARAkLkA8rmlFeiCktEJQ',
      },
    },
    expect: { reply: 'list' },
  },
  {
    name: 'image with caption',
    message: { type: 'image', image: media('image', { caption: 'electrician' }) },
    expect: { reply: 'list' },
  },
  {
    name: 'image without caption',
    message: { type: 'image', image: media('image') },
    expect: HINT,
  },
  {
    name: 'video with caption',
    message: { type: 'video', video: media('video', { caption: 'lounge suite' }) },
    expect: { reply: 'list' },
  },
  {
    name: 'video without caption',
    message: { type: 'video', video: media('video') },
    expect: HINT,
  },
  {
    name: 'document with caption',
    message: {
      type: 'document',
      document: media('document', { caption: 'maths tutor', filename: 'syllabus.pdf' }),
    },
    expect: { reply: 'list' },
  },
  {
    name: 'document without caption',
    message: { type: 'document', document: media('document', { filename: 'cv.pdf' }) },
    expect: HINT,
  },
  {
    name: 'voice note',
    message: {
      type: 'audio',
      audio: { id: 'audio-1', mime_type: 'audio/ogg; codecs=opus', voice: true },
    },
    expect: HINT,
  },
  {
    name: 'sticker',
    message: { type: 'sticker', sticker: { id: 'st-1', mime_type: 'image/webp', animated: false } },
    expect: HINT,
  },
  {
    name: 'contacts card',
    message: {
      type: 'contacts',
      contacts: [
        {
          name: { formatted_name: 'Farai Moyo', first_name: 'Farai' },
          phones: [{ phone: '+263 77 123 4567', type: 'CELL', wa_id: '263771234567' }],
        },
      ],
    },
    expect: HINT,
  },
  {
    name: 'order',
    message: {
      type: 'order',
      order: {
        catalog_id: '4011823112',
        text: 'Please deliver',
        product_items: [
          { product_retailer_id: 'sku-1', quantity: 2, item_price: 12.5, currency: 'USD' },
        ],
      },
    },
    expect: HINT,
  },
  {
    name: 'unsupported',
    message: {
      type: 'unsupported',
      errors: [
        {
          code: 131051,
          title: 'Message type unknown',
          message: 'Message type unknown',
          error_data: { details: 'Message type is currently not supported.' },
        },
      ],
    },
    expect: { reply: 'none' },
  },
  {
    name: 'reaction',
    message: { type: 'reaction', reaction: { message_id: 'wamid.HBgLreacted', emoji: '👍' } },
    expect: { reply: 'none' },
  },
  {
    name: 'reaction removed',
    message: { type: 'reaction', reaction: { message_id: 'wamid.HBgLreacted' } },
    expect: { reply: 'none' },
  },
  {
    name: 'edit',
    message: {
      type: 'edit',
      edit: {
        original_message_id: 'wamid.HBgLoriginal',
        message: { type: 'text', text: { body: 'plumber in Harare' } },
      },
    },
    expect: { reply: 'none' },
  },
  {
    name: 'revoke',
    message: { type: 'revoke', revoke: { original_message_id: 'wamid.HBgLoriginal' } },
    expect: { reply: 'none' },
  },
  {
    name: 'system: number changed',
    message: {
      type: 'system',
      system: {
        body: 'User A changed from 263771111111 to 263772222222',
        wa_id: '263772222222',
        type: 'user_changed_number',
      },
    },
    expect: { reply: 'none' },
  },
  {
    name: 'request_welcome',
    message: { type: 'request_welcome' },
    expect: { reply: 'text', matching: /Looking for a house in Harare[\s\S]*100% free/ },
  },
  {
    name: 'list reply to an unknown listing',
    message: {
      type: 'interactive',
      interactive: {
        type: 'list_reply',
        list_reply: { id: 'listing:gone', title: 'Old', description: '' },
      },
    },
    expect: { reply: 'text', matching: /no longer available/ },
  },
  {
    name: 'button reply',
    message: {
      type: 'interactive',
      interactive: { type: 'button_reply', button_reply: { id: 'more', title: 'More' } },
    },
    expect: { reply: 'text', matching: /Tell me what you are looking for first/ },
  },
  {
    name: 'template quick-reply button',
    message: { type: 'button', button: { text: 'hello', payload: '' } },
    expect: { reply: 'text', matching: /What are you looking for today/ },
  },
  {
    name: 'location',
    message: {
      type: 'location',
      location: { latitude: -20.1457, longitude: 28.5873, name: 'City Hall', address: 'Bulawayo' },
    },
    expect: { reply: 'text', matching: /I’ll look in Bulawayo first/ },
  },
];

/** A username user: no `from`, only the business-scoped user id (and a username). */
export function usernameUserValue(userId: string, body: string): Json {
  return {
    contacts: [{ profile: { name: 'Rudo', username: '@rudo.m' }, user_id: userId }],
    messages: [
      {
        from_user_id: userId,
        id: wamid(),
        timestamp: String(seconds()),
        type: 'text',
        text: { body },
      },
    ],
  };
}

export function statusValue(id: string, status: string, recipient: string, errors?: Json[]): Json {
  return {
    statuses: [
      {
        id,
        status,
        timestamp: String(seconds()),
        recipient_id: recipient,
        ...(errors ? { errors } : {}),
        ...(status === 'failed'
          ? {}
          : {
              conversation: { id: 'c1', origin: { type: 'service' } },
              pricing: { billable: true, pricing_model: 'PMP', category: 'service' },
            }),
      },
    ],
  };
}

export const metaError = (code: number, title: string) => ({
  code,
  title,
  message: title,
  error_data: { details: `${title} (details)` },
  href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
});
