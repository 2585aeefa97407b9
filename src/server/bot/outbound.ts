/**
 * What the bot says, independent of how it is delivered. The limits are the Cloud API's own
 * (text 4096, interactive body 1024, header and footer 60, button label 20, row title 24, row
 * description 72, at most 10 rows, ids 200; a media carousel's 2 to 10 cards, each card's body
 * 160 with at most 2 line breaks, its quick-reply id 256 and label 20), counted in UTF-16 units as
 * the API counts them; `withinLimits` keeps every message inside them so a send never fails on
 * length.
 */
export const LIST_LIMITS = {
  rows: 10,
  rowTitle: 24,
  rowDescription: 72,
  rowId: 200,
  button: 20,
  sectionTitle: 24,
  body: 1024,
  header: 60,
  footer: 60,
  text: 4096,
  caption: 1024,
  /** Reply buttons: at most 3 per message, each title at most 20 units, ids at most 256. */
  buttons: 3,
  buttonTitle: 20,
  buttonId: 256,
  /** A media carousel: 2 to 10 cards; each card's body 160 units and at most 2 line breaks. */
  minCards: 2,
  cards: 10,
  cardBody: 160,
  cardBodyBreaks: 2,
  /** A template's body parameter (one line: no newlines, tabs or runs of 4 spaces). */
  templateParam: 256,
  templatePayload: 128,
} as const;

/** A template parameter as the Cloud API accepts it: one line, no long runs of spaces. */
export function templateParam(text: string): string {
  const line = text
    .replace(/[\t\r\n]+/g, ' · ')
    .replace(/ {4,}/g, '   ')
    .trim();
  return clip(line || '-', LIST_LIMITS.templateParam);
}

export interface ListRow {
  id: string;
  title: string;
  description?: string;
}

export type OutboundMessage =
  | {
      kind: 'text';
      text: string;
      /** The text holds a secret (a sign-in link and code): this stands in for it wherever the
       *  message is kept or logged. Only the recipient ever sees the text itself. */
      redactedAs?: string;
      /**
       * A message one person wrote, passed on to the other (`passed_messages.id`): kept with the
       * sent message, whose wamid a reply to it names (conversation/pass-on.ts).
       */
      passedOn?: string;
    }
  | {
      kind: 'list';
      header?: string;
      body: string;
      footer?: string;
      button: string;
      sectionTitle: string;
      rows: ListRow[];
    }
  | { kind: 'image'; imageUrl: string; caption?: string }
  | {
      /**
       * A media carousel: a body above 2 to 10 cards the person swipes through, each a photo, a
       * short body and one quick-reply button (a tap comes back as that button's id).
       */
      kind: 'carousel';
      body: string;
      cards: Card[];
    }
  | {
      /** Body text and WhatsApp's own "Send location" button; the answer is a shared location. */
      kind: 'location_request';
      body: string;
    }
  | {
      /** A published WhatsApp Flow (a form) under a text: `cta` (no emoji) opens `screen`.
       *  `token`, single use, comes back with the completion; it is never stored or logged. */
      kind: 'flow';
      body: string;
      flowId: string;
      token: string;
      cta: string;
      screen: string;
      data?: Record<string, unknown>;
    }
  | {
      /** Reply buttons under a short text: at most 3, each title at most 20 units. */
      kind: 'buttons';
      body: string;
      buttons: ReplyButton[];
    }
  | {
      /**
       * An approved template: the only message WhatsApp lets a business start outside the
       * 24-hour window of the person's last message. `params` fill the body's {{1}}, {{2}}...;
       * `buttons` are the payloads of its quick-reply buttons, in order; `text` is what it says,
       * filled in, for the conversation log and the development chat.
       */
      kind: 'template';
      name: string;
      language: string;
      params: string[];
      buttons?: string[];
      text: string;
    };

export interface ReplyButton {
  id: string;
  title: string;
}

/** One card of a media carousel. */
export interface Card {
  /** The photo on top: an address WhatsApp fetches it from (JPEG). */
  imageUrl: string;
  body: string;
  button: ReplyButton;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Length as the Cloud API counts it: UTF-16 code units (an emoji flag is 4). */
export const units = (text: string): number => text.length;

/**
 * Cuts to at most `max` UTF-16 units, between graphemes (an emoji, a flag, a letter with its
 * accents stays whole), ending with an ellipsis when something was cut.
 */
export function clip(text: string, max: number): string {
  const trimmed = text.trim();
  if (units(trimmed) <= max) return trimmed;
  const room = max - 1; // the ellipsis is one unit
  let out = '';
  for (const { segment } of graphemes.segment(trimmed)) {
    if (units(out) + units(segment) > room) break;
    out += segment;
  }
  return out.trimEnd() + '…';
}

/** Applies every Cloud API limit to a message. */
export function withinLimits(message: OutboundMessage): OutboundMessage {
  switch (message.kind) {
    case 'text': {
      const out: OutboundMessage = { kind: 'text', text: clip(message.text, LIST_LIMITS.text) };
      if (message.redactedAs) out.redactedAs = message.redactedAs;
      if (message.passedOn) out.passedOn = message.passedOn;
      return out;
    }
    case 'image': {
      const out: OutboundMessage = { kind: 'image', imageUrl: message.imageUrl };
      if (message.caption) out.caption = clip(message.caption, LIST_LIMITS.caption);
      return out;
    }
    case 'template':
      return {
        ...message,
        params: message.params.map(templateParam),
        ...(message.buttons
          ? {
              buttons: message.buttons
                .slice(0, LIST_LIMITS.buttons)
                .map((payload) => clip(payload, LIST_LIMITS.templatePayload)),
            }
          : {}),
        text: clip(message.text, LIST_LIMITS.text),
      };
    case 'location_request':
      return { kind: 'location_request', body: clip(message.body, LIST_LIMITS.body) };
    case 'flow':
      return { ...message, body: clip(message.body, LIST_LIMITS.body), cta: clip(message.cta, 20) };
    case 'carousel':
      return carouselWithinLimits(message);
    case 'buttons':
      return {
        kind: 'buttons',
        body: clip(message.body, LIST_LIMITS.body),
        buttons: message.buttons.slice(0, LIST_LIMITS.buttons).map((button) => ({
          id: clip(button.id, LIST_LIMITS.buttonId),
          title: clip(button.title, LIST_LIMITS.buttonTitle),
        })),
      };
    case 'list': {
      const rows = message.rows.slice(0, LIST_LIMITS.rows).map((row) => {
        const out: ListRow = {
          id: clip(row.id, LIST_LIMITS.rowId),
          title: clip(row.title, LIST_LIMITS.rowTitle),
        };
        if (row.description) out.description = clip(row.description, LIST_LIMITS.rowDescription);
        return out;
      });
      const out: OutboundMessage = {
        kind: 'list',
        body: clip(message.body, LIST_LIMITS.body),
        button: clip(message.button, LIST_LIMITS.button),
        sectionTitle: clip(message.sectionTitle, LIST_LIMITS.sectionTitle),
        rows,
      };
      if (message.header) out.header = clip(message.header, LIST_LIMITS.header);
      if (message.footer) out.footer = clip(message.footer, LIST_LIMITS.footer);
      return out;
    }
  }
}

/** A card's body: at most 2 line breaks (the lines after the third join it), then 160 units. */
export function cardBody(text: string): string {
  const lines = text.trim().split(/\r?\n/);
  const kept = lines.slice(0, LIST_LIMITS.cardBodyBreaks);
  const rest = lines.slice(LIST_LIMITS.cardBodyBreaks).join(' ').trim();
  return clip([...kept, ...(rest ? [rest] : [])].join('\n'), LIST_LIMITS.cardBody);
}

/**
 * A carousel inside the limits: its first 10 cards, each field clipped. One card is no carousel
 * (the API wants two): it goes as its body with the card's button; none, as the body alone.
 */
function carouselWithinLimits(message: Extract<OutboundMessage, { kind: 'carousel' }>) {
  const button = (b: ReplyButton): ReplyButton => ({
    id: clip(b.id, LIST_LIMITS.buttonId),
    title: clip(b.title, LIST_LIMITS.buttonTitle),
  });
  const cards = message.cards.slice(0, LIST_LIMITS.cards);
  if (cards.length < LIST_LIMITS.minCards) {
    const body = [message.body, ...cards.map((card) => card.body)].join('\n');
    return withinLimits(
      cards.length
        ? { kind: 'buttons', body, buttons: cards.map((card) => card.button) }
        : { kind: 'text', text: body },
    );
  }
  return {
    kind: 'carousel' as const,
    body: clip(message.body, LIST_LIMITS.body),
    cards: cards.map((card) => ({
      imageUrl: card.imageUrl,
      body: cardBody(card.body),
      button: button(card.button),
    })),
  };
}

/** What may be kept or logged of a message: the stand-in for a secret, else its plain text. */
export function loggableText(message: OutboundMessage): string {
  return message.kind === 'text' && message.redactedAs ? message.redactedAs : plainText(message);
}

/** A plain-text rendering, for the conversation log, the dev chat and the terminal. */
export function plainText(message: OutboundMessage): string {
  switch (message.kind) {
    case 'text':
    case 'template':
      return message.text;
    case 'image':
      return message.caption ? `${message.caption}\n${message.imageUrl}` : message.imageUrl;
    case 'buttons':
      return [message.body, ...message.buttons.map((button) => `[${button.title}]`)].join('\n');
    case 'location_request':
      return `${message.body}\n[Send location]`;
    case 'flow':
      return `${message.body}\n[${message.cta}]`;
    case 'carousel':
      // Each card as the person reads it: its number, its body on one line, its button.
      return [
        message.body,
        ...message.cards.map(
          (card, i) => `${i + 1}. ${card.body.replace(/\s*\n\s*/g, ' — ')} [${card.button.title}]`,
        ),
      ].join('\n');
    case 'list': {
      const lines = [message.header, message.body]
        .filter(Boolean)
        .concat(
          message.rows.map(
            (row, i) => `${i + 1}. ${row.title}${row.description ? ` — ${row.description}` : ''}`,
          ),
        );
      if (message.footer) lines.push(message.footer);
      return lines.join('\n');
    }
  }
}

/** What names a card where its button cannot (every card's reads alike): its first line, unbolded. */
export const cardTitle = (card: Card): string =>
  (card.body.split('\n')[0] ?? '').replace(/^\*(.+)\*$/, '$1');
