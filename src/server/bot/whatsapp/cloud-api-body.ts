/**
 * A message as the Cloud API's send takes it (POST /{phone-number-id}/messages): the request
 * body for each kind of outbound message, in the shapes Meta documents.
 */
import type { OutboundMessage } from '@/server/bot/outbound';

/** The Cloud API request body for one message to one recipient. */
export function toCloudApiBody(to: string, message: OutboundMessage): Record<string, unknown> {
  // A person known only by their business-scoped user id (no phone) is addressed by it.
  const address = /^\d+$/.test(to) ? { to } : { recipient: to };
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', ...address };
  switch (message.kind) {
    case 'text':
      return { ...base, type: 'text', text: { preview_url: true, body: message.text } };
    case 'image':
      return {
        ...base,
        type: 'image',
        image: message.caption
          ? { link: message.imageUrl, caption: message.caption }
          : { link: message.imageUrl },
      };
    case 'buttons':
      return {
        ...base,
        type: 'interactive',
        interactive: {
          type: 'button',
          body: { text: message.body },
          action: {
            buttons: message.buttons.map((button) => ({
              type: 'reply',
              reply: { id: button.id, title: button.title },
            })),
          },
        },
      };
    case 'location_request':
      return {
        ...base,
        type: 'interactive',
        interactive: {
          type: 'location_request_message',
          body: { text: message.body },
          action: { name: 'send_location' },
        },
      };
    case 'flow':
      // Meta's "Sending a Flow" guide: an interactive message of type "flow" whose action is
      // named "flow" (https://developers.facebook.com/docs/whatsapp/flows/guides/sendingaflow).
      return {
        ...base,
        type: 'interactive',
        interactive: {
          type: 'flow',
          body: { text: message.body },
          action: {
            name: 'flow',
            parameters: {
              flow_message_version: '3',
              flow_token: message.token,
              flow_id: message.flowId,
              flow_cta: message.cta,
              flow_action: 'navigate',
              flow_action_payload: {
                screen: message.screen,
                ...(message.data && Object.keys(message.data).length ? { data: message.data } : {}),
              },
            },
          },
        },
      };
    case 'carousel':
      return {
        ...base,
        type: 'interactive',
        interactive: {
          type: 'carousel',
          body: { text: message.body },
          action: {
            cards: message.cards.map((card, index) => ({
              card_index: index,
              header: { type: 'image', image: { link: card.imageUrl } },
              body: { text: card.body },
              action: {
                buttons: [
                  {
                    type: 'quick_reply',
                    quick_reply: { id: card.button.id, title: card.button.title },
                  },
                ],
              },
            })),
          },
        },
      };
    case 'template':
      return {
        ...base,
        type: 'template',
        template: {
          name: message.name,
          language: { code: message.language },
          components: [
            {
              type: 'body',
              parameters: message.params.map((text) => ({ type: 'text', text })),
            },
            ...(message.buttons ?? []).map((payload, index) => ({
              type: 'button',
              sub_type: 'quick_reply',
              index: String(index),
              parameters: [{ type: 'payload', payload }],
            })),
          ],
        },
      };
    case 'list':
      return {
        ...base,
        type: 'interactive',
        interactive: {
          type: 'list',
          ...(message.header ? { header: { type: 'text', text: message.header } } : {}),
          body: { text: message.body },
          ...(message.footer ? { footer: { text: message.footer } } : {}),
          action: {
            button: message.button,
            sections: [{ title: message.sectionTitle, rows: message.rows }],
          },
        },
      };
  }
}
