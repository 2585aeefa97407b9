import { Highlight, Stack, Text } from '@mantine/core';
import type { CaseReason, ModerationCase } from '@/domain';

/** The sentences of the listing that hold any of the words (the whole text when none does). */
function sentencesWith(text: string, words: readonly string[]): string {
  const lower = words.map((word) => word.toLowerCase());
  const sentences = text.split(/\n|(?<=[.!?])\s+/).filter((s) => s.trim());
  const holding = sentences.filter((s) => lower.some((word) => s.toLowerCase().includes(word)));
  return (holding.length ? holding : sentences).join(' … ');
}

/**
 * A scam pattern's reason: the rule that matched, and the listing's sentences with the words it
 * matched highlighted, so the admin sees why at a glance.
 */
export function ScamReason({ item, reason }: { item: ModerationCase; reason: CaseReason }) {
  const words = reason.words ?? [];
  return (
    <Stack gap={2} component="span" style={{ display: 'flex' }}>
      <Text span size="xs" c="dimmed">
        {`Rule: ${reason.rule ?? 'unknown'}`}
      </Text>
      {item.listingText ? (
        <Highlight
          component="span"
          size="sm"
          highlight={words}
          highlightStyles={{ fontWeight: 700, color: '#1a1b1e', backgroundColor: '#ffec99' }}
        >
          {sentencesWith(item.listingText, words)}
        </Highlight>
      ) : (
        <Text span size="sm">
          {words.map((word) => `“${word}”`).join(', ')}
        </Text>
      )}
    </Stack>
  );
}

const MONTH = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The seller's facts beside the case, as buyers read them. */
export function SellerSignals({ item }: { item: ModerationCase }) {
  const signals = item.sellerSignals;
  if (!signals) return null;
  return (
    <Text size="xs" c="dimmed">
      {[
        `Since ${MONTH.format(new Date(signals.since))}`,
        `${signals.sold} sold`,
        signals.contactConfirmed ? 'Number confirmed' : 'Number not confirmed',
      ].join(' · ')}
    </Text>
  );
}
