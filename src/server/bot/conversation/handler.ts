/** One feature of the conversation, as the handlers' order list (handlers.ts) asks it. */
import type { OutboundMessage } from '@/server/bot/outbound';
import type { Turn } from './turn';

export interface Handler {
  name: string;
  /** What it answers, for the reader and the README. */
  intents: readonly string[];
  answer(turn: Turn): Promise<OutboundMessage[] | null>;
}
