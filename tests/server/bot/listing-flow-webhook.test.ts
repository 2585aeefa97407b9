/**
 * A Flow's completion in a webhook delivery: read when it is one (`nfm_reply` named "flow" with a
 * JSON object holding a flow_token), and otherwise logged as a message the bot cannot read, never
 * dropped and never failing the delivery.
 */
import { describe, expect, it } from 'vitest';
import { extractEvents, webhookEnvelopeSchema } from '@/server/bot/whatsapp/webhook-payload';
import { contentOfEvent } from '@/server/bot/inbound-event';
import { flowCompletion } from '../../support/flow-completion';

const parse = (payload: unknown) => extractEvents(webhookEnvelopeSchema.parse(payload));

function withReply(nfm: Record<string, unknown>) {
  const payload = flowCompletion('263771600301', 'token', {}) as {
    entry: { changes: { value: { messages: { interactive: Record<string, unknown> }[] } }[] }[];
  };
  payload.entry[0]!.changes[0]!.value.messages[0]!.interactive = {
    type: 'nfm_reply',
    nfm_reply: nfm,
  };
  return payload;
}

describe('a completed Flow in a delivery', () => {
  it('is read with its answers, and stored as a readable line without them', () => {
    const token = 'tok-123456';
    const [event] = parse(
      flowCompletion('263771600301', token, {
        title: 'Fridge',
        price: '$150',
        city: 'gweru',
        photos: [{ cdn_url: 'https://mmg.whatsapp.net/x', encryption_metadata: { hmac_key: 'k' } }],
      }),
    ).messages;
    expect(event?.flowCompleted).toBe(true);
    expect(event?.flowResponse).toMatchObject({ flow_token: token, title: 'Fridge' });
    const content = contentOfEvent(event!);
    // The form message it completes, as any reply names the message it answers (`context.id`).
    expect(content).toEqual({
      text: '[listing form] Fridge · $150 · Gweru · 1 photo',
      flowCompleted: true,
      replyTo: 'wamid.HBgLflowmessage',
    });
    expect(JSON.stringify(content)).not.toMatch(/tok-123456|hmac_key|mmg\.whatsapp/);
  });

  it('names a reply that is no Flow completion as unreadable, keeping the rest of the delivery', () => {
    for (const nfm of [
      { name: 'flow', body: 'Sent', response_json: 'not json' },
      { name: 'flow', body: 'Sent', response_json: '{"title":"no token"}' },
      { name: 'address_message', body: 'Sent', response_json: '{"flow_token":"x"}' },
    ]) {
      const parsed = parse(withReply(nfm));
      expect(parsed.messages).toHaveLength(1);
      expect(parsed.messages[0]?.unsupportedType).toBe('interactive:nfm_reply');
      expect(parsed.messages[0]?.flowCompleted).toBeUndefined();
    }
  });
});
