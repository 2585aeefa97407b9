/** WhatsApp Cloud API webhook bodies, shaped as Meta sends them, for the bot's tests. */
import { signBody } from '@/server/bot/whatsapp/signature';

export const BUSINESS_NUMBER_ID = '109876543210';
let counter = 0;

/** A fresh Meta-style message id. */
export const wamid = () => `wamid.HBgM${Date.now().toString(36)}${(++counter).toString(36)}`;

function envelope<V extends Record<string, unknown>>(value: V) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: '263771234567',
                phone_number_id: BUSINESS_NUMBER_ID,
              },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

const ts = () => String(Math.floor(Date.now() / 1000));

/** A delivery of one message from `from` (Rudo, as WhatsApp names the contact): its own fields. */
export function messageFrom<M extends Record<string, unknown>>(
  from: string,
  id: string,
  message: M,
) {
  return envelope({
    contacts: [{ profile: { name: 'Rudo' }, wa_id: from }],
    messages: [{ from, id, timestamp: ts(), ...message }],
  });
}

export function textMessage(from: string, body: string, id = wamid()) {
  return messageFrom(from, id, { type: 'text', text: { body } });
}

export function listReply(from: string, rowId: string, title = 'A listing', id = wamid()) {
  return messageFrom(from, id, {
    type: 'interactive',
    interactive: { type: 'list_reply', list_reply: { id: rowId, title, description: '' } },
  });
}

export function buttonReply(from: string, buttonId: string, title = 'More', id = wamid()) {
  return messageFrom(from, id, {
    type: 'interactive',
    interactive: { type: 'button_reply', button_reply: { id: buttonId, title } },
  });
}

/** A tap on an approved template's quick-reply button: its payload and its text. */
export function templateButtonReply(from: string, payload: string, text: string, id = wamid()) {
  return messageFrom(from, id, { type: 'button', button: { payload, text } });
}

export function statusUpdate(messageId: string, status: string, recipient: string) {
  return envelope({
    statuses: [
      {
        id: messageId,
        status,
        timestamp: ts(),
        recipient_id: recipient,
        conversation: { id: 'c1', origin: { type: 'service' } },
        pricing: { billable: true, pricing_model: 'CBP', category: 'service' },
      },
    ],
  });
}

/** Headers Meta sends: JSON, and the body's HMAC-SHA256 under the app secret. */
export function signedHeaders(body: string, secret: string): Record<string, string> {
  return { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signBody(body, secret) };
}

/** A photo, video, sticker, document or voice note, by its media id, as Meta sends it. */
export function mediaMessage(
  from: string,
  type: 'image' | 'video' | 'sticker' | 'document' | 'audio',
  mediaId: string,
  options: { mime?: string; caption?: string; id?: string } = {},
) {
  const mime =
    options.mime ??
    {
      image: 'image/jpeg',
      video: 'video/mp4',
      sticker: 'image/webp',
      document: 'application/pdf',
      audio: 'audio/ogg',
    }[type];
  const part: Record<string, unknown> = { id: mediaId, mime_type: mime, sha256: 'abc' };
  if (options.caption) part.caption = options.caption;
  if (type === 'document') part.filename = 'file.pdf';
  return messageFrom(from, options.id ?? wamid(), { type, [type]: part });
}
