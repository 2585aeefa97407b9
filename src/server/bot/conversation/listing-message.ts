/**
 * A listing's details as one WhatsApp text. What a buyer needs to act (title, price, town, the
 * seller's facts and link, and the safety lines in the buyer's language) always fits; the description, then the features, are
 * shortened to the room left under the Cloud API's 4,096 UTF-16 units.
 *
 * The seller's words can never pass for the bot's own lines: every line starts with the bot's
 * marker (🛍️ before the title, 💵, 📍, 🏷️, `> ` before each line of the description, which
 * WhatsApp shows as a quote, `• ` before each feature, `Seller: `, 🗓️ 🤝 ✅ before the seller's
 * facts, ⚠️ and 🔒 before the safety lines), one-line fields are one line
 * and direction controls are removed (src/domain/seller-text.ts), also from text stored before
 * that rule existed.
 */
import { multiLine, singleLine } from '@/domain';
import { clip, LIST_LIMITS, units } from '@/server/bot/outbound';

export interface ListingMessageParts {
  title: string;
  price: string;
  /** Address, suburb, town. */
  place: string;
  category: string;
  description: string;
  features: string[];
  sellerName: string;
  /** Where the buyer reaches the seller (the listing's chat link). */
  link: string;
  /** Facts about the seller (bot-copy/trust-lines.ts), under their name. */
  signals: string[];
  /** The advice for the listing's kind and the line for every buyer, last. */
  safety: string[];
}

/** Begins the title's line, so a title never starts a line as the bot's price or link does. */
export const TITLE_MARKER = '🛍️';

/** The description as a WhatsApp quote: each of its lines inside the quoted block. */
export function quoted(text: string): string {
  const lines = multiLine(text).trim();
  if (!lines) return '';
  return lines
    .split('\n')
    .map((line) => `> ${line.trim()}`)
    .join('\n');
}

const join = (blocks: string[][]) =>
  blocks
    .filter((block) => block.length)
    .map((block) => block.join('\n'))
    .join('\n\n');

export function listingText(parts: ListingMessageParts, max: number = LIST_LIMITS.text): string {
  const line = (text: string, max: number) => clip(singleLine(text), max);
  const place = line(parts.place, 400);
  const head = [
    `${TITLE_MARKER} *${line(parts.title, 200)}*`,
    `💵 ${line(parts.price, 400)}`,
    ...(place ? [`📍 ${place}`] : []),
    ...(parts.category ? [`🏷️ ${line(parts.category, 200)}`] : []),
  ];
  const tail = [
    `Seller: ${line(parts.sellerName, 80)}`,
    ...parts.signals,
    `Chat with the seller: ${parts.link}`,
    '',
    ...parts.safety,
  ];
  const fixed = units(join([head, tail]));
  // Two blank-line separators for the description and the features blocks.
  let room = max - fixed - 4;
  const description = quoted(parts.description);
  const featureLines = parts.features
    .map((f) => line(f, 200))
    .filter(Boolean)
    .map((f) => `• ${f}`);
  const featuresWanted = units(featureLines.join('\n'));
  // The description comes first; features keep up to a third of the room when both are long.
  const forDescription = Math.max(
    0,
    featuresWanted ? room - Math.min(featuresWanted, room / 3) : room,
  );
  const body =
    description && forDescription >= 20 ? clip(description, Math.floor(forDescription)) : '';
  room -= units(body);
  const features: string[] = [];
  for (const feature of featureLines) {
    const cost = units(feature) + (features.length ? 1 : 0);
    if (cost > room) break;
    features.push(feature);
    room -= cost;
  }
  return join([head, body ? [body] : [], features, tail]);
}
