/**
 * The sender's own retries stay short whatever Retry-After the Cloud API asks for: a reply's
 * claim (reply-claim.ts) and its queue job are sized on one send taking about 35 s, so a longer
 * wait is left to the recovery of failed replies instead of being slept through here.
 */
import { describe, expect, it } from 'vitest';
import { CloudApiSender, MAX_PAUSE_IN_SEND_MS } from '@/server/bot/whatsapp/sender';

/** A stand-in for graph.facebook.com that answers each call with the next planned answer. */
function graph(plan: { status: number; retryAfter?: string }[]) {
  const calls: number[] = [];
  const fetchImpl: typeof fetch = async () => {
    const next = plan[calls.length] ?? { status: 200 };
    calls.push(next.status);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (next.retryAfter) headers['retry-after'] = next.retryAfter;
    const body =
      next.status === 200
        ? { messages: [{ id: `wamid.pause.${calls.length}` }] }
        : { error: { message: 'Too many messages', code: 130429 } };
    return new Response(JSON.stringify(body), { status: next.status, headers });
  };
  return { calls, fetchImpl };
}

const sender = (fetchImpl: typeof fetch) =>
  new CloudApiSender({
    apiBase: 'https://graph.test/v21.0',
    phoneNumberId: '1',
    token: 't',
    fetchImpl,
  });

describe('a throttled send', () => {
  it('gives up at once, retryable, when Retry-After asks for a long wait', async () => {
    const { calls, fetchImpl } = graph([{ status: 429, retryAfter: '60' }]);
    const result = await sender(fetchImpl).send('263771234567', { kind: 'text', text: 'Hi' });
    expect(calls).toEqual([429]);
    expect(result).toMatchObject({ ok: false, attempts: 1, retryable: true });
  });

  it('waits a short Retry-After and tries again', async () => {
    const { calls, fetchImpl } = graph([{ status: 429, retryAfter: '0' }, { status: 200 }]);
    const result = await sender(fetchImpl).send('263771234567', { kind: 'text', text: 'Hi' });
    expect(calls).toEqual([429, 200]);
    expect(result).toMatchObject({ ok: true, attempts: 2 });
    expect(MAX_PAUSE_IN_SEND_MS).toBeLessThanOrEqual(5_000);
  });
});
