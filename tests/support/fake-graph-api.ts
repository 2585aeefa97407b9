/**
 * A stand-in for Meta's Graph API on 127.0.0.1 (the one edge no test can reach): it accepts
 * every message send and records it, so a test can count what each buyer was sent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentMessage {
  to: string;
  body: Record<string, unknown>;
  /** When it arrived here (performance.now()), for the benches' timings. */
  at: number;
}

export class FakeGraphApi {
  sent: SentMessage[] = [];
  /** How long the API takes to answer a send to `to` (a slow recipient, for fairness tests). */
  delayFor: (to: string) => number = () => 0;
  private delivered = 0;
  private readonly server = createServer((req, res) => void this.answer(req, res));

  /** The API base a sender is given (set by `start`). */
  apiBase = '';

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.apiBase = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v21.0`;
    return this.apiBase;
  }

  sentTo(phone: string): SentMessage[] {
    return this.sent.filter((message) => message.to === phone);
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async answer(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<
      string,
      unknown
    >;
    const to = String(body.to ?? '');
    const delay = this.delayFor(to);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    this.sent.push({ to, body, at: performance.now() });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.cluster${++this.delivered}` }],
      }),
    );
  }
}
