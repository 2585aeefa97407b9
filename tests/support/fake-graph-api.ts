/**
 * A stand-in for Meta's Graph API on 127.0.0.1 (the one edge no test can reach): it accepts
 * every message send and records it, so a test can count what each buyer was sent. It also
 * serves media as the Cloud API does: GET /{media-id} answers `{ url, mime_type, ... }` and that
 * URL answers the bytes, both only with the access token as Bearer; a media id marked failing
 * answers its download with a 500. A send or a download can be held (`holdSend`, `holdMedia`):
 * one whose caller went away meanwhile (its process killed) is dropped, never accepted.
 * Interactive messages of the kinds Meta documents limits for here (a media carousel, a
 * location request, a Flow) are checked as the Cloud API does: one outside them is refused with
 * 131009 and not recorded, so a test that expects it sees it missing. Files put on its CDN
 * (`putCdn`, a listing form's encrypted photos) are served at /cdn/{id} without the token, as
 * WhatsApp's CDN serves them.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CloudApiBody } from './cloud-api-body';

export interface SentMessage {
  to: string;
  body: CloudApiBody;
  /** When it arrived here (performance.now()), for the benches' timings. */
  at: number;
  /** The wamid it was accepted under, which a reply to it names (`context.id`). */
  id: string;
}

export interface ServedMedia {
  bytes: Buffer;
  mime: string;
  /** The download answers 500 (the lookup still works). */
  failing?: boolean;
}

interface CardBody {
  card_index?: unknown;
  header?: { type?: unknown; image?: { link?: unknown } };
  body?: { text?: unknown };
  action?: { buttons?: { type?: unknown; quick_reply?: { id?: unknown; title?: unknown } }[] };
}

const units = (text: unknown) => (typeof text === 'string' ? text.length : Infinity);

const FLOW_PARAMETERS = new Set([
  'flow_message_version',
  'flow_token',
  'flow_id',
  'flow_name',
  'flow_cta',
  'flow_action',
  'flow_action_payload',
  'mode',
]);
const EMOJI = /\p{Extended_Pictographic}/u;

/**
 * Why a Flow message breaks Meta's "Sending a Flow" guide: action named "flow", version "3", a
 * token, the Flow by id or by name (not both), a call to action of 1 to 20 characters without
 * emoji, `navigate` (the default) with the screen to open and data only as a non-empty object.
 */
function flowRefusal(interactive: {
  body?: { text?: unknown };
  action?: { name?: unknown; parameters?: Record<string, unknown> };
}): string | null {
  if (typeof interactive.body?.text !== 'string' || units(interactive.body.text) > 1024) {
    return 'body text missing or over 1024';
  }
  if (interactive.action?.name !== 'flow') return 'action name is not flow';
  const p = interactive.action.parameters;
  if (!p || typeof p !== 'object') return 'no parameters';
  const unknown = Object.keys(p).find((key) => !FLOW_PARAMETERS.has(key));
  if (unknown) return `unknown parameter ${unknown}`;
  if (p.flow_message_version !== '3') return 'flow_message_version is not "3"';
  if (typeof p.flow_token !== 'string' || !p.flow_token) return 'no flow_token';
  if ((p.flow_id === undefined) === (p.flow_name === undefined)) return 'flow_id or flow_name';
  const cta = p.flow_cta;
  if (typeof cta !== 'string' || !cta.trim() || units(cta) > 20 || EMOJI.test(cta)) {
    return 'flow_cta must be 1 to 20 characters, no emoji';
  }
  if (p.mode !== undefined && p.mode !== 'draft' && p.mode !== 'published') return 'bad mode';
  const action = p.flow_action ?? 'navigate';
  if (action === 'data_exchange')
    return p.flow_action_payload ? 'payload with data_exchange' : null;
  if (action !== 'navigate') return 'flow_action is neither navigate nor data_exchange';
  const payload = p.flow_action_payload as { screen?: unknown; data?: unknown } | undefined;
  if (!payload || typeof payload.screen !== 'string' || !payload.screen) return 'no screen';
  const data = payload.data;
  if (
    data !== undefined &&
    (typeof data !== 'object' || data === null || Array.isArray(data) || !Object.keys(data).length)
  ) {
    return 'flow_action_payload.data must be a non-empty object';
  }
  return null;
}

/** Why the Cloud API would refuse this body (a carousel, location request or Flow), or null. */
export function cloudApiRefusal(body: Record<string, unknown>): string | null {
  if (body.type !== 'interactive') return null;
  const interactive = body.interactive as {
    type?: string;
    body?: { text?: unknown };
    header?: unknown;
    footer?: unknown;
    action?: { name?: unknown; cards?: unknown; parameters?: Record<string, unknown> };
  };
  if (interactive.type === 'flow') return flowRefusal(interactive);
  if (interactive.type === 'location_request_message') {
    if (units(interactive.body?.text) > 1024) return 'body text over 1024';
    if (interactive.action?.name !== 'send_location') return 'action name is not send_location';
    return null;
  }
  if (interactive.type !== 'carousel') return null;
  if (interactive.header || interactive.footer) return 'a carousel has no header or footer';
  if (units(interactive.body?.text) > 1024) return 'body text over 1024';
  const cards = interactive.action?.cards;
  if (!Array.isArray(cards) || cards.length < 2 || cards.length > 10) return 'not 2 to 10 cards';
  for (const [i, card] of (cards as CardBody[]).entries()) {
    if (card.card_index !== i) return `card ${i}: card_index ${String(card.card_index)}`;
    if (card.header?.type !== 'image' || typeof card.header.image?.link !== 'string') {
      return `card ${i}: no image header`;
    }
    const text = card.body?.text;
    if (text !== undefined && units(text) > 160) return `card ${i}: body over 160`;
    if (typeof text === 'string' && (text.match(/\n/g) ?? []).length > 2) {
      return `card ${i}: more than 2 line breaks`;
    }
    const buttons = card.action?.buttons;
    if (!Array.isArray(buttons) || buttons.length !== 1) return `card ${i}: not one button`;
    const reply = buttons[0]?.quick_reply;
    if (buttons[0]?.type !== 'quick_reply' || !reply) return `card ${i}: not a quick reply`;
    if (units(reply.id) > 256 || units(reply.title) > 20) return `card ${i}: button too long`;
  }
  return null;
}

export class FakeGraphApi {
  sent: SentMessage[] = [];
  /** Media by id, served to requests bearing `token`. */
  readonly media = new Map<string, ServedMedia>();
  /** The access token media requests must carry. */
  token = 'test-token';
  /** Files on the CDN by id (a listing form's encrypted photos), served without the token. */
  readonly cdn = new Map<string, Buffer>();
  /** CDN downloads as they came: path and whether a token was sent (it never should be). */
  cdnRequests: { path: string; withToken: boolean }[] = [];
  /** Media requests as they came: path and whether the token was right. */
  mediaRequests: { path: string; authorized: boolean }[] = [];
  private base = '';
  /** How long the API takes to answer a send to `to` (a slow recipient, for fairness tests). */
  delayFor: (to: string) => number = () => 0;
  /** Holds a send to `to` until the promise settles (null: answered at once). */
  holdSend: (to: string) => Promise<void> | null = () => null;
  /** Holds the download of a media id until the promise settles (null: served at once). */
  holdMedia: (id: string) => Promise<void> | null = () => null;
  /** Requests that reached a hold, in order: `send:{to}` or `media:{id}`. */
  readonly held: string[] = [];
  private delivered = 0;
  private readonly server = createServer((req, res) => void this.answer(req, res));

  /** The API base a sender is given (set by `start`). */
  apiBase = '';

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    this.apiBase = `${this.base}/v21.0`;
    return this.apiBase;
  }

  /** Puts a file on the CDN; its address, as a completion names it. */
  putCdn(bytes: Buffer): string {
    const id = `cdn${this.cdn.size + 1}x${Date.now().toString(36)}`;
    this.cdn.set(id, bytes);
    return `${this.base}/cdn/${id}`;
  }

  sentTo(phone: string): SentMessage[] {
    return this.sent.filter((message) => message.to === phone);
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Waits at `hold`; false when the caller went away meanwhile (nothing is answered then). */
  private async waitAt(hold: Promise<void> | null, what: string, res: ServerResponse) {
    if (!hold) return true;
    let gone = false;
    res.once('close', () => (gone = true));
    this.held.push(what);
    await hold;
    return !gone;
  }

  /** GET /v21.0/{media-id} and GET /media/{media-id}: the Cloud API's media endpoints. */
  private async serveMedia(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '').split('?')[0]!;
    const onCdn = /^\/cdn\/([^/]+)$/.exec(path);
    if (onCdn) {
      this.cdnRequests.push({ path, withToken: req.headers.authorization !== undefined });
      const file = this.cdn.get(onCdn[1]!);
      res.writeHead(file ? 200 : 404, { 'content-type': 'application/octet-stream' });
      res.end(file ?? '');
      return;
    }
    const authorized = req.headers.authorization === `Bearer ${this.token}`;
    this.mediaRequests.push({ path, authorized });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (!authorized)
      return json(401, { error: { message: 'Invalid OAuth access token', code: 190 } });
    const download = /^\/media\/([^/]+)$/.exec(path);
    const lookup = /^\/v21\.0\/([^/]+)$/.exec(path);
    const id = decodeURIComponent((download ?? lookup)?.[1] ?? '');
    const item = this.media.get(id);
    if (!item) return json(404, { error: { message: 'Unknown media', code: 100 } });
    if (lookup) {
      return json(200, {
        messaging_product: 'whatsapp',
        url: `${this.base}/media/${encodeURIComponent(id)}`,
        mime_type: item.mime,
        sha256: 'x',
        file_size: item.bytes.length,
        id,
      });
    }
    if (!(await this.waitAt(this.holdMedia(id), `media:${id}`, res))) return;
    if (item.failing) return json(500, { error: { message: 'Server error', code: 1 } });
    res.writeHead(200, { 'content-type': item.mime, 'content-length': String(item.bytes.length) });
    res.end(item.bytes);
  }

  private async answer(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'GET') return this.serveMedia(req, res);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as CloudApiBody;
    // A person known only by their business-scoped id is addressed by `recipient`.
    const to = String(body.to ?? body.recipient ?? '');
    const delay = this.delayFor(to);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (!(await this.waitAt(this.holdSend(to), `send:${to}`, res))) return;
    const refused = cloudApiRefusal(body);
    if (refused) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: refused, code: 131009 } }));
      return;
    }
    const id = `wamid.cluster${++this.delivered}`;
    this.sent.push({ to, body, at: performance.now(), id });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id }],
      }),
    );
  }
}
