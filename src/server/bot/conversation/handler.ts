/** One handler of the conversation (handlers.ts asks them in order; the first to answer wins). */
import type { OutboundMessage } from '@/server/bot/outbound';
import type { Turn } from './turn';

export interface Handler {
  name: string;
  /** What it answers, for the reader and the README. */
  intents: readonly string[];
  answer(turn: Turn): Promise<OutboundMessage[] | null>;
}

/** One text message. */
export const text = (body: string): OutboundMessage[] => [{ kind: 'text', text: body }];
