/**
 * Delivery of the bot's messages. `CloudApiSender` posts to Meta's Graph API; `DevSender` is
 * used when no WhatsApp credentials are configured and only logs (the conversation is stored by
 * the caller either way, so the dev chat route and the admin screens see the same messages).
 *
 * A send is retried on network errors, time-outs, 429 and 5xx with growing pauses; a 4xx other
 * than 429 is a permanent refusal and is not retried. The outcome, failures included, is
 * returned to the caller, which records it on the stored message: nothing is dropped silently.
 */
import { loggableText, toCloudApiBody, type OutboundMessage } from './outbound';
import type { BotLogger } from './logger';

export interface SendResult {
  ok: boolean;
  /** Meta's id for the delivered message (wamid...), or a local one from the dev sender. */
  waMessageId?: string;
  attempts: number;
  error?: string;
}

export interface OutboundSender {
  readonly name: 'cloud-api' | 'dev';
  send(to: string, message: OutboundMessage): Promise<SendResult>;
}

export interface CloudApiSenderOptions {
  apiBase: string;
  phoneNumberId: string;
  token: string;
  /** Attempts per message, the first included. */
  maxAttempts?: number;
  /** Pause before the second attempt; doubled for each further one. */
  retryDelayMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  logger?: BotLogger;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class CloudApiSender implements OutboundSender {
  readonly name = 'cloud-api' as const;
  private readonly url: string;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: number;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: CloudApiSenderOptions) {
    this.url = `${options.apiBase.replace(/\/+$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 3);
    this.retryDelayMs = options.retryDelayMs ?? 500;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.fetchImpl = options.fetchImpl ?? fetch;
  }

  async send(to: string, message: OutboundMessage): Promise<SendResult> {
    const body = JSON.stringify(toCloudApiBody(to, message));
    let lastError = 'not sent';
    for (let attempt = 1; attempt <= this.maxAttempts; attempt++) {
      let retryable = true;
      try {
        const res = await this.fetchImpl(this.url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${this.options.token}`,
            'content-type': 'application/json',
          },
          body,
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        const text = await res.text();
        if (res.ok) {
          const waMessageId = readMessageId(text);
          return waMessageId
            ? { ok: true, attempts: attempt, waMessageId }
            : { ok: true, attempts: attempt };
        }
        lastError = `HTTP ${res.status}: ${text.slice(0, 300)}`;
        retryable = res.status === 429 || res.status >= 500;
      } catch (err) {
        lastError = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      }
      this.options.logger?.warn('whatsapp send failed', { to, attempt, error: lastError });
      if (!retryable) return { ok: false, attempts: attempt, error: lastError };
      if (attempt < this.maxAttempts) await sleep(this.retryDelayMs * 2 ** (attempt - 1));
    }
    return { ok: false, attempts: this.maxAttempts, error: lastError };
  }
}

function readMessageId(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as { messages?: { id?: unknown }[] };
    const id = parsed.messages?.[0]?.id;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** Development delivery: logs the message; the caller stores it and the dev chat returns it. */
export class DevSender implements OutboundSender {
  readonly name = 'dev' as const;
  private counter = 0;
  constructor(private readonly logger?: BotLogger) {}

  async send(to: string, message: OutboundMessage): Promise<SendResult> {
    this.counter += 1;
    // Without WhatsApp the log is where a developer reads what the bot said; sign-in material
    // never goes there (DEV_CHAT's answer is the one place it is shown).
    this.logger?.info('whatsapp (dev) outbound', {
      to,
      kind: message.kind,
      text: loggableText(message).slice(0, 500),
    });
    return { ok: true, attempts: 1, waMessageId: `dev.${Date.now()}.${this.counter}` };
  }
}
