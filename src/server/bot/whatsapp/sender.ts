/**
 * Delivery of the bot's messages. `CloudApiSender` posts to Meta's Graph API; `DevSender` is
 * used when no WhatsApp credentials are configured and only logs (the conversation is stored by
 * the caller either way, so the dev chat route and the admin screens see the same messages).
 *
 * Whether a failed send is tried again is decided by `isRetryable` (retry-policy.ts): network
 * errors, time-outs, 429 and 5xx with growing pauses, never another 4xx or a permanent Cloud API
 * error code. The outcome, failures included, is returned to the caller, which records it on the
 * stored message: nothing is dropped silently.
 */
import { loggableText, type OutboundMessage } from '@/server/bot/outbound';
import { toCloudApiBody } from './cloud-api-body';
import type { BotLogger } from '@/server/logger';
import { backoffMs, isRetryable, retryAfterMs, type SendFailure } from './retry-policy';

export interface SendResult {
  ok: boolean;
  /** Meta's id for the delivered message (wamid...), or a local one from the dev sender. */
  waMessageId?: string;
  attempts: number;
  error?: string;
  /** The Cloud API error code of the last failure, when it gave one. */
  errorCode?: number;
  /** Whether the failure is transient, so a later try may succeed (retry-policy.ts). */
  retryable?: boolean;
}

export interface OutboundSender {
  readonly name: 'cloud-api' | 'dev';
  send(to: string, message: OutboundMessage): Promise<SendResult>;
  /**
   * Marks the person's message read and shows them the typing indicator until the reply comes
   * (or 25 s pass). Best effort: one try, a failure is logged and changes nothing else.
   */
  typing?(waMessageId: string): Promise<void>;
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

/**
 * The longest pause between attempts of one send, which takes about 35 s at most (three 10 s
 * time-outs and two short pauses) while its reply's claim (reply-claim.ts) is kept alive; a
 * Retry-After asking for longer ends the send as failed and retryable, and the recovery sends it
 * again after a minute, instead of one answer holding a worker for minutes.
 */
export const MAX_PAUSE_IN_SEND_MS = 2_500;

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

  /** One POST of a JSON body to the phone number's messages endpoint, cut after the timeout. */
  private post(body: string): Promise<Response> {
    return this.fetchImpl(this.url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.options.token}`,
        'content-type': 'application/json',
      },
      body,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
  }

  async send(to: string, message: OutboundMessage): Promise<SendResult> {
    const body = JSON.stringify(toCloudApiBody(to, message));
    let last: { error: string; failure: SendFailure; waitMs: number | null } = {
      error: 'not sent',
      failure: { kind: 'network' },
      waitMs: null,
    };
    for (let attempt = 1; attempt <= this.maxAttempts; attempt++) {
      try {
        const res = await this.post(body);
        const text = await res.text();
        if (res.ok) {
          const waMessageId = readMessageId(text);
          return waMessageId
            ? { ok: true, attempts: attempt, waMessageId }
            : { ok: true, attempts: attempt };
        }
        const code = readErrorCode(text);
        last = {
          error: `HTTP ${res.status}${code !== null ? ` (code ${code})` : ''}: ${text.slice(0, 300)}`,
          failure: { kind: 'http', status: res.status, code },
          waitMs: retryAfterMs(res.headers.get('retry-after')),
        };
      } catch (err) {
        last = {
          error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
          failure: { kind: 'network' },
          waitMs: null,
        };
      }
      const retryable = isRetryable(last.failure);
      this.options.logger?.warn('whatsapp send failed', {
        to,
        attempt,
        retryable,
        error: last.error,
      });
      if (!retryable) return failed(attempt, last.error, last.failure, false);
      if (attempt < this.maxAttempts) {
        const pause = last.waitMs ?? backoffMs(attempt, this.retryDelayMs);
        // A longer wait than Meta's throttle allows here goes to the recovery of failed replies.
        if (pause > MAX_PAUSE_IN_SEND_MS) return failed(attempt, last.error, last.failure, true);
        await sleep(pause);
      }
    }
    return failed(this.maxAttempts, last.error, last.failure, true);
  }

  async typing(waMessageId: string): Promise<void> {
    try {
      const res = await this.post(JSON.stringify(typingBody(waMessageId)));
      if (!res.ok) {
        this.options.logger?.warn('whatsapp typing indicator refused', { status: res.status });
      }
      await res.body?.cancel();
    } catch (err) {
      this.options.logger?.warn('whatsapp typing indicator not sent', {
        error: err instanceof Error ? err.message : String(err),
      });
    }
  }
}

/** The read receipt with the typing indicator, as the Cloud API documents it. */
export function typingBody(waMessageId: string): Record<string, unknown> {
  return {
    messaging_product: 'whatsapp',
    status: 'read',
    message_id: waMessageId,
    typing_indicator: { type: 'text' },
  };
}

function failed(
  attempts: number,
  error: string,
  failure: SendFailure,
  retryable: boolean,
): SendResult {
  const result: SendResult = { ok: false, attempts, error, retryable };
  if (failure.kind !== 'network' && typeof failure.code === 'number') {
    result.errorCode = failure.code;
  }
  return result;
}

/** `{"error": {"code": 131047, ...}}`: the Cloud API's own reason, beside the HTTP status. */
function readErrorCode(text: string): number | null {
  try {
    const parsed = JSON.parse(text) as { error?: { code?: unknown } };
    const code = Number(parsed.error?.code);
    return Number.isFinite(code) ? code : null;
  } catch {
    return null;
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
