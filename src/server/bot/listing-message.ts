/**
 * A listing's details as one WhatsApp text. What a buyer needs to act (title, price, town, the
 * seller's link and the safety line) always fits; the description, then the features, are
 * shortened to the room left under the Cloud API's 4,096 UTF-16 units.
 */
import { clip, LIST_LIMITS, units } from './outbound';

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
}

export const SAFETY_LINE = 'Always verify listings in person before you pay.';

const join = (blocks: string[][]) =>
  blocks
    .filter((block) => block.length)
    .map((block) => block.join('\n'))
    .join('\n\n');

export function listingText(parts: ListingMessageParts, max: number = LIST_LIMITS.text): string {
  const head = [
    `*${clip(parts.title, 200)}*`,
    `💵 ${parts.price}`,
    ...(parts.place ? [`📍 ${clip(parts.place, 400)}`] : []),
    ...(parts.category ? [`🏷️ ${parts.category}`] : []),
  ];
  const tail = [
    `Seller: ${clip(parts.sellerName, 80)}`,
    `Chat with the seller: ${parts.link}`,
    '',
    SAFETY_LINE,
  ];
  const fixed = units(join([head, tail]));
  // Two blank-line separators for the description and the features blocks.
  let room = max - fixed - 4;
  const description = parts.description.trim();
  const featureLines = parts.features.map((f) => `• ${clip(f, 200)}`);
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
  for (const line of featureLines) {
    const cost = units(line) + (features.length ? 1 : 0);
    if (cost > room) break;
    features.push(line);
    room -= cost;
  }
  return join([head, body ? [body] : [], features, tail]);
}
