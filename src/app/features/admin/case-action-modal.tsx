import { Modal, Stack, Text } from '@mantine/core';
import type { ModerationCase } from '@/domain';
import { sendCaseAction, type CaseAction } from '@/app/features/admin/api/admin-moderation';
import { ACTION_COPY } from './decision-copy';
import { DecisionFields, useDecision } from './decision-form';

interface CaseActionModalProps {
  /** The case and the action chosen; null when no action is being taken. */
  pending: { case: ModerationCase; action: CaseAction } | null;
  onClose: () => void;
}

/**
 * Asks the reason for one decision on a case and sends it. The modal stays open with the server's
 * words when the server refuses; the lists and the counts are fetched again only when it accepted.
 */
export function CaseActionModal({ pending, onClose }: CaseActionModalProps) {
  const decision = useDecision({
    action: pending?.action ?? null,
    key: pending ? `${pending.case._id}:${pending.action}` : null,
    send: (action, reason) => (pending ? sendCaseAction(pending.case, action, reason) : undefined),
    onDone: onClose,
  });
  const copy = pending ? ACTION_COPY[pending.action] : null;
  const subject =
    pending?.case.listingTitle ?? pending?.case.sellerName ?? pending?.case.sellerPhone;

  return (
    <Modal
      opened={pending !== null}
      onClose={() => (decision.sending ? undefined : onClose())}
      title={copy?.title}
      centered
    >
      {pending && copy ? (
        <Stack gap="sm">
          {subject ? (
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {subject}
            </Text>
          ) : null}
          <DecisionFields decision={decision} copy={copy} onCancel={onClose} />
        </Stack>
      ) : null}
    </Modal>
  );
}
